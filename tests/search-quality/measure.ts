/**
 * The search quality measurement (`npm run search-quality`, tests/api/search-quality.test.ts): the demo catalogue in a
 * fresh in-memory embedded database, every query of queries.ts asked of the shop's search (GET
 * /api/dashboard/EcomSearchStock, its answer best first) and of MiniSearch over the same pieces, and each answer's first
 * ten pieces judged against the pieces the query means.
 *
 * Figures, per query and engine, over the first ten pieces answered (`TOP`):
 * - recall@10: the relevant pieces among them / min(10, relevant pieces); 1 when no piece is relevant;
 * - precision@10: the relevant pieces among them / the pieces among them; with nothing answered, 1 when no piece is
 *   relevant and 0 otherwise;
 * - answered well: recall@10 >= 0.8 and precision@10 >= 0.8 (a query that nothing answers is answered well by
 *   answering nothing).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { StockItem } from '../../core/api-schemas';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { pieceFromJson } from '../../server/services/catalogue';
import { loadDemoRows } from '../../server/services/demo-catalogue';
import { loadSearchIndex } from '../../server/services/search-index';
import { CATEGORIES, QUERIES, type Category, type Query } from './queries';

/** How many of an answer's first pieces are judged. */
export const TOP = 10;
/** Both figures at least this: the query is answered well. */
export const WELL = 0.8;
/** The gold rates' last day: prices follow the day's rate, so the measurement fixes it. */
export const RATE_DAY = '2026-01-15';

export const ENGINES = ['shop', 'minisearch', 'minisearch-shop-fields'] as const;
export type Engine = (typeof ENGINES)[number];

export const ENGINE_TITLES: Record<Engine, string> = {
  shop: "the shop's search (EcomSearchStock)",
  minisearch: 'MiniSearch indexing name, item name, type, karat, design, stones, description, tag',
  'minisearch-shop-fields':
    "MiniSearch indexing the fields of the shop's former search text: tag, item name, name, design, description",
};

