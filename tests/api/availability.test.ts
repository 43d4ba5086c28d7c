import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, StockItem, StockPage } from '../../core/api-schemas';
import { importStock } from '../../server/services/stock-import';
import { getJson, useTestApp } from './helpers';

/**
 * docs/behaviour.md §4.13: a reserved, sold or hidden piece leaves listings, search, the menus' counts, the newest
 * pieces and related pieces; the product page of a reserved or sold one stays reachable, a hidden one is not found,
 * and an order for any of them is refused.
 */
const t = useTestApp({ seed: true });

const OFF_SALE = [
  { TagNo: 'T-OFF-RES', Status: 'Reserved' },
  { TagNo: 'T-OFF-SOLD', Status: 'sold' },
  { TagNo: 'T-OFF-HID', Status: 'HIDDEN' },
];
const ONLY_OFF_SALE = { TagNo: 'T-OFF-TIKKA', ItemName: 'Tikka', Status: 'sold' };

beforeAll(async () => {
  await importStock(t.database.db, [
    ...OFF_SALE.map((p) => ({
      ...p,
      ItemName: 'Rings',
      ItemType: 'Gold',
      NetWeight: 4,
      Karat: 22,
      DesignName: 'Offsale',
      Description: 'An offsale ring.',
      Images: [`${p.TagNo}.webp`],
      SubItem: ['16'],
    })),
    { ...ONLY_OFF_SALE, ItemType: 'Gold', NetWeight: 2, Karat: 22, Images: ['T-OFF-TIKKA.webp'] },
    // Made to order: for sale, however many times it is ordered.
    { TagNo: 'T-MTO-1', ItemName: 'Rings', ItemType: 'Gold', NetWeight: 3, Karat: 22, Status: 'order', Images: [] },
  ]);
  t.services.invalidate();
});

const tags = (items: StockItem[]) => items.map((i) => i.TagNo);
const offTags = OFF_SALE.map((p) => p.TagNo);

describe('pieces off sale leave every list', () => {
  it('the listing counts and shows only pieces for sale, made to order included', async () => {
    const { body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold&pageSize=100');
    expect(tags(body.items)).toContain('T-RING-1');
    expect(tags(body.items)).toContain('T-MTO-1');
    for (const tag of offTags) expect(tags(body.items)).not.toContain(tag);
    expect(body.totalCount).toBe(body.items.length);
  });

  it('search finds neither their names nor their tag numbers', async () => {
    const byName = await getJson<StockItem[]>(t, '/api/dashboard/EcomSearchStock?tagno=offsale');
    expect(byName.body).toEqual([]);
    for (const tag of offTags) {
      const byTag = await getJson<StockItem[]>(t, `/api/dashboard/EcomSearchStock?tagno=${tag}`);
      expect(tags(byTag.body)).not.toContain(tag);
    }
  });

  it('the newest pieces and related pieces leave them out', async () => {
    const newest = await getJson<StockItem[]>(t, '/api/dashboard/itemsecom?limit=100');
    const related = await getJson<StockItem[]>(t, '/api/dashboard/RelatedEcomItems?ItemName=Rings');
    for (const tag of [...offTags, ONLY_OFF_SALE.TagNo]) {
      expect(tags(newest.body)).not.toContain(tag);
      expect(tags(related.body)).not.toContain(tag);
    }
  });

  it('the menu counts only pieces for sale, and a name with none left is not on it', async () => {
    const { body } = await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom');
    const rings = body.find((m) => m.ItemName === 'Rings' && m.ItemType === 'Gold');
    const listing = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold');
    expect(rings?.Count).toBe(listing.body.totalCount);
    expect(body.some((m) => m.ItemName === 'Tikka')).toBe(false);
  });
});

describe('the piece itself', () => {
  it('a reserved or sold piece is still found by its tag number, with its status', async () => {
    const reserved = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-OFF-RES');
    expect(reserved.status).toBe(200);
    expect(reserved.body.Status).toBe('Reserved');
    const sold = await getJson<StockItem>(t, '/api/dashboard/EcomStockItem?tagNo=T-OFF-SOLD');
    expect(sold.status).toBe(200);
    expect(sold.body.Status).toBe('sold');
  });

  it('a hidden piece is not found', async () => {
    const hidden = await getJson<{ message: string }>(t, '/api/dashboard/EcomStockItem?tagNo=T-OFF-HID');
    expect(hidden.status).toBe(404);
  });
});
