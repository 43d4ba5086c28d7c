import { describe, expect, it } from 'vitest';
import { newOrderNo, newStatusToken } from './numbers';

describe('order numbers', () => {
  it('are short, prefixed and free of look-alike characters (no 0/O, 1/I/L)', () => {
    for (let i = 0; i < 2000; i++) expect(newOrderNo()).toMatch(/^NM-[2-9A-HJKMNP-Z]{6}$/);
  });

  it('use the whole alphabet and rarely repeat', () => {
    const seen = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = newOrderNo();
      seen.add(n);
      for (const c of n.slice(3)) chars.add(c);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4990);
    expect(chars.size).toBe(31);
  });

  it('take another prefix', () => {
    expect(newOrderNo('ZW')).toMatch(/^ZW-[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe('status tokens', () => {
  it('are unguessable: 192 random bits, URL-safe', () => {
    const tokens = Array.from({ length: 1000 }, newStatusToken);
    for (const t of tokens) expect(t).toMatch(/^[\w-]{32}$/);
    expect(new Set(tokens).size).toBe(1000);
  });
});
