import type { MenuItem, StockItem } from '../../core/api-schemas';

/**
 * A link within the shop as a plain anchor: React Router finds it for route discovery by its `data-discover`, as it
 * finds its own links, and the root follows its clicks in the app (FollowLinks in root.tsx). Cheaper than `<Link>`
 * to render on the server and to hydrate on a phone (no component, no hooks), the same HTML. `keepScroll`: the page
 * stays where it is scrolled to (a listing's sort), as `<Link preventScrollReset>`.
 */
export const inShop = (href: string, keepScroll = false) => ({
  href,
  'data-discover': 'true',
  'data-keep-scroll': keepScroll ? '' : undefined,
});

/**
 * A menu's link (`inShop`) that marks the page it leads to, as React Router's `<NavLink>`: class `active` and
 * `aria-current="page"` while the address is that page or one under it (`end`: that page only), letters in any case.
 */
export function navLink(href: string, pathname: string, end = false) {
  const [here, to] = [pathname.toLowerCase(), href.toLowerCase()];
  const active = here === to || (!end && here.startsWith(to.endsWith('/') ? to : `${to}/`));
  return {
    ...inShop(href),
    className: active ? 'active' : undefined,
    'aria-current': active ? ('page' as const) : undefined,
  };
}

/** URLs of the route table (docs/behaviour.md §2.2) and of the image route. */
export const imageUrl = (name: string, width?: number) =>
  `/Image/${encodeURIComponent(name)}${width ? `?w=${width}` : ''}`;

export const productHref = (item: Pick<StockItem, 'ItemName' | 'TagNo'>) =>
  `/product/${encodeURIComponent(item.ItemName)}/${encodeURIComponent(item.TagNo)}`;

export const searchHref = (term: string) => `/Search/Gold/${encodeURIComponent(term.trim())}`;

export const listingHref = (m: Pick<MenuItem, 'ItemType' | 'ItemName' | 'ItemId'>) =>
  `/Shop-Online/${encodeURIComponent(m.ItemType)}/${encodeURIComponent(m.ItemName)}/${m.ItemId}`;
