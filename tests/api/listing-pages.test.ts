import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StockPage } from '../../core/api-schemas';
import type { StockImport } from '../../core/stock-schema';
import { stockItems } from '../../server/db/schema';
import { importStock } from '../../server/services/stock-import';
import { getJson, seedFixture, useTestApp } from './helpers';

/**
 * A listing's pages are slices of its ids in order, read once per listing and kept until the catalogue changes
 * (docs/decisions/047): every page, the last one too, holds what an ORDER BY … LIMIT … OFFSET would.
 */
const t = useTestApp();

const PIECES = 130; // 6 pages of 24, the last with 10
const pendants: StockImport[] = Array.from({ length: PIECES }, (_, i) => ({
  TagNo: `T-PEN-${String(i + 1).padStart(3, '0')}`,
  ItemName: 'Pendants',
  ItemType: 'Gold',
  // Weights that repeat, so prices tie and the id must break the ties.
  NetWeight: 1 + ((i * 7) % 13),
  Karat: 22,
  DesignName: 'Bench',
  Description: 'A pendant.',
  Images: [],
  Status: i % 17 === 5 ? 'sold' : 'available',
}));

beforeAll(async () => {
  await seedFixture(t);
  await importStock(t.database.db, pendants);
  t.services.invalidate();
});

async function allPages(query: string, pageSize = 24) {
  const pages: StockPage[] = [];
  for (let n = 1; ; n++) {
    const { body } = await getJson<StockPage>(
      t,
      `/api/dashboard/EcomStock?${query}&pageSize=${pageSize}&pageNumber=${n}`,
    );
    pages.push(body);
    if (n * pageSize >= body.totalCount) return pages;
  }
}

/** What the listing must show, straight from the table: for sale, in the sort's order, ties by id. */
async function expected(sort: 'default' | 'price-asc' | 'price-desc') {
  const rows = await t.database.db
    .select({ id: stockItems.id, tag: stockItems.tagNo, price: stockItems.unitPrice, status: stockItems.status })
    .from(stockItems)
    .where(eq(stockItems.itemName, 'Pendants'));
  const dir = sort === 'price-asc' ? 1 : sort === 'price-desc' ? -1 : 0;
  return rows
    .filter((r) => r.status !== 'sold')
    .sort((a, b) => dir * (a.price - b.price) || a.id - b.id)
    .map((r) => r.tag);
}

describe('listing pages (docs/decisions/047)', () => {
  for (const sort of ['default', 'price-asc', 'price-desc'] as const) {
    it(`every page of a ${sort} listing, the last one too, in order and once each`, async () => {
      const want = await expected(sort);
      expect(want.length).toBeLessThan(PIECES); // some are sold
      const pages = await allPages(`ItemName=pendants&ItemType=GOLD&sort=${sort}`);
      expect(pages.map((p) => p.totalCount)).toEqual(pages.map(() => want.length));
      expect(pages.flatMap((p) => p.items.map((i) => i.TagNo))).toEqual(want);
      const last = pages.at(-1);
      expect(last?.items.length).toBe(want.length - 24 * (pages.length - 1));
    });
  }

  it('answers an empty page past the end, with the total', async () => {
    const { body } = await getJson<StockPage>(
      t,
      '/api/dashboard/EcomStock?ItemName=Pendants&pageSize=24&pageNumber=99',
    );
    expect(body.items).toEqual([]);
    expect(body.totalCount).toBe((await expected('default')).length);
  });

  it('a change to the stock shows on every page at once: the kept ids are emptied with the catalogue', async () => {
    const before = await allPages('ItemName=Pendants&sort=price-desc');
    const top = before[0]?.items[0]?.TagNo;
    // The dearest pendant is sold: through the import, which tells the services (as the back office does).
    await importStock(t.database.db, [{ ...pendants.find((p) => p.TagNo === top)!, Status: 'sold' }]);
    t.services.invalidate();
    const after = await allPages('ItemName=Pendants&sort=price-desc');
    expect(after[0]?.totalCount).toBe((before[0]?.totalCount ?? 0) - 1);
    expect(after.flatMap((p) => p.items.map((i) => i.TagNo))).not.toContain(top);
    expect(after.flatMap((p) => p.items.map((i) => i.TagNo))).toEqual(await expected('price-desc'));
  });
});
