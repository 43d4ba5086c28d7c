import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { z } from 'zod';
import { migrationsFolder } from '../db/client';

/**
 * What a backup archive holds (docs/decisions/104-backup-and-restore.md): a gzipped tar of
 *
 * - `db/TABLE.ndjson`: each row of a table as one line of JSON (`row_to_json`; json and jsonb columns as their text);
 * - `files/KEY`: each file of the file store, under its key (`files/images/ab12.webp`);
 * - `manifest.json`, last: what the archive holds, each entry's size and sha256, and the migrations it was made at.
 */
export const MANIFEST = 'manifest.json';
export const FORMAT = 'zewar-backup';
export const FORMAT_VERSION = 1;
/** The files a backup holds: pictures and videos, certificates, guests' uploads, stock imports' files. */
export const FILE_PREFIXES = ['images/', 'certificates/', 'uploads/', 'imports/'] as const;

export const tableEntry = (table: string) => `db/${table}.ndjson`;
export const fileEntry = (key: string) => `files/${key}`;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Key = z
  .string()
  .min(1)
  .refine((k) => !k.startsWith('/') && !k.split('/').some((p) => p === '' || p === '..' || p === '.'), 'not a file key')
  .refine((k) => FILE_PREFIXES.some((p) => k.startsWith(p)), 'not under a folder the backup keeps');

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  engine: z.enum(['pglite', 'postgres']),
  /** The migrations of the build that made it, by name, in order. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })),
      rows: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      sha256: Sha256,
    }),
  ),
  files: z.array(z.object({ key: Key, bytes: z.number().int().nonnegative(), sha256: Sha256 })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The names of this build's migrations, in order, from drizzle's journal beside them. */
export function buildMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/** A stream that passes its bytes on unchanged and adds them to `hash` and to the count `seen.bytes`. */
export function hashing(hash: Hash, seen: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

export const sha256 = () => createHash('sha256');
