// Search on 100k pieces: the shop's in-process search index (server/services/search-index/, docs/decisions/063) and
// the services over it (server/services/index.ts: browse, search), on a fresh in-memory PGlite and, when reachable, on
// PostgreSQL (in a temporary schema that is dropped afterwards). The database only matters for reading the pieces
// into the index: searches, listing pages and their filter counts read no database.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { quantile, round2, tsImport } from './figures.mjs';

export const SEARCH_ROWS = 100_000;
/** Budget of a search with its facets (a) and of a filtered listing page with its facets (b): p95, 20 in flight. */
export const SEARCH_BUDGET_P95_MS = 10;
const IN_FLIGHT = 20;
const ROUNDS = 10;
/**
 * Rounds run before the measured ones and not counted, as part 1 warms up before it measures: one call per term was
 * not enough for V8 to have compiled the search's code, and the first rounds of 20 then took 7 to 9 ms where later
 * ones take 2 (2026-11-26; docs/decisions/052's last section).
 */
const WARMUP_ROUNDS = 3;
/** Each query alone, one after the other, this many times (after one not counted): where a request's time goes. */
const ALONE_RUNS = 15;
/** Searches issued one after the other while the index is rebuilt, at most this many. */
const DURING_REBUILD_MAX = 200;
/** What one part of the timing may take at most (each query alone, or one kind of request in flight). */
const PART_MS = 20_000;
/** The page size of a search results page (a), as the storefront asks for it. */
const SEARCH_PAGE_SIZE = 20;

/** The listing of (b): the seed's Gold Rings (about 5% of the pieces), 22K, priced 1 to 3 lakh. */
export const LISTING = { itemType: 'Gold', itemName: 'Rings' };
export const LISTING_FILTERS = { karat: [22], price: ['100000-200000', '200000-300000'] };

/**
 * The guests' queries, in turn: plain words, a metal and a kind, a karat, Roman Urdu, a misspelling, a word typed in
 * part, a price phrase, a tag number (the piece a little past the middle of the seed) and Urdu.
 */
export const queriesFor = (rows) => [
  'bracelet',
  'gold ring',
  '22k bangles',
  'sone ki anguthi',
  'earings',
  'brac',
  'ring under 1 lakh',
  (tagProbes.get(probeId(rows)) ?? 'ZG-151234').toLowerCase(),
  'انگوٹھی',
  'mens chain',
];

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

// ------------------------------------------------------------------------------------------------------------ seed

/** The piece whose tag number is one of the queries: a little past the middle of the seed. */
const probeId = (rows) => Math.max(1, Math.round(rows * 0.51234));
/** The tag numbers of the probes seeded (the piece's metal decides its prefix), by id. */
const tagProbes = new Map();

/** Words a point-of-sale description adds to the demo's: finishes and occasions, none naming a kind or a stone. */
const FINISHES = [
  'polished',
  'matte',
  'textured',
  'hammered',
  'brushed',
  'lightweight',
  'handmade',
  'machine made',
  'italian',
  'turkish',
  'antique',
  'classic',
  'modern',
  'slim',
  'broad',
  'engraved',
  'hollow',
  'solid',
];
const OCCASIONS = ['daily wear', 'bridal', 'festive', 'office wear', 'party wear', 'gift', 'eid collection', 'mehndi'];

/**
 * Makes piece `id` (1 … n) of the seed: a piece of the demo catalogue (demo/catalogue.ts: its names, metals, karats,
 * display names, descriptions, stones and sizes) taken at random and varied: its weight (1 to 80 g), its design number,
 * a finish and an occasion in its description, its status and pictures; priced as the shop prices (core/pricing.ts)
 * at a 24K rate of PKR 32,000 a gram; its tag number the demo's prefix for its metal and 100,000 + id (ZG-151234).
 * Deterministic (seeded from the id).
 */
