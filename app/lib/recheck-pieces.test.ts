import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import { lineFor } from '../../core/cart';
import { recheckPieces } from './recheck-pieces';
import { readList, writeList } from './stored-lists';

/** A window with a localStorage, enough for the store (unit tests run in Node). */
function fakeWindow() {
  const data = new Map<string, string>();
  return Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    },
  });
}

const item = (TagNo: string, Price: number, Status = 'available', ItemPriceD: string | null = null): StockItem => ({
  TagNo,
  ItemId: 1,
  ItemName: 'Chain',
  ItemPriceD,
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

/** What the shop answers now, by tag number: a stock item, 404, something that is not a stock item, or no answer. */
let shop: Record<string, StockItem | 404 | 'garbled' | 'offline'>;
/** How each piece was asked for. */
let asked: RequestInit[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('window', fakeWindow());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push(init);
      const tag = new URL(url, 'http://shop').searchParams.get('tagNo') ?? '';
      const answer = shop[tag];
      if (answer === 'offline' || answer === undefined) throw new TypeError('Failed to fetch');
      if (answer === 404) return new Response('{}', { status: 404 });
      if (answer === 'garbled') return Response.json({ TagNo: tag, Price: 'a lot' });
      return Response.json(answer);
    }),
  );
  writeList('cart', [
    lineFor(item('ZG-1', 100_000), null),
    lineFor(item('ZG-2', 200_000, 'available', 'Rani Haar'), null),
    lineFor(item('ZG-3', 300_000), null),
    lineFor(item('ZG-4', 400_000), null),
  ]);
  writeList('wishlist', [item('ZG-3', 300_000), item('ZG-5', 500_000)]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const tagsAndPrices = (list: { TagNo: string; Price: number }[]) => list.map((l) => [l.TagNo, l.Price]);

describe('recheckPieces: the bag and the wishlist read again when shown', () => {
  it('updates prices, and takes out the pieces sold, reserved or gone, each with a note of which and why', async () => {
    shop = {
      'ZG-1': item('ZG-1', 101_000),
      'ZG-2': item('ZG-2', 200_000, 'Sold'),
      'ZG-3': item('ZG-3', 300_000, 'reserved'),
      'ZG-4': 404,
    };
    await recheckPieces('cart');
    expect(tagsAndPrices(readList('cart'))).toEqual([['ZG-1', 101_000]]);
    expect(readList('takenOut')).toEqual([
      { TagNo: 'ZG-2', name: 'Rani Haar', list: 'cart', why: 'sold' },
      { TagNo: 'ZG-3', name: 'Chain', list: 'cart', why: 'reserved' },
      { TagNo: 'ZG-4', name: 'Chain', list: 'cart', why: 'gone' },
    ]);
    // The server is asked again each time, not the browser's cached answer.
    expect(asked.every((init) => init.cache === 'no-cache')).toBe(true);
    // The wishlist is its own list: read when the wishlist is shown.
    expect(tagsAndPrices(readList('wishlist'))).toEqual([
      ['ZG-3', 300_000],
      ['ZG-5', 500_000],
    ]);
  });

  it('the wishlist the same way: a hidden piece is no longer in the catalogue', async () => {
    shop = { 'ZG-3': item('ZG-3', 300_000, 'HIDDEN'), 'ZG-5': item('ZG-5', 490_000) };
    await recheckPieces('wishlist');
    expect(tagsAndPrices(readList('wishlist'))).toEqual([['ZG-5', 490_000]]);
    expect(readList('takenOut')).toEqual([{ TagNo: 'ZG-3', name: 'Chain', list: 'wishlist', why: 'gone' }]);
    expect(readList('cart')).toHaveLength(4);
  });

  it('keeps a piece and its price when no answer came or the answer was not a stock item', async () => {
    shop = { 'ZG-1': 'offline', 'ZG-2': 'garbled', 'ZG-3': item('ZG-3', 300_000), 'ZG-4': item('ZG-4', 400_000) };
    const before = readList('cart');
    await recheckPieces('cart');
    expect(readList('cart')).toBe(before);
    expect(readList('takenOut')).toEqual([]);
  });

  it('a piece is noted once however often it is found gone, and a line removed meanwhile stays removed', async () => {
    shop = { 'ZG-1': item('ZG-1', 100_000), 'ZG-2': 404, 'ZG-3': item('ZG-3', 300_000), 'ZG-4': item('ZG-4', 400_000) };
    const rechecked = recheckPieces('cart');
    // The guest removes ZG-4 while the answers are on their way.
    writeList(
      'cart',
      readList('cart').filter((l) => l.TagNo !== 'ZG-4'),
    );
    await rechecked;
    expect(readList('cart').map((l) => l.TagNo)).toEqual(['ZG-1', 'ZG-3']);
    writeList('cart', [...readList('cart'), lineFor(item('ZG-2', 200_000), null)]);
    await recheckPieces('cart');
    expect(readList('cart').map((l) => l.TagNo)).toEqual(['ZG-1', 'ZG-3']);
    expect(readList('takenOut')).toEqual([{ TagNo: 'ZG-2', name: 'Rani Haar', list: 'cart', why: 'gone' }]);
  });
});
