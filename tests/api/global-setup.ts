import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedTemplate } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data folder (a tar file) each file's in-memory database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * On PostgreSQL, the trigram extension is created once before the files run in parallel. On the embedded
 * database, the migrated database is made once and every file's own database starts as a copy of it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), 'zewar-template-'));
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rm(dir, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } finally {
    await client.end();
  }
}
