// Search on 100k items: the query of server/services/search.ts timed on a fresh in-memory PGlite and,
// when reachable, on PostgreSQL (in a temporary schema that is dropped afterwards).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const SEARCH_TERMS = ['bracelet', 'flor', 'B-51234', 'chian'];
export const SEARCH_ROWS = 100_000;
const RUNS = 20;
const MIN_RUNS = 5;
const TERM_BUDGET_MS = 10_000;
const LIMIT = 48;
const SEARCH_MAX_LENGTH = 100; // core/constants.ts

/** The migration statements of server/db/migrations, in journal order (as drizzle), split as drizzle does. */
export function migrationStatements(root) {
  const dir = path.join(root, 'server/db/migrations');
  let files;
  try {
    files = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')).entries.map((e) => `${e.tag}.sql`);
  } catch {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
  }
  return files
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean);
}

// Realistic-looking catalogue text. Names are those of the demo shop and the POS ('Brasclate' is the stock's
// spelling that 'bracelet' must find); descriptions are three to five words from the jeweller's vocabulary.
const NAMES = [
  'Rings',
  'Mens Rings',
  'Bracelets',
  'Brasclate',
  'Bangles',
  'Necklace Set',
  'Chains',
  'Earrings',
  'Tops',
  'Jhumki',
  'Pendant Set',
  'Locket',
  'Nose Pin',
  'Anklets',
  'Tikka',
  'Kara',
  'Watches',
  'Cufflinks',
];
const TYPES = ['Gold', 'Silver', 'Diamond', 'Platinum', 'Palladium', 'Artificial'];
const WORDS = [
  'floral',
  'flower',
  'kundan',
  'polki',
  'filigree',
  'twisted',
  'rope',
  'plain',
  'antique',
  'zircon',
  'pearl',
  'emerald',
  'ruby',
  'sapphire',
  'handmade',
  'lightweight',
  'bridal',
  'daily',
  'wear',
  'italian',
  'turkish',
  'matte',
  'polished',
  'hollow',
  'solid',
  'leaf',
  'peacock',
  'crescent',
  'heart',
  'link',
  'box',
  'cuban',
  'stone',
  'studded',
  'meenakari',
  'jadau',
  'classic',
  'modern',
  'slim',
  'broad',
  'engraved',
  'textured',
  'dangling',
];
const DESIGNS = ['Noor', 'Zara', 'Mehr', 'Sitara', 'Chandni', 'Gulnar', 'Laila', 'Rania', 'Sana', 'Hina'];

const sqlArray = (xs) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

/** The listing timed with 20 in flight: every fifth item of the bench's catalogue (20,000 of 100,000). */
export const LISTING = { itemName: 'Pendants', itemType: 'Gold' };
const LISTING_PAGE_SIZE = 24;
const IN_FLIGHT = 20;
const LISTING_ROUNDS = 10;
/**
 * Rounds run before the measured ones and not counted, as part 1 warms up before it measures: one call per term was
 * not enough for V8 to have compiled the search's code, and the first rounds of 20 then took 7 to 9 ms where later
 * ones take 2 (2026-11-26; docs/decisions/052's last section).
 */
const WARMUP_ROUNDS = 3;

