import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import type { StockItem } from '../../core/api-schemas';

/**
 * Pieces of a test's own. Every tag number is one piece and an order reserves it (docs/behaviour.md §4.13), so a test
 * that orders must not share its piece with another test, the other browser project, or a second run against the
 * same shop: it orders copies of demo pieces, loaded for it under new tag numbers through the owner's command.
 */
export interface Piece {
  TagNo: string;
  ItemName: string;
  ItemPriceD: string | null;
  Price: number;
  Status: string;
}

/** A piece's product page. */
export const href = (p: Pick<Piece, 'ItemName' | 'TagNo'>) =>
  `/product/${encodeURIComponent(p.ItemName)}/${encodeURIComponent(p.TagNo)}`;

export async function stockItem(request: APIRequestContext, tagNo: string): Promise<StockItem> {
  const res = await request.get(`/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(tagNo)}`);
  expect(res.ok(), `piece ${tagNo}`).toBe(true);
  return (await res.json()) as StockItem;
}

/** The piece's stock record as the point of sale exports it (docs/behaviour.md §3.11). */
export function recordOf(item: StockItem, changes: Record<string, unknown> = {}) {
  return {
    TagNo: item.TagNo,
    ItemName: item.ItemName,
    ItemPriceD: item.ItemPriceD,
    ItemType: item.ItemType,
    Description: item.Description,
    GrossWeight: item.GrossWeight,
    NetWeight: item.NetWeight,
    WastePerGm: item.WastePerGm,
    Karat: item.Karat,
    TotalMaking: item.TotalMaking,
    SilverSalePrice: item.SilverSalePrice,
    DesignName: item.DesignName,
    Status: item.Status,
    Pieces: item.Pieces,
    Images: item.Images.map((i) => i.ImageName),
    StoneDetails: item.StoneDetails.map((s) => ({
      Price: s.Price,
      SalePrice: s.SalePrice,
      StoneWeight: s.StoneWeight,
      StoneTypeName: s.StoneTypeName,
      StoneName: s.StonesName.StoneName,
    })),
    SubItem: item.SubItem.map((s) => s.Abrivation),
    ...changes,
  };
}

/** Loads stock records as the owner does (`npm run shop -- stock import FILE`), carried out by the running shop. */
export async function importRecords(records: unknown[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'zewar-stock-'));
  try {
    const file = path.join(dir, 'stock.json');
    await writeFile(file, JSON.stringify(records));
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'cli/shop.ts', 'stock', 'import', file], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
    const [, added, updated] = /(\d+) added, (\d+) updated, 0 removed, 0 errors\s*$/.exec(stdout) ?? [];
    expect(Number(added) + Number(updated)).toBe(records.length);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Copies of these demo pieces under tag numbers of their own (`ZG-10047-k3f9a2`), for sale, priced as the originals;
 * without pictures, since a picture belongs to one piece (which also keeps them off the home page's newest pieces).
 */
export async function copiesOf(request: APIRequestContext, tagNos: string[]): Promise<Piece[]> {
  const run = randomBytes(3).toString('hex');
  const originals = await Promise.all(tagNos.map((t) => stockItem(request, t)));
  const records = originals.map((item, i) =>
    recordOf(item, { TagNo: `${item.TagNo}-${run}${i}`, Images: [], Status: 'available' }),
  );
  await importRecords(records);
  return Promise.all(records.map(async (r) => (await stockItem(request, r.TagNo)) as Piece));
}

/**
 * The shop sells `piece` in the showroom meanwhile: the owner loads its stock record again from the point of sale,
 * now with Status sold (`npm run shop -- stock import`, carried out by the running shop on its database).
 */
export async function soldInTheShowroom(request: APIRequestContext, piece: Piece) {
  await importRecords([recordOf(await stockItem(request, piece.TagNo), { Status: 'sold' })]);
  expect((await stockItem(request, piece.TagNo)).Status).toBe('sold');
}

/** A guest's order through the API with its anti-forgery cookie, as the checkout sends it: it reserves the piece. */
export async function guestOrders(
  request: APIRequestContext,
  piece: Piece,
  guest: { FirstName?: string; Email?: string; Language?: 'en' | 'ur' } = {},
): Promise<{ orderNo: string; statusUrl: string }> {
  expect((await request.get('/api/xsrf')).ok()).toBe(true);
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/sale/e-Sales', {
    headers: { 'X-XSRF-TOKEN': token },
    data: {
      Stock: [{ TagNo: piece.TagNo, selectedSize: '-', Qty: 1 }],
      UserData: {
        FirstName: guest.FirstName ?? 'Bilal',
        LastName: 'Ahmed',
        Email: guest.Email ?? 'bilal.ahmed@example.com',
        Address: '7 Mall Road',
        Address2: '',
        City: 'Lahore',
        PhoneNo: '03211234567',
        Tracking_ID: String(Date.now()),
      },
      NetPrice: piece.Price,
      Delivery: { selectedDeliveryOption: 'free' },
      Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
      termsAccepted: true,
      ...(guest.Language ? { Language: guest.Language } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { orderNo: string; statusUrl: string };
}

/** Another guest's order for `piece`: it reserves the piece. */
export async function otherGuestOrders(request: APIRequestContext, piece: Piece) {
  await guestOrders(request, piece);
  expect((await stockItem(request, piece.TagNo)).Status, 'the order reserves its piece').toBe('reserved');
}
