import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The stored bag and wishlist (docs/behaviour.md §4.1, docs/decisions/065): each test is a page of its own, the module
 * loaded afresh on a window with a localStorage and a sessionStorage (unit tests run in Node), so what it does as a
 * page starts (carrying the tab's old bag over) runs as it does in the browser.
 */

/** A Storage on a Map; `refuse` makes every write throw as a full or private-mode storage does. */
function fakeStorage(entries: Record<string, string> = {}, refuse = false) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}
type FakeStorage = ReturnType<typeof fakeStorage>;

/** Opens a page: a window with these storages ('blocked': touching it throws, as with storage disabled). */
async function openPage(local: FakeStorage | 'blocked', session: FakeStorage | 'blocked' = fakeStorage()) {
  const win = new EventTarget();
  const area = (s: FakeStorage | 'blocked') => () => {
    if (s === 'blocked') throw new DOMException('Access is denied for this document.', 'SecurityError');
    return s;
  };
  Object.defineProperty(win, 'localStorage', { get: area(local) });
  Object.defineProperty(win, 'sessionStorage', { get: area(session) });
  vi.stubGlobal('window', win);
  vi.resetModules();
  return { win, ...(await import('./stored-lists')) };
}

const piece = {
  TagNo: 'ZG-10001',
  ItemName: 'Rings',
  ItemPriceD: null,
  ItemType: 'Gold',
  Price: 182000,
  Images: [{ ImageName: 'ZG-10001-1.jpg' }],
};
const chain = { ...piece, TagNo: 'ZG-10047', ItemName: 'Chain', Images: [] };
const line = { ...piece, id: 'ZG-10001:12', selectedSize: '12', quantity: 1, Qty: 1 };
const line7 = { ...line, id: 'ZG-10001:7', selectedSize: '7' };
const chainLine = { ...chain, id: 'ZG-10047:-', selectedSize: '-', quantity: 1, Qty: 1 };
/** Written by hand or by an older page: no price, no pictures. */
const broken = { id: 'ZG-10047:-', TagNo: 'ZG-10047', ItemName: 'Chain', selectedSize: '-' };
const json = (x: unknown) => JSON.stringify(x);
const stored = (s: FakeStorage, key: string): unknown => JSON.parse(s.data.get(key) ?? 'null');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readList: the one reader of the stored bag and wishlist', () => {
  it('reads localStorage, keeping the well-formed entries and leaving a broken one out', async () => {
    const { readList } = await openPage(fakeStorage({ cart: json([line, broken]), wishlist: json([broken, piece]) }));
    expect(readList('cart')).toEqual([line]);
    expect(readList('wishlist')).toEqual([piece]);
  });

  it('gives the same array while the stored text is unchanged, a new one after a write', async () => {
    const local = fakeStorage({ cart: json([line]) });
    const { readList, subscribeStore, writeList } = await openPage(local);
    const first = readList('cart');
    expect(readList('cart')).toBe(first);
    const seen = vi.fn();
    const unsubscribe = subscribeStore(seen);
    writeList('cart', []);
    unsubscribe();
    expect(seen).toHaveBeenCalledOnce();
    expect(readList('cart')).toEqual([]);
    expect(readList('cart')).not.toBe(first);
    expect(local.data.get('cart')).toBe('[]');
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '[{'],
    ['not a list', json(line)],
    ['a list of strings', json(['ZG-10001'])],
  ])('reads an empty bag from %s', async (_, raw) => {
    const { readList } = await openPage(fakeStorage(raw === null ? {} : { cart: raw }));
    expect(readList('cart')).toEqual([]);
  });
});

describe('kept in step across tabs', () => {
  it("another tab's write shows at once: its 'storage' event calls back and the new list is read", async () => {
    const local = fakeStorage({ cart: json([line, chainLine]) });
    const { win, readList, subscribeStore } = await openPage(local);
    expect(readList('cart')).toHaveLength(2);
    const seen = vi.fn();
    const unsubscribe = subscribeStore(seen);
    // The other tab removes the chain: the browser changes the shared storage and tells this tab.
    local.data.set('cart', json([line]));
    win.dispatchEvent(new Event('storage'));
    unsubscribe();
    expect(seen).toHaveBeenCalledOnce();
    expect(readList('cart')).toEqual([line]);
  });
});

describe('storage that fails does not break the page', () => {
  it('disabled storage: reads nothing, and what is added is kept for the page without an error', async () => {
    const { readList, writeList } = await openPage('blocked', 'blocked');
    expect(readList('cart')).toEqual([]);
    expect(() => writeList('cart', [line])).not.toThrow();
    expect(readList('cart')).toEqual([line]);
  });

  it('a storage that refuses writes (full, private mode): the page keeps the list it could not save', async () => {
    const local = fakeStorage({ wishlist: json([piece]) }, true);
    const { readList, writeList } = await openPage(local);
    expect(readList('wishlist')).toEqual([piece]);
    writeList('wishlist', [piece, chain]);
    expect(readList('wishlist')).toEqual([piece, chain]);
    expect(local.data.get('wishlist')).toBe(json([piece]));
  });

  it('text that is not a list of entries is discarded from storage as the page starts', async () => {
    const local = fakeStorage({ cart: '[{', wishlist: json([broken, piece]) });
    await openPage(local);
    expect(stored(local, 'cart')).toEqual([]);
    expect(stored(local, 'wishlist')).toEqual([piece]);
  });

  it('a good stored list is left as it is', async () => {
    const text = json([line]);
    const local = fakeStorage({ cart: text });
    await openPage(local);
    expect(local.data.get('cart')).toBe(text);
    expect(local.data.has('wishlist')).toBe(false);
  });
});

describe("the tab's bag from before is carried over once", () => {
  it('merged into the stored bag and wishlist: each line and piece once, broken ones left out', async () => {
    const local = fakeStorage({ cart: json([line, chainLine]), wishlist: json([piece]) });
    const session = fakeStorage({
      cart: json([chainLine, line7, broken]),
      wishlist: json([chain, piece]),
      lastOrder: json({ orderNo: 'NM-7K4Q9X' }),
    });
    const { readList } = await openPage(local, session);
    expect(readList('cart')).toEqual([line, chainLine, line7]);
    expect(readList('wishlist')).toEqual([piece, chain]);
    expect(stored(local, 'cart')).toEqual([line, chainLine, line7]);
    // Gone from the tab's storage once saved, so a second page carries nothing again; the rest stays.
    expect([...session.data.keys()]).toEqual(['lastOrder']);
    await openPage(local, session);
    expect(stored(local, 'cart')).toEqual([line, chainLine, line7]);
  });

  it('into an empty localStorage', async () => {
    const local = fakeStorage();
    await openPage(local, fakeStorage({ cart: json([line]) }));
    expect(stored(local, 'cart')).toEqual([line]);
    expect(local.data.has('wishlist')).toBe(false);
  });

  it("kept in the tab's storage while localStorage cannot save it, and shown all the same", async () => {
    const session = fakeStorage({ cart: json([line]) });
    const { readList } = await openPage(fakeStorage({}, true), session);
    expect(readList('cart')).toEqual([line]);
    expect(session.data.has('cart')).toBe(true);
  });
});
