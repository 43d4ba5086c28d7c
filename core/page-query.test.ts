import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OLD_GOLD_FIELDS, ZAKAT_FIELDS } from './estimate-fields';
import { canonicalPageUrl, PAGE_QUERY_PARAMS, REPEATED_PAGE_PARAMS } from './page-query';

describe('canonicalPageUrl', () => {
  it('keeps the parameters pages read, once each and in one order, and drops the rest', () => {
    expect(canonicalPageUrl('/Shop-Online/Gold/Rings/1?x=1&sort=price-asc&fbclid=abc&page=2')).toBe(
      '/Shop-Online/Gold/Rings/1?page=2&sort=price-asc',
    );
    expect(canonicalPageUrl('/Shop-Online/Gold/Rings/1?page=2&sort=price-asc')).toBe(
      canonicalPageUrl('/Shop-Online/Gold/Rings/1?sort=price-asc&page=2'),
    );
    expect(canonicalPageUrl('/?x=1')).toBe('/');
    expect(canonicalPageUrl('/?x=2')).toBe('/');
    expect(canonicalPageUrl('/a?page=1&page=2')).toBe('/a?page=1');
    expect(canonicalPageUrl('/a.data?_routes=routes%2Fa&utm_source=wa')).toBe('/a.data?_routes=routes%2Fa');
    expect(canonicalPageUrl('/a?__proto__=1&constructor=2')).toBe('/a');
    expect(canonicalPageUrl('//x?y=1')).toBe('//x');
    expect(canonicalPageUrl('/__manifest?paths=%2Fa%2C%2Fb&version=abc&x=1')).toBe(
      '/__manifest?paths=%2Fa%2C%2Fb&version=abc',
    );
    expect(canonicalPageUrl('/a%00b')).toBe('/a%00b');
  });

  it('lists every parameter React Router reads on the server', () => {
    const dir = path.join(__dirname, '..', 'node_modules', 'react-router', 'dist', 'production');
    const read = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.mjs') || n.endsWith('.js'))) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const m of text.matchAll(/searchParams\.(?:get|getAll|has)\("([^"]+)"/g)) read.add(m[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(2);
    expect([...read].filter((p) => !PAGE_QUERY_PARAMS.includes(p))).toEqual([]);
  });

  it('lists every parameter a storefront page reads', () => {
    const dir = path.join(__dirname, '..', 'app');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/admin|\.test\./.test(f),
    );
    const read = new Set<string>();
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const m of text.matchAll(/(?:params|searchParams)\.(?:get|getAll|has)\(\s*'([^']+)'/g)) read.add(m[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((p) => !PAGE_QUERY_PARAMS.includes(p))).toEqual([]);
  });

  it('keeps the boxes of the old gold and zakat forms, each read once (docs/behaviour.md §9.16, §9.17)', () => {
    for (const f of [...OLD_GOLD_FIELDS, ...ZAKAT_FIELDS]) {
      expect(PAGE_QUERY_PARAMS, f).toContain(f);
      expect(REPEATED_PAGE_PARAMS.has(f), f).toBe(false);
    }
    expect(canonicalPageUrl('/old-gold?purity=21&tola=2&utm_source=wa')).toBe('/old-gold?purity=21&tola=2');
  });
});
