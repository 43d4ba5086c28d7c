import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readList, subscribeStore, writeList } from './session-store';

/** A window with a sessionStorage, enough for the store (unit tests run in Node). */
function fakeWindow() {
  const data = new Map<string, string>();
  const win = Object.assign(new EventTarget(), {
    sessionStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    },
  });
  return { win, data };
}

const piece = {
  TagNo: 'ZG-10001',
  ItemName: 'Rings',
  ItemPriceD: null,
  ItemType: 'Gold',
  Price: 182000,
  Images: [{ ImageName: 'ZG-10001-1.jpg' }],
};
const line = { ...piece, id: 'ZG-10001:12', selectedSize: '12', quantity: 1, Qty: 1 };
/** Written by hand or by an older page: no price, no pictures. */
const broken = { id: 'ZG-10047:-', TagNo: 'ZG-10047', ItemName: 'Chain', selectedSize: '-' };

let data: Map<string, string>;
beforeEach(() => {
  const fake = fakeWindow();
  data = fake.data;
  vi.stubGlobal('window', fake.win);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readList: the one reader of the stored bag and wishlist', () => {
  it('keeps the well-formed lines and leaves a broken one out (the badge counts what the bag shows)', () => {
    data.set('cart', JSON.stringify([line, broken]));
    data.set('wishlist', JSON.stringify([broken, piece]));
    expect(readList('cart')).toEqual([line]);
    expect(readList('wishlist')).toEqual([piece]);
  });

  it('gives the same array while the stored text is unchanged, a new one after a write', () => {
    data.set('cart', JSON.stringify([line]));
    const first = readList('cart');
    expect(readList('cart')).toBe(first);
    const seen = vi.fn();
    const unsubscribe = subscribeStore(seen);
    writeList('cart', []);
    unsubscribe();
    expect(seen).toHaveBeenCalledOnce();
    expect(readList('cart')).toEqual([]);
    expect(readList('cart')).not.toBe(first);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '[{'],
    ['not a list', JSON.stringify(line)],
    ['a list of strings', JSON.stringify(['ZG-10001'])],
  ])('reads an empty bag from %s', (_, raw) => {
    if (raw !== null) data.set('cart', raw);
    expect(readList('cart')).toEqual([]);
  });

  it('reads an empty bag when storage is blocked', () => {
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(readList('cart')).toEqual([]);
  });
});
