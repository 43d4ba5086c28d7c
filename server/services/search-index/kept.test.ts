import { describe, expect, it } from 'vitest';
import type { SearchIndex } from './build';
import { KeptSearchIndex } from './kept';
import { indexOf } from './test-pieces';

const a = await indexOf({ tag: 'A-1', name: 'Rings' });
const b = await indexOf({ tag: 'B-1', name: 'Chain' });
const c = await indexOf({ tag: 'C-1', name: 'Bangles' });

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

  it('makes the first searches wait for the first index, and answers none another way', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    expect(kept.current()).toBeUndefined();
    const waiting = kept.index();
    expect(l.reads()).toBe(1);
    await l.finish(a);
    expect(await waiting).toBe(a);
  });

  it('keeps the old index answering while a change is built, and builds again for a change made meanwhile', async () => {
    const l = loader();
    // A catalogue larger than the bound (0 pieces) is not waited for after a change.
    const kept = new KeptSearchIndex(l.load, 60_000, Date.now, 0);
    const first = kept.index();
    await l.finish(a);
    await first;
    kept.invalidate();
    expect(await kept.index()).toBe(a);
    kept.invalidate(); // while b is read
    await l.finish(b);
    // b was read before the second change: it answers, and another read has begun.
    expect(kept.current()).toBe(b);
    expect(l.reads()).toBe(1);
    const settled = kept.settled();
    await l.finish(c);
    expect(await settled).toBe(c);
  });

  it('reads again after its time, answering with the old index meanwhile', async () => {
    const l = loader();
    let now = 0;
    const kept = new KeptSearchIndex(l.load, 1000, () => now);
    const first = kept.index();
    await l.finish(a);
    await first;
    now = 1001;
    expect(kept.current()).toBe(a);
    expect(l.reads()).toBe(1);
    await l.finish(b);
    expect(kept.current()).toBe(b);
  });

  it('reports a failed first build once tried again, and keeps an old index after a failed rebuild', async () => {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000, Date.now, 0);
    const first = kept.index().catch((err: unknown) => err);
    await l.fail();
    await l.fail();
    expect(await first).toEqual(new Error('database gone'));
    const second = kept.index();
    await l.finish(a);
    expect(await second).toBe(a);
    kept.invalidate();
    await l.fail();
    expect(await kept.index()).toBe(a);
  });

  /** A small catalogue's index built (a), then changed: the loader, and the index asked for after the change. */
  async function changedSmallCatalogue() {
    const l = loader();
    const kept = new KeptSearchIndex(l.load, 60_000);
    const first = kept.index();
    await l.finish(a);
    await first;
    kept.invalidate();
    return { l, next: kept.index() };
  }

  it('after a change, a small catalogue waits for the new index and a failed build leaves the old one answering', async () => {
    const { l, next } = await changedSmallCatalogue();
    await l.fail();
    expect(await next).toBe(a);
  });

  it('answers a small catalogue with the index of a change once it is built', async () => {
    const { l, next } = await changedSmallCatalogue();
    await l.finish(b);
    expect(await next).toBe(b);
  });
});