async function pieceMaker() {
  const [{ demoCatalogue }, random, pricing, { GROUPS, TAG_PREFIX }] = await Promise.all([
    tsImport('../../demo/catalogue.ts'),
    tsImport('../../demo/random.ts'),
    tsImport('../../core/pricing.ts'),
    tsImport('../../demo/catalogue-groups.ts'),
  ]);
  const { between, intBetween, pick, rngFrom } = random;
  const demo = demoCatalogue();
  const rate = pricing.ratesFrom24k(32_000, '2026-11-26');
  const menu = [...new Map(GROUPS.map((g) => [`${g.type}\u0000${g.name}`, g])).values()].map((g, i) => ({
    item_id: i + 1,
    item_type: g.type,
    item_name: g.name,
    is_mens: g.name.startsWith('Mens'),
  }));
  const menuId = new Map(menu.map((m) => [`${m.item_type}\u0000${m.item_name}`, m.item_id]));
  const r3 = (x) => Math.round(x * 1000) / 1000;
  const make = (id, probe) => {
    const rng = rngFrom(`bench:${id}`);
    const base = pick(rng, demo);
    const tag = `${TAG_PREFIX[base.ItemType] ?? 'ZX'}-${100_000 + id}`;
    if (id === probe) tagProbes.set(id, tag);
    const net = Math.min(80, Math.max(1, r3(base.NetWeight * between(rng, 0.6, 1.6))));
    const gross = r3(net + Math.max(0, base.GrossWeight - base.NetWeight));
    const waste = base.WastePerGm;
    const total = pricing.totalWeight(net, waste);
    const karat = base.Karat ?? null;
    const fixed = base.FixedPrice == null ? null : Math.round((base.FixedPrice * between(rng, 0.7, 1.5)) / 50) * 50;
    const silver = pricing.isSilver(base.ItemType);
    const itemPrice = karat !== null ? pricing.goldValue(total, karat, rate) : silver ? 0 : (fixed ?? 0);
    const silverSalePrice = silver ? (fixed ?? 0) : 0;
    const making = Math.round((base.TotalMaking * between(rng, 0.7, 1.4)) / 500) * 500;
    const available = rng() >= 0.15;
    const finish = pick(rng, FINISHES);
    const occasion = pick(rng, OCCASIONS);
    return {
      stock: {
        id,
        tag_no: tag,
        item_id: menuId.get(`${base.ItemType}\u0000${base.ItemName}`) ?? 1,
        item_name: base.ItemName,
        item_price_d: base.ItemPriceD ?? null,
        item_type: base.ItemType,
        description: `${base.Description} ${finish[0].toUpperCase()}${finish.slice(1)} finish, for ${occasion}.`,
        gross_weight: gross,
        net_weight: net,
        total_weight: total,
        waste_per_gm: waste,
        karat,
        fixed_price: fixed,
        item_price: itemPrice,
        total_making: making,
        silver_sale_price: silverSalePrice,
        design_name: `${base.DesignName} ${intBetween(rng, 1, 400)}`,
        status: available ? 'available' : 'order',
        pieces: available ? intBetween(rng, 1, 12) : 0,
        unit_price: pricing.unitPrice({
          ItemType: base.ItemType,
          ItemPrice: itemPrice,
          TotalMaking: making,
          SilverSalePrice: silverSalePrice,
          StoneDetails: base.StoneDetails,
        }),
      },
      images: rng() < 0.05 ? [] : Array.from({ length: intBetween(rng, 1, 3) }, (_, i) => `${tag}-${i + 1}.jpg`),
      stones: base.StoneDetails,
      sizes: available ? base.SubItem : [],
    };
  };
  return { menu, make };
}

const STOCK_COLUMNS = `id int, tag_no text, item_id int, item_name text, item_price_d text, item_type text,
  description text, gross_weight float8, net_weight float8, total_weight float8, waste_per_gm float8, karat int,
  fixed_price int, item_price int, total_making int, silver_sale_price int, design_name text, status text, pieces int,
  unit_price int`;
const columnNames = (spec) => spec.split(',').map((c) => c.trim().split(/\s+/)[0]);
const insertRows = (table, spec) =>
  `INSERT INTO ${table} (${columnNames(spec).join(', ')}) SELECT * FROM json_to_recordset($1::json) AS r(${spec})`;
const SEED_CHUNK = 5_000;

/**
 * Seeds `rows` pieces for sale (with their menu items, 0 to 3 pictures, stones and sizes) through `query(sql, params)`,
 * SEED_CHUNK pieces a statement per table.
 */
