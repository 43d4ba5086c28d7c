import { describe, expect, it } from 'vitest';
import { Memo, REMEMBERED, REMEMBERED_POSITIONS } from './memo';

/** A memo of sizes: each value is its own size. */
const sizes = () => new Memo<number>((size) => size);

describe('Memo', () => {
  it('forgets everything at once when one more would pass the positions', () => {
    const memo = sizes();
    memo.remember('a', REMEMBERED_POSITIONS - 10);
    memo.remember('b', 10);
    expect(memo.get('a')).toBe(REMEMBERED_POSITIONS - 10);
    memo.remember('c', 1);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('c')).toBe(1);
  });

  it('keeps nothing larger than the positions it may hold', () => {
    const memo = sizes();
    memo.remember('a', 1);
    memo.remember('huge', REMEMBERED_POSITIONS + 1);
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.get('a')).toBeUndefined();
  });

  it('forgets everything at once when one more would pass the entries', () => {
    const memo = sizes();
    for (let i = 0; i < REMEMBERED; i++) memo.remember(`k${i}`, 0);
    expect(memo.get(`k${REMEMBERED - 1}`)).toBe(0);
    memo.remember('one more', 0);
    expect(memo.get('k0')).toBeUndefined();
    expect(memo.get('one more')).toBe(0);
  });

  it('counts a key kept again once, and nothing after it is cleared', () => {
    const memo = sizes();
    memo.remember('a', REMEMBERED_POSITIONS / 2);
    memo.remember('a', REMEMBERED_POSITIONS / 2);
    memo.remember('b', REMEMBERED_POSITIONS / 2);
    expect(memo.get('a')).toBe(REMEMBERED_POSITIONS / 2);
    memo.clear();
    memo.remember('c', REMEMBERED_POSITIONS);
    expect(memo.get('c')).toBe(REMEMBERED_POSITIONS);
  });
});
