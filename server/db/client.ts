import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * The database, or a transaction opened on it: a Tx is a Db, so every service takes `db: Db` and runs as
 * well inside a caller's transaction (its own `db.transaction` then becomes a savepoint).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened with `db.transaction(async (tx) => ...)`. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Closes the database (again: does nothing). */
  close(): Promise<void>;
  /**
   * Whether an error means the database cannot be reached (closed, connection refused or lost, the server
   * shutting down), as opposed to a failed query: judged by the database's state and the error's codes.
   */
  unreachable(err: unknown): boolean;
  /**
   * How many migrations of this build the database has not applied (0: up to date), from drizzle's own record of
   * them; throws when the database does not answer (GET /readyz, docs/decisions/033-operating-the-shop.md).
   */
  pendingMigrations(): Promise<number>;
  /**
   * Hears the notifications on `channel` whose payload names this database's schema (PostgreSQL's LISTEN/NOTIFY: sent
   * by any process, delivered when its transaction commits; schemas apart share one server in the tests) until the
   * returned function is called. A payload is the schema's name, alone or followed by a space and what the notice
   * says, which `onNotice` is given ('' when nothing follows). `onGap` is called whenever notifications may have
   * been missed: the listening connection could not be made, or was lost; it is made again until it is. Resolves
   * once listening, or once the first try has failed (a database out of reach does not stop the shop from starting:
   * its answers say so).
   */
  listen(channel: string, onNotice: (said: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for the embedded database; without it PGlite runs in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one per file). */
  pgSchema?: string;
  /**
   * An in-memory embedded database starts as a copy of this one (made by `migratedTemplate`) instead of creating
   * its cluster afresh: about 0.3 s instead of 2 to 8 s (the tests open one per file).
   */
  template?: Blob;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the source tree and are copied beside the bundle by the build. */
export const migrationsFolder = process.env.ZEWAR_MIGRATIONS ?? path.join(here, 'migrations');

/** When (drizzle's `folderMillis`) each migration of this build was made, from its journal. */
let journal: number[] | undefined;
function migrationTimes(): number[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((e) => e.when);
  return journal;
}

/** drizzle's migrator applies every migration made after the last one it recorded: those are the pending ones. */
async function pending(db: Db, migrationsSchema: string): Promise<number> {
  const [row] = await rowsOf<{ last: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS last FROM ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
  );
  const last = Number(row?.last ?? 0);
  return migrationTimes().filter((when) => when > last).length;
}

/**
 * The embedded database's own settings, given at every start (the data folder's postgresql.conf is left as initdb
 * wrote it). shared_buffers: initdb's 128 MB are touched as pages are read and never given back by WebAssembly's
 * memory, about 110 MB of the shop's resident memory; 16 MB holds the catalogue's hot pages, and the rest is read
 * from the operating system's file cache (docs/decisions/043-resident-memory-embedded.md).
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

const startPglite = (dataDir: string | undefined, template?: Blob) =>
  PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s])],
    ...(template && !dataDir ? { loadDataDir: template } : {}),
  });

/** An in-memory embedded database with every migration applied, as a data folder to start others from. */
export async function migratedTemplate(): Promise<Blob> {
  const client = await startPglite(undefined);
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openDatabase(opts: DatabaseOptions = {}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.pgSchema);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await startPglite(opts.dataDir, opts.template);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
    // The embedded database is in this process: it is out of reach only once closed.
    unreachable: () => client.closed,
    pendingMigrations: () => pending(db, 'drizzle'),
    // One process owns the embedded database: its notifications come from this process, and none is ever lost.
    listen: async (channel, onNotice) => {
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = rows[0]?.schema;
      const unlisten = await client.listen(channel, (payload) => {
        const said = saidTo(schema, payload);
        if (said !== null) onNotice(said);
      });
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

async function openPostgres(url: string, pgSchema?: string): Promise<Database> {
  const options = pgSchema ? `-c search_path=${pgSchema},public` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        // One process migrates at a time when several start together.
        await lock.query('SELECT pg_advisory_lock(7710)');
        await migratePg(db, { migrationsFolder, migrationsSchema: pgSchema ?? 'drizzle' });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(7710)');
        lock.release();
      }
    },
    close: async () => {
      if (!pool.ending && !pool.ended) await pool.end();
    },
    unreachable: (err) => pool.ending || pool.ended || causes(err).some(isConnectionFailure),
    pendingMigrations: () => pending(db, pgSchema ?? 'drizzle'),
    listen: (channel, onNotice, onGap) =>
      listenOnPostgres(
        // Named, so that an operator (and a test) can tell it in pg_stat_activity: `zewar listener zewar_catalog`.
        { connectionString: url, options, application_name: listenerName(channel, pgSchema) },
        channel,
        onNotice,
        onGap,
      ),
  };
}

/** The listening connection's name in pg_stat_activity: `zewar listener CHANNEL [SCHEMA]`. */
export const listenerName = (channel: string, pgSchema?: string) =>
  `zewar listener ${channel} ${pgSchema ?? ''}`.trim();

/**
 * What a notification's payload says to the shop working in `schema`: '' for the schema's name alone, the rest after
 * the schema's name and a space, or null for a payload of another schema (or none).
 */
export function saidTo(schema: string | undefined, payload: string | undefined): string | null {
  if (schema === undefined || payload === undefined) return null;
  if (payload === schema) return '';
  return payload.startsWith(`${schema} `) ? payload.slice(schema.length + 1) : null;
}

/** How long to wait before listening again after the connection was lost: doubling from 0.5 s to 15 s. */
const RELISTEN_MS = { first: 500, max: 15_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed back). When it is lost (the server restarted, the
 * network dropped) it is made again, with growing pauses, and `onGap` tells that notifications may have been missed.
 * Resolves once listening (nothing committed after start-up is missed), or once the first try has failed.
 */
async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  onNotice: (said: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RELISTEN_MS.first;

  const connect = async () => {
    const c = new pg.Client(config);
    let schema: string | undefined;
    c.on('notification', (n) => {
      const said = n.channel === channel ? saidTo(schema, n.payload) : null;
      if (said !== null) onNotice(said);
    });
    // A lost connection emits 'error' (and then 'end'): listen again.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      const { rows } = await c.query<{ schema: string }>('SELECT current_schema() AS schema');
      schema = rows[0]?.schema;
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    pause = RELISTEN_MS.first;
  };
  const again = () => {
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onGap, () => {
        pause = Math.min(pause * 2, RELISTEN_MS.max);
        if (!stopped) again();
      });
    }, pause);
    retry.unref();
  };
  const lost = (c: pg.Client) => {
    if (client !== c || stopped) return;
    client = undefined;
    c.removeAllListeners('end');
    void c.end().catch(() => undefined);
    onGap();
    again();
  };

  await connect().catch(() => {
    onGap();
    again();
  });
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/** Node's codes for a socket that could not be opened or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** PostgreSQL's codes (SQLSTATE) for a server that cannot serve: connection exceptions, shutting down, full. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const isConnectionFailure = (e: unknown) => {
  const code = e instanceof Error && 'code' in e ? e.code : undefined;
  return typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'));
};

/** The error and its causes (Drizzle wraps the driver's error in a DrizzleQueryError's `cause`). */
function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e !== undefined && e !== null && chain.length < 5; e = e instanceof Error ? e.cause : undefined)
    chain.push(e);
  return chain;
}

/**
 * The rows of a raw SQL query, typed by the caller (who names the columns it selects). PGlite and node-postgres
 * both answer `{ rows }`; drizzle types the answer loosely because it differs by driver.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
