import { describe, expect, it } from 'vitest';
import { buildSearchIndex, KeptSearchIndex, searchIds, type SearchIndex } from './search-index';

const index = (...texts: string[]) =>
  buildSearchIndex(texts.map((text, i) => [10 * (i + 1), `T-${i + 1}`, text, `[${i}]`]));

const idx = await index(
  't-1 gold floral ring',
  't-2 silver chain',
  't-3 gold chain rope, pairs with t-1',
  't-4 kundn set',
);

describe('searchIds', () => {
  it('finds texts holding the term, by id; the tag number typed first', () => {
    expect(searchIds(idx, 'chain', [], 48)).toEqual([20, 30]);
    expect(searchIds(idx, 'T-1', [], 48)).toEqual([10, 30]);
    expect(searchIds(idx, 'gold', [], 1)).toEqual([10]);
  });

  it('finds terms shorter than three characters, and across words', () => {
    expect(searchIds(idx, 'ch', [], 48)).toEqual([20, 30]);
    expect(searchIds(idx, 'n r', [], 48)).toEqual([30]);
    expect(searchIds(idx, 'zq', [], 48)).toEqual([]);
  });

  it('adds pieces of close words only when the matches leave room', () => {
    expect(searchIds(idx, 'kundan', ['kundn', 'chain'], 48)).toEqual([40]);
    expect(searchIds(idx, 'chian', ['chain'], 48)).toEqual([20, 30]);
    expect(searchIds(idx, 'chain', ['chair'], 1)).toEqual([20]);
  });

  it('indexes groups of any characters, and pauses between parts of a large catalogue', async () => {
    let pauses = 0;
    const texts = Array.from({ length: 25_000 }, (_, i) => (i === 24_999 ? 'çakra naïve' : `piece ${i}`));
    const big = await buildSearchIndex(
      texts.map((text, i) => [i + 1, `T-${i + 1}`, text, '']),
      async () => {
        pauses += 1;
      },
    );
    expect(pauses).toBe(4);
    expect(searchIds(big, 'ÇAKRA', [], 48)).toEqual([25_000]);
    expect(searchIds(big, 'ïve', [], 48)).toEqual([25_000]);
    expect(searchIds(big, 'piece 2499', [], 48)).toEqual([2500, ...Array.from({ length: 9 }, (_, k) => 24_991 + k)]);
  });

  it('answers nothing for an empty term', () => {
    expect(searchIds(idx, '   ', [], 48)).toEqual([]);
  });
});

describe('KeptSearchIndex', () => {
  /** A loader whose reads the test finishes by hand, one at a time. */
  function loader() {
    const waiting: ((i: SearchIndex) => void)[] = [];
    const fails: ((e: Error) => void)[] = [];
    return {
      load: () =>
        new Promise<SearchIndex>((resolve, reject) => {
          waiting.push(resolve);
          fails.push(reject);
        }),
      finish: async (i: SearchIndex) => {
        fails.shift();
        waiting.shift()?.(i);
        await new Promise((r) => setTimeout(r, 0));
      },
      fail: async () => {
        waiting.shift();
        fails.shift()?.(new Error('database gone'));
        await new Promise((r) => setTimeout(r, 0));
      },
      reads: () => waiting.length,
    };
  }

  it('answers nothing until the first read is done, then that index', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    expect(kept.current()).toBeUndefined();
    expect(kept.current()).toBeUndefined();
    expect(l.reads()).toBe(1);
    const a = await index('a');
    await l.finish(a);
    expect(kept.current()).toBe(a);
  });

  it('drops the index on a change, and does not use a read begun before it', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    kept.current();
    kept.invalidate();
    await l.finish(await index('before the change'));
    expect(kept.current()).toBeUndefined();
    const after = await index('after the change');
    await l.finish(after);
    expect(kept.current()).toBe(after);
    kept.invalidate();
    expect(kept.current()).toBeUndefined();
  });

  it('reads again after its time, answering with the old index meanwhile', async () => {
    const l = loader();
    let now = 0;
    const kept = new KeptSearchIndex(l.load, 1000, () => now);
    kept.current();
    const old = await index('old');
    await l.finish(old);
    now = 1001;
    expect(kept.current()).toBe(old);
    expect(l.reads()).toBe(1);
    const fresh = await index('fresh');
    await l.finish(fresh);
    expect(kept.current()).toBe(fresh);
  });

  it('tries again after a failed read', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    kept.current();
    await l.fail();
    expect(kept.current()).toBeUndefined();
    expect(l.reads()).toBe(1);
  });
});