export async function seed(query, rows) {
  const { menu, make } = await pieceMaker();
  await query(insertRows('menu_item', 'item_id int, item_name text, item_type text, is_mens boolean'), [
    JSON.stringify(menu),
  ]);
  for (let from = 1; from <= rows; from += SEED_CHUNK) {
    const pieces = Array.from({ length: Math.min(SEED_CHUNK, rows - from + 1) }, (_, i) =>
      make(from + i, probeId(rows)),
    );
    await query(insertRows('stock_item', STOCK_COLUMNS), [JSON.stringify(pieces.map((p) => p.stock))]);
    const images = pieces.flatMap((p) =>
      p.images.map((image_name, position) => ({ stock_id: p.stock.id, image_name, position })),
    );
    await query(insertRows('stock_image', 'stock_id int, image_name text, position int'), [JSON.stringify(images)]);
    const stones = pieces.flatMap((p) =>
      p.stones.map((s, position) => ({
        stock_id: p.stock.id,
        price: s.Price,
        sale_price: s.SalePrice,
        stone_weight: s.StoneWeight,
        stone_type_name: s.StoneTypeName,
        stone_name: s.StoneName,
        position,
      })),
    );
    await query(
      insertRows(
        'stone_detail',
        'stock_id int, price int, sale_price int, stone_weight float8, stone_type_name text, stone_name text, position int',
      ),
      [JSON.stringify(stones)],
    );
    const sizes = pieces.flatMap((p) => p.sizes.map((abrivation) => ({ stock_id: p.stock.id, abrivation })));
    await query(insertRows('sub_item', 'stock_id int, abrivation text'), [JSON.stringify(sizes)]);
  }
  for (const table of ['menu_item', 'stock_item'])
    await query(`SELECT setval(pg_get_serial_sequence('${table}', '${table === 'menu_item' ? 'item_id' : 'id'}'),
      (SELECT max(${table === 'menu_item' ? 'item_id' : 'id'}) FROM ${table}))`);
  for (const table of ['menu_item', 'stock_item', 'stock_image', 'stone_detail', 'sub_item'])
    await query(`ANALYZE ${table}`);
}

// ---------------------------------------------------------------------------------------------------------- timing

/** `gc()` when V8 lets this process have it (for the index's memory), else undefined. */
function collector() {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc');
  } catch {
    return undefined;
  }
}

/** Bytes V8 holds for a string's characters (one per character when each fits in Latin-1, else two). */
// eslint-disable-next-line no-control-regex
const stringBytes = (s) => (/^[\u0000-\u00ff]*$/.test(s) ? s.length : 2 * s.length);

/**
 * IN_FLIGHT requests at a time (`ask(i)`, i counting every request), WARMUP_ROUNDS rounds not counted then ROUNDS
 * timed; `check` sees each answer outside its time. Latency of each timed request: median, p95, max.
 */
async function inFlightRounds(ask, check) {
  const times = [];
  let n = 0;
  for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r++) {
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
  return summary(times);
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    medianMs: round2(quantile(sorted, 0.5)),
    p95Ms: round2(quantile(sorted, 0.95)),
    maxMs: round2(sorted.at(-1) ?? 0),
  };
}

