import { describe, expect, it } from 'vitest';
import { ENGINES, judge, measureSearchQuality, sampleQueries, TOP, type Report } from '../search-quality/measure';
import { CATEGORIES, QUERIES, type Category } from '../search-quality/queries';

/**
 * The shop's search quality as measured when this test was written (`npm run search-quality`, gold rates to
 * 2026-01-15): the test fails when the search answers the queries of tests/search-quality/queries.ts worse than this.
 * Raise these when the search gets better.
 */
const FLOOR = { recall: 0.97, precision: 0.96, wellQueries: 162 };
/** Queries answered well per category, one fewer than on 2026-11-26 (the first to fail is a change to look at). */
const WELL_FLOOR: Record<Category, number> = {
  'english word': 24,
  'english words': 27,
  misspelt: 20,
  'roman urdu': 33,
  'urdu script': 15,
  'karat and price': 20,
  'tag number': 7,
  'men and women': 13,
};

const line = (report: Report) =>
  [...report.categories.map((c) => [c.category, c.engines] as const), ['overall', report.overall] as const]
    .map(
      ([name, engines]) =>
        `${name.padEnd(16)} ${ENGINES.map((e) => `${e} R ${engines[e].recall.toFixed(2)} P ${engines[e].precision.toFixed(2)} well ${Math.round(engines[e].well * 100)}%`).join(' | ')}`,
    )
    .join('\n');

// The measurement opens an embedded database of its own: the PostgreSQL run of the API tests would measure it again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the search quality measurement (tests/search-quality)', () => {
  it('judges an answer by its first ten pieces', () => {
    const relevant = new Set(['a', 'b']);
    expect(judge(['a', 'x'], relevant)).toMatchObject({ recall: 0.5, precision: 0.5, well: false });
    expect(judge(['a', 'b'], relevant)).toMatchObject({ recall: 1, precision: 1, well: true });
    expect(judge([], relevant)).toMatchObject({ recall: 0, precision: 0, well: false });
    // Nothing relevant: answering nothing is right, answering anything is not.
    expect(judge([], new Set())).toMatchObject({ recall: 1, precision: 1, well: true });
    expect(judge(['x'], new Set())).toMatchObject({ precision: 0, well: false });
    // Recall counts against at most ten: the first ten of 50 relevant pieces are all a page can hold.
    const many = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect(judge(many, new Set(many))).toMatchObject({ recall: 1, precision: 1, top: many.slice(0, TOP) });
  });

  it('takes a short run from every category', () => {
    const short = sampleQueries(QUERIES, CATEGORIES.length * 2);
    expect(short).toHaveLength(CATEGORIES.length * 2);
    expect(new Set(short.map((q) => q.category))).toEqual(new Set(CATEGORIES));
  });

  it('asks every query of both engines, and the shop answers at least as well as when the floor was set', async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(QUERIES.map((q) => q.query)).size).toBe(QUERIES.length);
    const report = await measureSearchQuality();
    console.log(`search quality, ${report.results.length} queries (${report.seconds.toFixed(1)} s):\n${line(report)}`);

    expect(report.pieces).toBeGreaterThanOrEqual(300);
    expect(report.results.map((r) => r.query)).toEqual(QUERIES.map((q) => q.query));
    for (const result of report.results)
      for (const engine of ENGINES) {
        const f = result.engines[engine];
        expect(f.answered, `${engine} answers "${result.query}"`).toBe(true);
        expect(f.top.length).toBeLessThanOrEqual(TOP);
        for (const x of [f.recall, f.precision]) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
        }
      }
    expect(report.categories.map((c) => c.category)).toEqual([...CATEGORIES]);

    const shop = report.overall.shop;
    expect(shop.recall).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(shop.precision).toBeGreaterThanOrEqual(FLOOR.precision);
    expect(report.results.filter((r) => r.engines.shop.well).length).toBeGreaterThanOrEqual(FLOOR.wellQueries);
    for (const category of CATEGORIES)
      expect(
        report.results.filter((r) => r.category === category && r.engines.shop.well).length,
        `queries of "${category}" answered well`,
      ).toBeGreaterThanOrEqual(WELL_FLOOR[category]);
  }, 120_000);
});
