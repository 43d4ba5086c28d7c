import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliOf, cachedBody } from './body-cache';

/** Text like a page's: repeated markup with varying numbers, about 80 kB. */
const page = Array.from(
  { length: 600 },
  (_, i) => `<article class="card"><a href="/product/Rings/ZG-${10000 + ((i * 7919) % 5000)}">Ring ${i}</a></article>`,
).join('\n');

describe('the brotli form of a kept answer', () => {
  it('is made fast at first, then at the best quality behind, from the second sending on', async () => {
    const entry = cachedBody(page, {});
    // Made on the thread pool: two requests before it is ready wait for the same one.
    const making = brotliOf(entry);
    expect(making).toBeInstanceOf(Promise);
    expect(brotliOf(entry)).toBe(making);
    const first = await making;
    expect(brotliDecompressSync(first).toString()).toBe(page);
    expect(entry.brBest).toBeUndefined();

    expect(brotliOf(entry)).toBe(first);
    expect(entry.brBest).toBe('making');
    await expect.poll(() => entry.brBest).toBe('made');
    const best = await brotliOf(entry);
    expect(best.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(best).toString()).toBe(page);
  });
});
