import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import { lineFor } from '../../core/cart';
import { refreshCartPrices } from './cart-prices';
import { readList, writeList } from './session-store';

/** A window with a sessionStorage, enough for the store (unit tests run in Node). */
function fakeWindow() {
  const data = new Map<string, string>();
  return Object.assign(new EventTarget(), {
    sessionStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    },
  });
}

const item = (TagNo: string, Price: number, Status = 'available'): StockItem => ({
  TagNo,
  ItemId: 1,
  ItemName: 'Chain',
  ItemPriceD: null,
  ItemType: 'Gold',
  Description: 'A chain',
  GrossWeight: 10,
  NetWeight: 10,
  TotalWeight: 10,
  WastePerGm: 0,
  Karat: 22,
  ItemPrice: 0,
  TotalMaking: 0,
  SilverSalePrice: 0,
  DesignName: '',
  Status,
  Pieces: 1,
  Price,
  Images: [{ ImageName: `${TagNo}-1.jpg` }],
  StoneDetails: [],
  SubItem: [],
});

/** What the shop answers now, by tag number: a stock item, 404, or no answer at all. */
let shop: Record<string, StockItem | 404 | 'offline'>;

beforeEach(() => {
  vi.stubGlobal('window', fakeWindow());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const tag = new URL(url, 'http://shop').searchParams.get('tagNo') ?? '';
      const answer = shop[tag];
      if (answer === 'offline' || answer === undefined) throw new TypeError('Failed to fetch');
      if (answer === 404) return new Response('{}', { status: 404 });
      return Response.json(answer);
    }),
  );
  writeList('cart', [
    lineFor(item('ZG-1', 100_000), null),
    lineFor(item('ZG-2', 200_000), null),
    lineFor(item('ZG-3', 300_000), null),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshCartPrices', () => {
  it('updates prices and marks the pieces that were reserved, sold or went away, keeping every line', async () => {
    shop = { 'ZG-1': item('ZG-1', 101_000), 'ZG-2': item('ZG-2', 200_000, 'Reserved'), 'ZG-3': 404 };
    expect(await refreshCartPrices()).toBe(true);
    expect(readList('cart').map((l) => [l.TagNo, l.Price])).toEqual([
      ['ZG-1', 101_000],
      ['ZG-2', 200_000],
      ['ZG-3', 300_000],
    ]);
    expect(readList('unavailable')).toEqual(['ZG-2', 'ZG-3']);
  });

  it('keeps a mark when no answer came, and drops it when the piece can be bought again', async () => {
    writeList('unavailable', ['ZG-2', 'ZG-3']);
    shop = { 'ZG-1': item('ZG-1', 100_000), 'ZG-2': 'offline', 'ZG-3': item('ZG-3', 300_000) };
    expect(await refreshCartPrices()).toBe(false);
    expect(readList('unavailable')).toEqual(['ZG-2']);
  });
});
