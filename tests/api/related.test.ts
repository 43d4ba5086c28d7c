import { beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import type { StockImport } from '../../core/stock-schema';
import { importStock } from '../../server/services/stock-import';
import { getJson, useTestApp } from './helpers';

/**
 * RelatedEcomItems (and a product page's related pieces, from the same service): the first twelve pieces of the name
 * for sale with pictures, in order of id, less the piece being viewed. The shop keeps one list per name and leaves the
 * piece out of it (server/services/index.ts), so a piece among the first twelve is replaced by the thirteenth.
 */
const t = useTestApp();

const tag = (i: number) => `T-ANK-${String(i).padStart(2, '0')}`;
const anklets: StockImport[] = Array.from({ length: 16 }, (_, i) => ({
  TagNo: tag(i + 1),
  ItemName: 'Anklets',
  ItemType: 'Silver',
  NetWeight: 3,
  SilverSalePrice: 5000,
  Description: 'An anklet.',
  // The third has no picture and the fifth is sold: neither is ever shown as related.
  Images: i === 2 ? [] : [`${tag(i + 1)}.webp`],
  Status: i === 4 ? 'sold' : 'available',
}));
const shown = [1, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map(tag);

const related = async (query: string) =>
  (await getJson<StockItem[]>(t, `/api/dashboard/RelatedEcomItems?ItemName=Anklets${query}`)).body.map((i) => i.TagNo);

beforeAll(async () => {
  await importStock(t.database.db, anklets);
  t.services.invalidate();
});

describe('related pieces', () => {
  it('are the first twelve of the name for sale with pictures', async () => {
    expect(await related('')).toEqual(shown.slice(0, 12));
  });

  it('leave out the piece viewed, the next one taking its place', async () => {
    expect(await related(`&tagNo=${tag(2)}`)).toEqual([tag(1), ...shown.slice(2, 13)]);
    expect(await related(`&tagNo=${tag(16)}`)).toEqual(shown.slice(0, 12));
    expect(await related(`&tagNo=${tag(14)}`)).toEqual([...shown.slice(0, 11), tag(15)]);
    // Asked again in another order: the kept list is the same for every piece of the name.
    expect(await related(`&tagNo=${tag(1)}`)).toEqual(shown.slice(1, 13));
  });
});