/** One menu item and n stock items built by generate_series, deterministic (setseed); every fifth is a pendant. */
export function seedStatements(n) {
  return [
    `SELECT setseed(0.42)`,
    `INSERT INTO menu_item (item_name, item_type) VALUES ('Bench', 'Gold')`,
    `INSERT INTO stock_item (tag_no, item_id, item_name, item_price_d, item_type, description, gross_weight,
       net_weight, total_weight, karat, item_price, design_name, unit_price)
     SELECT 'B-' || g,
            (SELECT item_id FROM menu_item LIMIT 1),
            nm,
            CASE WHEN g % 3 = 0 THEN ty || ' ' || nm || ' ' || (18 + g % 5) || 'K' END,
            ty,
            initcap(w[1 + (g * 7) % wl]) || ' ' || w[1 + (g * 13) % wl] || ' ' || lower(nm) || ' with '
              || w[1 + (g * 31) % wl] || CASE WHEN g % 2 = 0 THEN ' ' || w[1 + (g * 17) % wl] || ' finish' ELSE '' END,
            round((2 + random() * 40)::numeric, 2), round((2 + random() * 38)::numeric, 2), 0,
            18 + g % 5, (20000 + random() * 900000)::int,
            d[1 + g % array_length(d, 1)] || ' ' || (g % 400), 0
     FROM (SELECT g,
                  CASE WHEN g % 5 = 0 THEN '${LISTING.itemName}'
                       ELSE (${sqlArray(NAMES)})[1 + (g * 7919) % ${NAMES.length}] END AS nm,
                  CASE WHEN g % 5 = 0 THEN '${LISTING.itemType}' ELSE (${sqlArray(TYPES)})[1 + g % ${TYPES.length}] END AS ty,
                  ${sqlArray(WORDS)} AS w, ${WORDS.length} AS wl,
                  ${sqlArray(DESIGNS)} AS d
           FROM generate_series(1, ${n}) AS g) s`,
    `INSERT INTO search_word (word) SELECT DISTINCT w FROM stock_item, regexp_split_to_table(search_text, '[^a-z]+') AS w
       WHERE length(w) BETWEEN 3 AND 30 ON CONFLICT DO NOTHING`,
    `ANALYZE stock_item`,
  ];
}

