import { describe, expect, it } from 'vitest';
import type { MenuItem, TypeGroup } from '../../core/api-schemas';
import { shopMenus } from './menus';

const item = (ItemId: number, ItemName: string, ItemType: string, IsMens: boolean): MenuItem => ({
  ItemId,
  ItemName,
  ItemType,
  IsMens,
  Count: 3,
  ShownName: ItemName,
});

describe('shopMenus (docs/behaviour.md §2.16)', () => {
  it("lists men's watches under Watches too: a shop whose watches are all men's shows them, not 'Coming Soon'", () => {
    const groups: TypeGroup[] = [
      { type: 'watches', mens: [item(9, 'Mens Watches', 'Watches', true)], others: [] },
      { type: 'gold', mens: [item(2, 'Mens Rings', 'Gold', true)], others: [item(1, 'Rings', 'Gold', false)] },
    ];
    const menus = shopMenus(groups);
    const list = (key: string) =>
      [...menus.main, ...menus.mens].find((l) => l.key === key)?.items.map((i) => i.ItemName);
    expect(list('watches')).toEqual(['Mens Watches']);
    expect(list('mens-watch')).toEqual(['Mens Watches']);
    // Jewellery keeps men's pieces under Men's alone.
    expect(list('gold')).toEqual(['Rings']);
    expect(list('mens-gold')).toEqual(['Mens Rings']);
    expect(list('palladium')).toEqual([]);
  });
});