/** The median time of `fn` run ALONE_RUNS times one after the other (after one run not counted). */
async function alone(fn) {
  await fn();
  const times = [];
  for (let i = 0; i < ALONE_RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return summary(times).medianMs;
}

/**
 * Everything part 3 measures on one database (`db`, a drizzle handle): the index read and built by the services, built
 * alone from the same pieces and its memory; each query alone (what it finds, and its time split into finding,
 * filtering and counting, and the page's pieces); then (a) searches with their facets, (b) a listing page with two
 * filters and its facets and (c) the API's search, IN_FLIGHT at a time; and a rebuild with searches answered while it
 * runs.
 */
async function timeEngine(db, rows) {
  const [{ createServices }, si, { NO_FILTERS }, { CACHE_TTL_MS }] = await Promise.all([
    tsImport('../../server/services/index.ts'),
    tsImport('../../server/services/search-index/index.ts'),
    tsImport('../../core/listing-filters.ts'),
    tsImport('../../server/services/cache.ts'),
  ]);
  const services = createServices(db);
  const gc = collector();
  // The services build their index again once it is older than CACHE_TTL_MS (counted from the start of its build). A
  // part that might run into that builds it anew first, so that no rebuild runs under what it times (the rebuild is
  // measured on its own, at the end).
  let buildStarted = 0;
  const freshFor = async (ms) => {
    if (performance.now() - buildStarted + ms < CACHE_TTL_MS) return;
    buildStarted = performance.now();
    services.searchIndex.invalidate();
    await services.searchIndex.settled();
  };

  // The index as the shop builds it at its start: read (2,000 pieces a query) and built.
  gc?.();
  let t0 = performance.now();
  buildStarted = t0;
  const index = await services.searchIndex.settled();
  const loadAndBuildMs = performance.now() - t0;
  // Built again from the same pieces (no database): the build alone, and what the index holds once built.
  const pairs = Array.from(index.ids, (id, i) => [id, index.pieces[i]]);
  gc?.();
  const before = process.memoryUsage();
  t0 = performance.now();
  const copy = await si.buildSearchIndex(pairs);
  const buildMs = performance.now() - t0;
  gc?.();
  const after = process.memoryUsage();
  // Held until measured (and the same pieces as the services' index).
  if (copy.ids.length !== index.ids.length) throw new Error(`the index built alone holds ${copy.ids.length} pieces`);
  const structuresBytes = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
  const piecesBytes = index.pieces.reduce((n, p) => n + stringBytes(p), 0);
  const indexInfo = {
    pieces: index.ids.length,
    loadAndBuildMs: Math.round(loadAndBuildMs),
    buildMs: Math.round(buildMs),
    words: index.words.length,
    postings: index.postings.size,
    memoryMB: round2((structuresBytes + piecesBytes) / 2 ** 20),
    structuresMB: round2(structuresBytes / 2 ** 20),
    piecesMB: round2(piecesBytes / 2 ** 20),
    memoryMeasured: gc ? 'heap and buffers after a collection' : 'no gc(): without a collection, rough',
  };
  pairs.length = 0;

  const queries = queriesFor(rows);
  const listingChoice = { ...LISTING, filters: { ...NO_FILTERS, ...LISTING_FILTERS } };
  const searchChoice = (term) => ({ term, pageNumber: 1, pageSize: SEARCH_PAGE_SIZE });

  // Each query alone: what it finds, and where its time goes.
  const split = async (what, base, choice) => {
    const positions = base();
    const selection = si.select(index, positions, choice.filters ?? NO_FILTERS, 'default');
    const page = await services.browse(choice);
    if (page.totalCount !== selection.positions.length)
      throw new Error(`${what}: browse found ${page.totalCount}, select ${selection.positions.length}`);
    return {
      what,
      found: page.totalCount,
      facets: page.facets.map((f) => f.key).join(' '),
      firstFindMs: await alone(() => {
        si.forgetAnswers(index);
        return base();
      }),
      findMs: await alone(base),
      selectMs: await alone(() => si.select(index, positions, choice.filters ?? NO_FILTERS, 'default')),
      browseMs: await alone(() => services.browse(choice)),
    };
  };
  await freshFor(PART_MS);
  const perQuery = [];
  for (const term of queries)
    perQuery.push(await split(term, () => si.searchPositions(index, term), searchChoice(term)));
  perQuery.push(
    await split(
      `listing ${LISTING.itemType} / ${LISTING.itemName}, karat 22, 1 to 3 lakh`,
      () => si.listingPositions(index, LISTING.itemType, LISTING.itemName),
      listingChoice,
    ),
  );
  for (const q of perQuery)
    if (q.found === 0)
      throw new Error(`'${q.what}' found nothing: the seed or the search is not what the bench expects`);

  // IN_FLIGHT at a time. Each run starts on an index built less than the TTL (60 s) ago, so that no rebuild runs
  // under it (the rebuild is measured on its own below).
  const term = (i) => queries[i % queries.length];
  const expected = new Map(perQuery.map((q) => [q.what, q.found]));
  const sameCount = (what, n) => {
    if (n !== expected.get(what)) throw new Error(`${what}: ${n} pieces, not ${expected.get(what)}`);
  };
  await freshFor(PART_MS);
  const searches = await inFlightRounds(
    (i) => services.browse(searchChoice(term(i))),
    (page, i) => {
      sameCount(term(i), page.totalCount);
      if (page.items.length !== Math.min(SEARCH_PAGE_SIZE, page.totalCount))
        throw new Error(`search '${term(i)}': ${page.items.length} pieces on its page`);
    },
  );
  await freshFor(PART_MS);
  const listingWhat = perQuery.at(-1).what;
  const listing = await inFlightRounds(
    () => services.browse(listingChoice),
    (page) => sameCount(listingWhat, page.totalCount),
  );
  await freshFor(PART_MS);
  const apiSearches = await inFlightRounds(
    (i) => services.search(term(i)),
    (found, i) => {
      if (found.length !== Math.min(48, expected.get(term(i))))
        throw new Error(`search(${term(i)}): ${found.length} pieces`);
    },
  );

  // A rebuild (what a catalogue change or the TTL starts): searches one after the other while it runs. A catalogue of
  // more than WAIT_FOR_CHANGES_UP_TO pieces is answered by the old index meanwhile; one that starts and ends on the
  // old index was answered by it, one that starts on the new one by that, and one that saw the change come by either.
  const old = await services.searchIndex.settled();
  const during = [];
  const answeredBy = { old: 0, change: 0, new: 0 };
  let settled = false;
  t0 = performance.now();
  services.searchIndex.invalidate();
  const done = services.searchIndex.settled().then((fresh) => {
    settled = true;
    return { fresh, ms: performance.now() - t0 };
  });
  for (let i = 0; !settled && during.length < DURING_REBUILD_MAX; i++) {
    const before = services.searchIndex.current();
    const s0 = performance.now();
    const page = await services.browse(searchChoice(term(i)));
    during.push(performance.now() - s0);
    sameCount(term(i), page.totalCount);
    const after = services.searchIndex.current();
    answeredBy[before !== old ? 'new' : after === old ? 'old' : 'change'] += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const { fresh, ms: rebuildMs } = await done;
  if (fresh === old) throw new Error('rebuild: the index did not change');
  const rebuild = {
    rebuildMs: Math.round(rebuildMs),
    waitUpTo: si.WAIT_FOR_CHANGES_UP_TO,
    searches: during.length,
    answeredBy,
    ...summary(during),
  };

  return {
    index: indexInfo,
    queries: perQuery,
    inFlight: IN_FLIGHT,
    budgetP95Ms: SEARCH_BUDGET_P95_MS,
    requests: [
      { key: 'a', what: `search with its facets, page 1 of ${SEARCH_PAGE_SIZE} (browse)`, ...searches },
      { key: 'b', what: `listing with two filters and its facets, page 1 (browse)`, ...listing },
      { key: 'c', what: 'API search, first 48 pieces (search)', ...apiSearches },
    ].map((r) => ({ ...r, pass: r.key === 'c' ? undefined : r.p95Ms <= SEARCH_BUDGET_P95_MS })),
    rebuild,
  };
}

// --------------------------------------------------------------------------------------------------------- engines

async function schemaModule() {
  return tsImport('../../server/db/schema/index.ts');
}

/**
 * Loads a fresh in-memory PGlite (pg_trgm, the migrations, `rows` pieces). Returns { engine, rows, loadSeconds, time(),
 * close() }: loading may overlap other work; time() should run on a quiet machine.
 */
export async function preparePglite(root, { rows = SEARCH_ROWS } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const t0 = performance.now();
  const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    for (const s of migrationStatements(root)) await db.exec(s);
    await seed((q, p) => db.query(q, p), rows);
  } catch (err) {
    await db.close();
    throw err;
  }
  const version = (await db.query('SHOW server_version')).rows[0].server_version;
  const loadSeconds = round2((performance.now() - t0) / 1000);
  const { drizzle } = await import('drizzle-orm/pglite');
  let closed = false;
  return {
    engine: `PGlite (PostgreSQL ${version.split(' ')[0]})`,
    rows,
    loadSeconds,
    time: async () => timeEngine(drizzle(db, { schema: await schemaModule() }), rows),
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
export async function preparePostgres(root, url, { rows = SEARCH_ROWS, addCleanup = () => () => {} } = {}) {
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
    await seed((q, p) => client.query(q, p), rows);
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    return {
      engine: `PostgreSQL ${version.split(' ')[0]}`,
      rows,
      loadSeconds: round2((performance.now() - t0) / 1000),
      // A pool of 10, as the shop keeps on PostgreSQL.
      time: async () => {
        const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema},public`, max: 10 });
        try {
          return await timeEngine(drizzle(pool, { schema: await schemaModule() }), rows);
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
