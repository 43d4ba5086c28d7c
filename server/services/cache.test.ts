import { describe, expect, it } from 'vitest';
import { cachedBody, cachedBodySize } from '../http/body-cache';
import { jsonSize, TtlCache } from './cache';

const kb = (n: number) => 'x'.repeat(n * 1024);

describe('TtlCache', () => {
  it('holds no more bytes than its budget, the least recently used going first', async () => {
    const cache = new TtlCache({ ttlMs: 60_000, maxBytes: 100 * 1024, sizeOf: cachedBodySize });
    for (let i = 0; i < 50; i++) cache.set(`/page/${i}`, cachedBody(kb(10), {}));
    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(100 * 1024);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(10);
    expect(cache.peek('/page/49')).toBeDefined();
    expect(cache.peek('/page/0')).toBeUndefined();
  });

  it('counts a loaded value once it has come, and keeps no failed load', async () => {
    const cache = new TtlCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, sizeOf: jsonSize });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { text: kb(20) };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(cache.stats().bytes).toBeGreaterThan(20 * 1024);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await Promise.resolve();
    expect(cache.peek('bad')).toBeUndefined();
  });

  it('empties itself when the catalogue changes, and forgets an entry after its time', async () => {
    let version = 1;
    const cache = new TtlCache({ ttlMs: 20, maxBytes: 1024 * 1024, sizeOf: jsonSize }, () => version);
    cache.set('a', 1);
    expect(cache.peek('a')).toBeDefined();
    version = 2;
    expect(cache.peek('a')).toBeUndefined();
    cache.set('b', 1);
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.peek('b')).toBeUndefined();
  });

  it('does not keep a value larger than its whole budget', () => {
    const cache = new TtlCache({ ttlMs: 60_000, maxBytes: 10 * 1024, sizeOf: cachedBodySize });
    cache.set('/huge', cachedBody(kb(50), {}));
    expect(cache.peek('/huge')).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it('keeps no page with a budget of one byte (PAGE_CACHE_MB=0, server/services/index.ts)', () => {
    const pages = new TtlCache({ ttlMs: 60_000, maxBytes: 1, sizeOf: cachedBodySize });
    pages.set('/product/Rings/ZG-10001', cachedBody(kb(1), {}));
    expect(pages.peek('/product/Rings/ZG-10001')).toBeUndefined();
  });
});
