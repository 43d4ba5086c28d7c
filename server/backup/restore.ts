import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { rowsOf, type Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { FileStore } from '../files/store';
import {
  buildMigrations,
  FILE_PREFIXES,
  fileEntry,
  hashing,
  MANIFEST,
  ManifestSchema,
  sha256,
  tableEntry,
  type Manifest,
} from './archive';
import { quoted } from './backup';
import { keptAsText, shopTables, type ShopTable } from './tables';

/** What a restore gave back, for the owner's command to say. */
export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  createdAt: string;
  ms: number;
}

/** The manifest is read into memory: no shop's list of files comes near this. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;
/** Rows are inserted this many at a time (or fewer, when their JSON passes INSERT_BYTES). */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

/** An entry as the archive's reader hands it over: its name, its size by the header, and its bytes. */
interface ArchiveEntry {
  name: string;
  size: number;
  body: AsyncIterable<unknown>;
}

/**
 * Gives back the shop that an archive of writeBackup holds, into an empty database and an empty file store: the
 * database given must be migrated as the shop migrates it on start (the owner's command line does so before running
 * it).
 *
 * Nothing is written until the whole archive has been read and every entry's sha256 matches its manifest. Then the
 * files are put in the store, then every table's rows are inserted in one transaction, a table after those its
 * foreign keys name, and each table's sequences set past its highest id. Files before rows, as the shop writes them;
 * when the rows fail, the files just put are removed, so a failed restore leaves the target as empty as it was.
 *
 * A damaged or foreign archive, a target that is not empty, or an archive of other migrations is a DomainError
 * (400 or 409) saying what is wrong.
 */
export async function restoreBackup(db: Db, files: FileStore, source: string): Promise<RestoreSummary> {
  const started = Date.now();
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) throw new DomainError(404, `There is no backup file ${source}`);
  const tables = await shopTables(db);
  await refuseUnlessEmpty(db, files, tables);

  const spool = await mkdtemp(path.join(tmpdir(), 'zewar-restore-'));
  try {
    const { manifest, spooled } = await checkArchive(source, spool, tables);
    const written: string[] = [];
    try {
      await putFiles(source, files, manifest, written);
      await db.transaction(async (tx) => {
        for (const table of tables) {
          const kept = manifest.tables.find((t) => t.name === table.name);
          const file = spooled.get(table.name);
          if (kept && file) await insertRows(tx, table, file, kept.rows);
          await resetSequences(tx, table);
        }
      });
    } catch (err) {
      for (const key of written) await files.delete(key).catch(() => undefined);
      throw err;
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      createdAt: manifest.createdAt,
      ms: Date.now() - started,
    };
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/** A restore goes into a shop with nothing in it: no row in any of its tables, no file the backup would bring. */
async function refuseUnlessEmpty(db: Db, files: FileStore, tables: ShopTable[]) {
  const filled: string[] = [];
  for (const t of tables) {
    const [row] = await rowsOf<{ some: boolean }>(
      db,
      sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoted(t.name)}) AS some`),
    );
    if (row?.some) filled.push(t.name);
  }
  if (filled.length)
    throw new DomainError(
      409,
      `The database is not empty (rows in ${filled.join(', ')}): a backup is restored only into an empty database. ` +
        'Use a new DATA_DIR (or an empty PostgreSQL database), and restore before the shop is first started there.',
    );
  for (const prefix of FILE_PREFIXES) {
    for await (const f of files.list(prefix)) {
      throw new DomainError(
        409,
        `The file store is not empty (${f.key}): a backup is restored only where the shop has no files yet. ` +
          'Use a new DATA_DIR (or an empty bucket).',
      );
    }
  }
}

/** An archive that cannot be read: what is wrong, and that nothing was changed. */
const damaged = (source: string, what: string) =>
  new DomainError(400, `${source} is not a whole shop backup (${what}); nothing was restored.`);

/** Reads every entry of the archive in order, handing each to `each`; a gzip or tar that cannot be read is refused. */
async function readArchive(source: string, each: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(source), createGunzip(), extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') throw damaged(source, `${name} is not a file`);
      await each({ name, size, body: entry });
      entry.resume();
    }
    await feeding;
  } catch (err) {
    extract.destroy();
    if (err instanceof DomainError) throw err;
    throw damaged(source, err instanceof Error ? err.message : String(err));
  }
}

/**
 * The first reading: every entry's sha256 and size, the tables' rows set aside in `spool`, the manifest read and
 * held to what was found and to this build. Answers the manifest and where each table's rows were set aside.
 */
async function checkArchive(source: string, spool: string, tables: ShopTable[]) {
  const found = new Map<string, { bytes: number; sha256: string }>();
  const spooled = new Map<string, string>();
  let manifestText: string | undefined;
  await readArchive(source, async ({ name, size, body }) => {
    if (found.has(name) || (name === MANIFEST && manifestText !== undefined))
      throw damaged(source, `${name} is in it twice`);
    if (name === MANIFEST) {
      if (size > MANIFEST_MAX_BYTES) throw damaged(source, `its ${MANIFEST} is ${size} bytes`);
      manifestText = (await collect(body)).toString('utf8');
      return;
    }
    const hash = sha256();
    const seen = { bytes: 0 };
    const table = /^db\/([a-z_][a-z0-9_]*)\.ndjson$/.exec(name)?.[1];
    if (table) {
      const file = path.join(spool, `${table}.ndjson`);
      await pipeline(body, hashing(hash, seen), createWriteStream(file));
      spooled.set(table, file);
    } else if (name.startsWith('files/')) {
      await pipeline(body, hashing(hash, seen), async (chunks: AsyncIterable<Buffer>) => {
        for await (const _ of chunks);
      });
    } else throw damaged(source, `it holds ${name}, which a shop backup does not`);
    found.set(name, { bytes: seen.bytes, sha256: hash.digest('hex') });
  });
  if (manifestText === undefined) throw damaged(source, `it has no ${MANIFEST}: not a shop backup, or cut short`);
  const manifest = parseManifest(source, manifestText);

  const expected = new Map<string, { bytes: number; sha256: string }>([
    ...manifest.tables.map((t) => [tableEntry(t.name), t] as const),
    ...manifest.files.map((f) => [fileEntry(f.key), f] as const),
  ]);
  for (const [name, want] of expected) {
    const got = found.get(name);
    if (!got) throw damaged(source, `${name} is missing`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw damaged(source, `${name} does not match its sha256 in ${MANIFEST}`);
  }
  const extra = [...found.keys()].find((name) => !expected.has(name));
  if (extra) throw damaged(source, `${extra} is not in its ${MANIFEST}`);

  const ours = buildMigrations();
  if (manifest.migrations.join('\n') !== ours.join('\n'))
    throw new DomainError(
      409,
      `The backup was made by a shop at migration ${manifest.migrations.at(-1) ?? '(none)'}; this one is at ` +
        `${ours.at(-1) ?? '(none)'}. Restore it with the shop's version that made it, then start this version on ` +
        'it to bring it up to date; nothing was restored.',
    );
  for (const kept of manifest.tables) {
    const table = tables.find((t) => t.name === kept.name);
    const same = (a: ShopTable['columns'], b: ShopTable['columns']) => JSON.stringify(a) === JSON.stringify(b);
    if (!table || !same(table.columns, kept.columns))
      throw new DomainError(
        409,
        `The backup's table ${kept.name} does not match this database's (${table ? 'other columns' : 'no such table'}); ` +
          'nothing was restored.',
      );
  }
  return { manifest, spooled };
}

