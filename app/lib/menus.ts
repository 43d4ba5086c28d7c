import type { MenuItem, TypeGroup } from '../../core/api-schemas';

export interface MenuList {
  key: string;
  title: string;
  items: MenuItem[];
}

/** The Shop Online menus: the main lists and the men's. */
export interface Menus {
  main: MenuList[];
  mens: MenuList[];
}

export { listingHref } from './links';

/**
 * The Shop Online menus of docs/behaviour.md §2.16 built from stock item names: Gold, Silver, Men's (gold, diamond, silver,
 * platinum, palladium, watch), Watches, plus Diamond, Platinum and Palladium so every piece can be reached
 * (docs/decisions/005-menus.md). Watches lists every watch, men's as well (docs/decisions/081). A list with no items
 * shows the Coming Soon fallback.
 */
export function shopMenus(groups: TypeGroup[]): Menus {
  const g = (type: string) => groups.find((x) => x.type === type) ?? { type, mens: [], others: [] };
  return {
    main: [
      { key: 'gold', title: 'Gold Jewellery', items: g('gold').others },
      { key: 'silver', title: 'Silver Jewellery', items: g('silver').others },
      { key: 'diamond', title: 'Diamond Jewellery', items: g('diamond').others },
      { key: 'platinum', title: 'Platinum Jewellery', items: g('platinum').others },
      { key: 'palladium', title: 'Palladium Jewellery', items: g('palladium').others },
      // Every watch in stock, men's too: the shop's watches are mostly men's, and 'Coming Soon' over them misled.
      { key: 'watches', title: 'Watches', items: [...g('watches').others, ...g('watches').mens] },
    ],
    mens: [
      { key: 'mens-gold', title: 'Gold', items: g('gold').mens },
      { key: 'mens-diamond', title: 'Diamond', items: g('diamond').mens },
      { key: 'mens-silver', title: 'Silver', items: g('silver').mens },
      { key: 'mens-platinum', title: 'Platinum', items: g('platinum').mens },
      { key: 'mens-palladium', title: 'Palladium', items: g('palladium').mens },
      { key: 'mens-watch', title: 'Watch', items: g('watches').mens },
    ],
  };
}