/** The MiniSearch installed (its package.json is not among the files it exports). */
const MINISEARCH_VERSION = (
  JSON.parse(readFileSync(new URL('../../node_modules/minisearch/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** MiniSearch's documented typical search options, every word required. */
export const MINISEARCH_SEARCH_OPTIONS: SearchOptions = { combineWith: 'AND', prefix: true, fuzzy: 0.2 };

/** The fields of each MiniSearch index: every field a guest may name (type, karat and stones too), and those the shop's search text holds. */
const MINISEARCH_FIELDS: Record<Exclude<Engine, 'shop'>, readonly (keyof SearchDoc)[]> = {
  minisearch: ['name', 'itemName', 'type', 'karat', 'design', 'stones', 'description', 'tag'],
  // The fields of the search text the shop searched before decision 063: tag_no, item_name, item_price_d, design_name, description.
  'minisearch-shop-fields': ['tag', 'itemName', 'name', 'design', 'description'],
};

interface SearchDoc {
  id: string;
  tag: string;
  name: string;
  itemName: string;
  type: string;
  karat: string;
  design: string;
  stones: string;
  description: string;
}

const docOf = (p: StockItem): SearchDoc => ({
  id: p.TagNo,
  tag: p.TagNo,
  name: p.ItemPriceD ?? '',
  itemName: p.ItemName,
  type: p.ItemType,
  karat: p.Karat === null ? '' : String(p.Karat),
  design: p.DesignName,
  stones: p.StoneDetails.map((s) => `${s.StoneTypeName} ${s.StonesName.StoneName}`).join(' '),
  description: p.Description,
});

export interface Figures {
  /** Whether the engine answered (the shop: status 200). */
  answered: boolean;
  /** Tag numbers of the first `TOP` pieces answered, best first. */
  top: string[];
  /** How many pieces the engine answered in all. */
  count: number;
  recall: number;
  precision: number;
  well: boolean;
}

export interface QueryResult {
  category: Category;
  query: string;
  means: string;
  relevant: number;
  engines: Record<Engine, Figures>;
}

export interface Summary {
  queries: number;
  recall: number;
  precision: number;
  /** Share of the queries answered well. */
  well: number;
}

export interface Report {
  pieces: number;
  rateDay: string;
  minisearch: { version: string; searchOptions: SearchOptions; fields: Record<string, readonly string[]> };
  results: QueryResult[];
  categories: { category: Category; engines: Record<Engine, Summary> }[];
  overall: Record<Engine, Summary>;
  seconds: number;
}

/** The figures of one answer (tag numbers, best first) against the relevant tag numbers. */
export function judge(answer: readonly string[], relevant: ReadonlySet<string>, answered = true): Figures {
  const top = answer.slice(0, TOP);
  const hits = top.filter((t) => relevant.has(t)).length;
  const recall = relevant.size === 0 ? 1 : hits / Math.min(TOP, relevant.size);
  const precision = top.length === 0 ? (relevant.size === 0 ? 1 : 0) : hits / top.length;
  return {
    answered,
    top,
    count: answer.length,
    recall,
    precision,
    well: answered && recall >= WELL && precision >= WELL,
  };
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function summarise(results: readonly QueryResult[], engine: Engine): Summary {
  const figures = results.map((r) => r.engines[engine]);
  return {
    queries: figures.length,
    recall: mean(figures.map((f) => f.recall)),
    precision: mean(figures.map((f) => f.precision)),
    well: mean(figures.map((f) => (f.well ? 1 : 0))),
  };
}

const perEngine = (f: (engine: Engine) => Summary) =>
  Object.fromEntries(ENGINES.map((e) => [e, f(e)])) as Record<Engine, Summary>;

/** `n` queries taken in turn from each category, so that a short run still asks every kind of query. */
export function sampleQueries(queries: readonly Query[], n: number): Query[] {
  const byCategory = CATEGORIES.map((c) => queries.filter((q) => q.category === c));
  const picked: Query[] = [];
  for (let i = 0; picked.length < Math.min(n, queries.length); i++)
    for (const list of byCategory) {
      const next = list[i];
      if (next && picked.length < n) picked.push(next);
    }
  return picked;
}

/**
 * Loads the demo catalogue into a fresh in-memory embedded database and asks `queries` (all of queries.ts by default)
 * of both engines. Throws when there is no query or no piece for sale: then there is nothing to measure.
 */
export async function measureSearchQuality(
  queries: readonly Query[] = QUERIES,
  log: (line: string) => void = () => undefined,
): Promise<Report> {
  if (queries.length === 0) throw new Error('search quality: no queries to ask');
  const started = performance.now();
  const database = await openDatabase({});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-search-quality-'));
  try {
    await database.migrate();
    const built = await buildApp({ database, dataDir, publicUrl: 'http://localhost:3000', logLevel: 'silent' });
    try {
      await built.app.ready();
      log('loading the demo catalogue…');
      await loadDemoRows(database.db, { today: RATE_DAY });
      built.services.invalidate();
      // The pieces for sale, as the search index holds them: every piece a search may answer.
      const pieces = (await loadSearchIndex(database.db)).pieces.map(pieceFromJson);
      if (pieces.length === 0) throw new Error('search quality: the demo catalogue has no piece for sale');
      // The shop's searches are answered by its index, as in a running shop (the query before it gives the same).
      await built.services.searchIndex.settled();

      const indexes = Object.fromEntries(
        Object.entries(MINISEARCH_FIELDS).map(([engine, fields]) => {
          const index = new MiniSearch<SearchDoc>({
            fields: [...fields],
            searchOptions: MINISEARCH_SEARCH_OPTIONS,
          });
          index.addAll(pieces.map(docOf));
          return [engine, index];
        }),
      ) as Record<Exclude<Engine, 'shop'>, MiniSearch<SearchDoc>>;

      log(`asking ${queries.length} queries of ${pieces.length} pieces…`);
      const results: QueryResult[] = [];
      for (const { category, query, means } of queries) {
        const relevant = new Set(pieces.filter(means.test).map((p) => p.TagNo));
        const res = await built.app.inject({
          method: 'GET',
          url: `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(query)}`,
        });
        const shop = res.statusCode === 200 ? res.json<StockItem[]>().map((p) => p.TagNo) : [];
        const ms = (engine: Exclude<Engine, 'shop'>) =>
          judge(
            indexes[engine].search(query).map((hit) => String(hit.id)),
            relevant,
          );
        results.push({
          category,
          query,
          means: means.text,
          relevant: relevant.size,
          engines: {
            shop: judge(shop, relevant, res.statusCode === 200),
            minisearch: ms('minisearch'),
            'minisearch-shop-fields': ms('minisearch-shop-fields'),
          },
        });
      }
      return {
        pieces: pieces.length,
        rateDay: RATE_DAY,
        minisearch: {
          version: MINISEARCH_VERSION,
          searchOptions: MINISEARCH_SEARCH_OPTIONS,
          fields: MINISEARCH_FIELDS,
        },
        results,
        categories: CATEGORIES.filter((c) => results.some((r) => r.category === c)).map((category) => ({
          category,
          engines: perEngine((e) =>
            summarise(
              results.filter((r) => r.category === category),
              e,
            ),
          ),
        })),
        overall: perEngine((e) => summarise(results, e)),
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await built.app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
