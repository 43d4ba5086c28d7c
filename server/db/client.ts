import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for the embedded database; without it PGlite runs in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one per file). */
  pgSchema?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the source tree and are copied beside the bundle by the build. */
export const migrationsFolder = process.env.ZEWAR_MIGRATIONS ?? path.join(here, 'migrations');

export async function openDatabase(opts: DatabaseOptions = {}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.pgSchema);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, pgSchema?: string): Promise<Database> {
  const options = pgSchema ? `-c search_path=${pgSchema},public` : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
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
    close: () => pool.end(),
  };
}
