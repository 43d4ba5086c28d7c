import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { rowsOf, type Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { FileStore } from '../files/store';
import {
  buildMigrations,
  FILE_PREFIXES,
  fileEntry,
  FORMAT,
  FORMAT_VERSION,
  hashing,
  MANIFEST,
  sha256,
  tableEntry,
  type Manifest,
} from './archive';
import { keptAsText, shopTables, type ShopTable } from './tables';

/** What a backup wrote, for the owner's command to say. */
export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  /** The archive's size on disk. */
  bytes: number;
  /** How long the database's read took: the embedded database answers nothing else meanwhile. */
  databaseMs: number;
  ms: number;
}

/** A table's rows are fetched from the database this many at a time. */
const FETCH_ROWS = 1000;

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The engine the shop runs on, as the database says it: the embedded one names itself in its version. */
export async function engineOf(db: Db): Promise<Manifest['engine']> {
  const [row] = await rowsOf<{ version: string }>(db, sql`SELECT version() AS version`);
  return row?.version.includes('PGlite') ? 'pglite' : 'postgres';
}

/**
 * Writes one archive (server/backup/archive.ts) of the shop's database and files to `target`, while the shop goes on
 * serving: written to `target.partial` and renamed when whole, so that `target` is never half an archive
 * (docs/decisions/104-backup-and-restore.md).
 *
 * The database is read first, every table in one read-only REPEATABLE READ transaction: one moment's rows, whatever
 * is written meanwhile. The files are copied after it. The shop writes a file before the row that names it and
 * removes a file only once no row names it (a picture, a slip, a photo; the upload sweep at start-up removes those
 * no row names), so every file a row of that moment names was already there when the rows were read; the files
 * written since are copied too and are harmless (no row of the archive names them). What this order cannot hold: a
 * file removed between the read and its copy, because its row was deleted after that moment; the archive then has
 * the row without the file, as it was just before the deletion.
 *
 * Rows are written to files in a folder of the system's temporary files first (a tar entry needs its size before
 * its bytes), then streamed into the archive with the files, so the shop is never held in memory.
 */
export async function writeBackup(db: Db, files: FileStore, target: string): Promise<BackupSummary> {
  const started = Date.now();
  const folder = await stat(path.dirname(target)).catch(() => null);
  if (!folder?.isDirectory()) throw new DomainError(400, `There is no folder ${path.dirname(target)} to write to`);
  const spool = await mkdtemp(path.join(tmpdir(), 'zewar-backup-'));
  const partial = `${target}.partial`;
  try {
    const engine = await engineOf(db);
    const createdAt = new Date().toISOString();
    const tables = await db.transaction((tx) => readTables(tx, spool), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const databaseMs = Date.now() - started;

    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    writing.catch(() => undefined);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt,
      engine,
      migrations: buildMigrations(),
      tables: [],
      files: [],
    };
    try {
      for (const t of tables) {
        const { size } = await stat(t.spooled);
        await pipeline(createReadStream(t.spooled), pack.entry({ name: tableEntry(t.name), size, mtime: new Date() }));
        manifest.tables.push({
          name: t.name,
          columns: t.columns,
          rows: t.rows,
          bytes: t.bytes,
          sha256: t.sha256,
        });
      }
      for (const prefix of FILE_PREFIXES) {
        const keys: string[] = [];
        for await (const f of files.list(prefix)) keys.push(f.key);
        for (const key of keys.sort()) {
          const opened = await files.open(key);
          // Removed since it was listed: no row of the archive's moment names it, or its row was deleted after it.
          if (!opened) continue;
          const hash = sha256();
          const seen = { bytes: 0 };
          await pipeline(
            opened.body,
            hashing(hash, seen),
            pack.entry({ name: fileEntry(key), size: opened.size, mtime: opened.modified }),
          );
          manifest.files.push({ key, bytes: seen.bytes, sha256: hash.digest('hex') });
        }
      }
      pack.entry({ name: MANIFEST, mtime: new Date() }, `${JSON.stringify(manifest, null, 1)}\n`);
      pack.finalize();
      await writing;
    } catch (err) {
      pack.destroy(err instanceof Error ? err : new Error(String(err)));
      await writing.catch(() => undefined);
      throw err;
    }
    await rename(partial, target);
    const { size } = await stat(target);
    return {
      file: target,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      bytes: size,
      databaseMs,
      ms: Date.now() - started,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

interface SpooledTable {
  name: string;
  columns: ShopTable['columns'];
  spooled: string;
  rows: number;
  bytes: number;
  sha256: string;
}

/** Every table's rows, one JSON line each, into a file of `spool` per table; run inside the backup's transaction. */
async function readTables(tx: Db, spool: string): Promise<SpooledTable[]> {
  const out: SpooledTable[] = [];
  for (const table of await shopTables(tx)) {
    const spooled = path.join(spool, `${table.name}.ndjson`);
    const stream = createWriteStream(spooled);
    const hash = sha256();
    let rows = 0;
    let bytes = 0;
    try {
      const columns = table.columns
        .map((c) => (keptAsText(c.type) ? `${quoted(c.name)}::text AS ${quoted(c.name)}` : quoted(c.name)))
        .join(', ');
      await tx.execute(
        sql.raw(
          `DECLARE zewar_backup NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM ${quoted(table.name)}) r`,
        ),
      );
      for (;;) {
        const fetched = await rowsOf<{ line: string }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM zewar_backup`));
        if (!fetched.length) break;
        const chunk = Buffer.from(fetched.map((r) => `${r.line}\n`).join(''), 'utf8');
        hash.update(chunk);
        rows += fetched.length;
        bytes += chunk.length;
        await written(stream, chunk);
      }
      await tx.execute(sql.raw('CLOSE zewar_backup'));
    } finally {
      stream.end();
      await finished(stream);
    }
    out.push({ name: table.name, columns: table.columns, spooled, rows, bytes, sha256: hash.digest('hex') });
  }
  return out;
}

/** Writes `chunk`, waiting while the stream's buffer is full. */
async function written(stream: WriteStream, chunk: Buffer) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}