/** The substring step of searchStock, for the plan and the number of rows that match before the LIMIT. */
const LIKE_SQL = `SELECT id FROM stock_item WHERE search_text LIKE $1 ORDER BY id LIMIT ${LIMIT}`;
const likeOf = (term) =>
  `%${term
    .trim()
    .toLowerCase()
    .slice(0, SEARCH_MAX_LENGTH)
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The shop's own search service (server/services/search.ts) over a drizzle handle of the given client. */
async function serviceSearch(drizzleDb) {
  const { tsImport } = await import('tsx/esm/api');
  const { searchStock, catalogWords } = await tsImport('../../server/services/search.ts', import.meta.url);
  const words = await catalogWords(drizzleDb);
  return (term) => searchStock(drizzleDb, term, words);
}

async function schemaModule() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../../server/db/schema.ts', import.meta.url);
}

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/**
 * Times each term through the shop's search service: RUNS times, or fewer (at least MIN_RUNS) when a term would
 * take more than TERM_BUDGET_MS, so the bench stays bounded. Also reads the plan of the substring step and how
 * many rows it matches before the LIMIT. `query(sql, params)` returns { rows }; `search(term)` is the service.
 */
async function timeTerms(query, search) {
  const out = [];
  for (const term of SEARCH_TERMS) {
    const found = (await search(term)).length; // warm-up
    const times = [];
    const started = performance.now();
    while (times.length < RUNS && (times.length < MIN_RUNS || performance.now() - started < TERM_BUDGET_MS)) {
      const t0 = performance.now();
      await search(term);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const plan = (await query(`EXPLAIN ${LIKE_SQL}`, [likeOf(term)])).rows.map((r) => r['QUERY PLAN']);
    const matches = Number(
      (await query('SELECT count(*)::int AS n FROM stock_item WHERE search_text LIKE $1', [likeOf(term)])).rows[0].n,
    );
    out.push({
      term,
      returned: found,
      matches,
      runs: times.length,
      medianMs: round2(quantile(times, 0.5)),
      p95Ms: round2(quantile(times, 0.95)),
      usesIndex: plan.some((l) => /Index Scan/.test(l)),
      planTop: plan[0].trim(),
      planScan:
        plan
          .find((l) => /Index Scan|Seq Scan/.test(l))
          ?.trim()
          .replace(/^->\s*/, '') ?? '',
      plan,
    });
  }
  return out;
}

const round2 = (x) => Math.round(x * 100) / 100;

/**
 * IN_FLIGHT requests at a time (`ask(i)`, i counting every request), WARMUP_ROUNDS rounds not counted then
 * LISTING_ROUNDS timed; `check` sees each answer outside its time. Latency of each timed request: median, p95, max.
 */
async function inFlightRounds(ask, check) {
  const times = [];
  let n = 0;
  for (let r = 0; r < WARMUP_ROUNDS + LISTING_ROUNDS; r++) {
    if (r === WARMUP_ROUNDS) times.length = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        const i = n++;
        const t0 = performance.now();
        const answer = await ask(i);
        times.push(performance.now() - t0);
        check(answer, i);
      }),
    );
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    medianMs: round2(quantile(times, 0.5)),
    p95Ms: round2(quantile(times, 0.95)),
    maxMs: round2(times.at(-1)),
  };
}

/**
 * The listing of LISTING, sorted by price high to low, 24 a page, IN_FLIGHT requests at a time for LISTING_ROUNDS
 * rounds (after WARMUP_ROUNDS not counted), through the shop's catalogue service (server/services/catalog.ts): read
 * anew (the listing's ids and the page) at its first page and at its last, and through the services' data cache with
 * the listing's ids kept and a different page each request (none of them kept). Latency of each request: median, p95,
 * max.
 */
async function timeListing(drizzleDb) {
  const { tsImport } = await import('tsx/esm/api');
  const catalog = await tsImport('../../server/services/catalog.ts', import.meta.url);
  const { createServices } = await tsImport('../../server/services/index.ts', import.meta.url);
  const services = createServices(drizzleDb);
  const q = (pageNumber) => ({ ...LISTING, sort: 'price-desc', pageSize: LISTING_PAGE_SIZE, pageNumber });
  const { totalCount } = await catalog.stockPage(drizzleDb, q(1));
  const lastPage = Math.max(1, Math.ceil(totalCount / LISTING_PAGE_SIZE));
  const rounds = (ask) =>
    inFlightRounds(ask, (page) => {
      if (page.totalCount !== totalCount) throw new Error(`listing: ${page.totalCount} pieces, not ${totalCount}`);
    });
  await services.stockPage(q(1)); // the listing's ids, kept
  // Searches side by side: the terms in turn, as many guests searching at once would, none of them kept per term:
  // by the database's query (searchStock), and by the index the shop keeps (docs/decisions/052) with the pieces read
  // from the database or taken from the index as the shop does.
  const { searchStock, catalogWords, SEARCH_LIMIT } = await tsImport(
    '../../server/services/search.ts',
    import.meta.url,
  );
  const { searchIds, buildSearchIndex, loadSearchIndex } = await tsImport(
    '../../server/services/search-index.ts',
    import.meta.url,
  );
  const words = await catalogWords(drizzleDb);
  const t0 = performance.now();
  await loadSearchIndex(drizzleDb);
  const buildMs = performance.now() - t0;
  const index = await services.searchIndex.settled();
  const t1 = performance.now();
  await buildSearchIndex([...index.ids].map((id, i) => [id, '', index.texts[i], index.pieces[i]]));
  const indexOnlyMs = performance.now() - t1;
  const indexed = {
    pieces: index.ids.length,
    readAndBuildMs: round2(buildMs),
    buildMs: round2(indexOnlyMs),
    groups: index.grams.size,
    megabytes: round2(
      ([...index.grams.values()].reduce((n, l) => n + l.byteLength, 0) +
        index.texts.reduce((n, t) => n + t.length, 0) +
        index.pieces.reduce((n, t) => n + t.length, 0) +
        index.ids.byteLength) /
        2 ** 20,
    ),
  };
  const term = (i) => SEARCH_TERMS[i % SEARCH_TERMS.length];
  const searches = (search) =>
    inFlightRounds(
      (i) => search(term(i)),
      (found, i) => {
        if (term(i) === 'bracelet' && found.length !== SEARCH_LIMIT) throw new Error(`search: ${found.length} found`);
      },
    );
  return {
    indexed,
    pieces: totalCount,
    lastPage,
    inFlight: IN_FLIGHT,
    rows: [
      { way: 'read anew, page 1', ...(await rounds(() => catalog.stockPage(drizzleDb, q(1)))) },
      {
        way: `read anew, page ${lastPage} (the last)`,
        ...(await rounds(() => catalog.stockPage(drizzleDb, q(lastPage)))),
      },
      {
        way: `searches (${SEARCH_TERMS.join(', ')} in turn), by the query`,
        ...(await searches((term) => searchStock(drizzleDb, term, words))),
      },
      {
        way: 'searches by the index, pieces read from the database',
        ...(await searches((term) => catalog.stockItemsByIds(drizzleDb, searchIds(index, term, words, SEARCH_LIMIT)))),
      },
      {
        way: 'searches by the index, pieces from the index (the shop)',
        ...(await searches((term) => services.findStock(term))),
      },
      {
        way: 'ids kept, a different page each (its pieces not kept)',
        ...(await rounds((i) => services.stockPage(q(1 + ((i * 7) % lastPage))))),
      },
    ],
  };
}

/**
 * Loads a fresh in-memory PGlite (pg_trgm, the migrations, 100k items). Returns { engine, loadSeconds, time(),
 * close() }: loading may overlap other work; time() should run on a quiet machine.
 */
export async function preparePglite(root) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const t0 = performance.now();
  const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    for (const s of migrationStatements(root)) await db.exec(s);
    for (const s of seedStatements(SEARCH_ROWS)) await db.exec(s);
  } catch (err) {
    await db.close();
    throw err;
  }
  const version = (await db.query('SHOW server_version')).rows[0].server_version;
  const loadSeconds = round2((performance.now() - t0) / 1000);
  const { drizzle } = await import('drizzle-orm/pglite');
  const search = await serviceSearch(drizzle(db, { schema: await schemaModule() }));
  let closed = false;
  return {
    engine: `PGlite (PostgreSQL ${version.split(' ')[0]})`,
    rows: SEARCH_ROWS,
    loadSeconds,
    time: () => timeTerms((q, p) => db.query(q, p), search),
    timeListing: async () => timeListing(drizzle(db, { schema: await schemaModule() })),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}

/**
 * The same on PostgreSQL, in a temporary schema (search_path=schema,public; pg_trgm in public). Returns
 * { skipped } when the server is not reachable. `addCleanup(fn)` registers the schema drop for Ctrl-C.
 */
export async function preparePostgres(root, url, { addCleanup = () => () => {} } = {}) {
  const { default: pg } = await import('pg');
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return { engine: 'PostgreSQL', skipped: `not reachable at ${url} (${err.code ?? err.message})` };
  }
  let client;
  let dropped = false;
  const close = async () => {
    if (dropped) return;
    dropped = true;
    await client?.end().catch(() => {});
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await admin.end().catch(() => {});
  };
  const unregister = addCleanup(close);
  try {
    const t0 = performance.now();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query(`CREATE SCHEMA "${schema}"`);
    client = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
    await client.connect();
    for (const s of migrationStatements(root)) {
      // The migration names "public" in its foreign keys; the temporary schema stands in for it.
      await client.query(s.replaceAll('"public".', `"${schema}".`));
    }
    for (const s of seedStatements(SEARCH_ROWS)) await client.query(s);
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const search = await serviceSearch(drizzle(client, { schema: await schemaModule() }));
    return {
      engine: `PostgreSQL ${version.split(' ')[0]}`,
      rows: SEARCH_ROWS,
      loadSeconds: round2((performance.now() - t0) / 1000),
      time: () => timeTerms((q, p) => client.query(q, p), search),
      // A pool of 10, as the shop keeps on PostgreSQL, so that requests in flight are served side by side.
      timeListing: async () => {
        const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema},public`, max: 10 });
        try {
          return await timeListing(drizzle(pool, { schema: await schemaModule() }));
        } finally {
          await pool.end();
        }
      },
      close: async () => {
        await close();
        unregister();
      },
    };
  } catch (err) {
    await close();
    unregister();
    throw err;
  }
}