function parseManifest(source: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(source, `its ${MANIFEST} is not JSON`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw damaged(
      source,
      `its ${MANIFEST} is not a shop backup's: ${issue?.path.join('.') || 'manifest'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The second reading: each file put in the store, its bytes checked again against the manifest as they are read. */
async function putFiles(source: string, files: FileStore, manifest: Manifest, written: string[]) {
  const wanted = new Map(manifest.files.map((f) => [fileEntry(f.key), f]));
  await readArchive(source, async ({ name, body }) => {
    const want = wanted.get(name);
    if (!want) return;
    const data = await collect(body);
    if (sha256().update(data).digest('hex') !== want.sha256)
      throw damaged(source, `${name} changed since it was checked`);
    written.push(want.key);
    await files.put(want.key, data);
  });
  if (written.length !== manifest.files.length) throw damaged(source, 'files went missing since it was checked');
}

/** A table's rows from the lines set aside, INSERT_ROWS at a time, as the JSON the backup wrote them as. */
async function insertRows(tx: Db, table: ShopTable, file: string, expected: number) {
  const names = table.columns.map((c) => quoted(c.name)).join(', ');
  const values = table.columns
    .map((c) => (keptAsText(c.type) ? `x.${quoted(c.name)}::${c.type}` : `x.${quoted(c.name)}`))
    .join(', ');
  const shape = table.columns.map((c) => `${quoted(c.name)} ${keptAsText(c.type) ? 'text' : c.type}`).join(', ');
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    const json = `[${batch.join(',')}]`;
    try {
      await tx.execute(
        sql`${sql.raw(`INSERT INTO ${quoted(table.name)} (${names}) SELECT ${values} FROM json_to_recordset(`)}${json}${sql.raw(`::json) AS x(${shape})`)}`,
      );
    } catch (err) {
      throw new DomainError(
        400,
        `The backup's rows of ${table.name} could not be written (${messageOf(err)}); nothing was restored.`,
      );
    }
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  }
  await flush();
  if (rows !== expected)
    throw new DomainError(400, `The backup holds ${rows} rows of ${table.name}, its manifest says ${expected}`);
}

/** Each sequence of the table set so that the next id is past the highest restored (1 again on an empty table). */
async function resetSequences(tx: Db, table: ShopTable) {
  for (const { column, sequence } of table.sequences) {
    const c = quoted(column);
    await tx.execute(
      sql`${sql.raw('SELECT setval(')}${sequence}${sql.raw(`::regclass, coalesce(max(${c}), 1), max(${c}) IS NOT NULL) FROM ${quoted(table.name)}`)}`,
    );
  }
}

/** An entry's bytes, whole. */
async function collect(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    if (!(chunk instanceof Uint8Array)) throw new Error('An archive entry gave something other than bytes');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The database's own message of a failure (drizzle wraps it as the cause of its own). */
function messageOf(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}
