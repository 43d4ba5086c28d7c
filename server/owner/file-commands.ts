/**
 * `files copy-to-store` (README, "Running on several machines"; docs/decisions/103-one-file-store.md): copies every
 * file a DATA_DIR keeps (pictures, certificates, guests' uploads, stock imports' files) into the S3-compatible store
 * the settings name, and reads each one back to check it: its size and its SHA-256 the same as the local file's. A
 * file already there and equal is skipped, so the command may be run again after a failure or a late upload. It says
 * how many were copied, skipped and wrong, and fails when any is wrong.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '../common/domain-error';
import { LocalStore } from '../files/local-store';
import type { FileStore } from '../files/store';

/** The folders of DATA_DIR whose files belong in the store (not the database, the outbox or the resized copies). */
export const STORED_FOLDERS = ['images/', 'certificates/', 'uploads/', 'imports/'] as const;

export const FILES_USAGE = `  files copy-to-store    copy DATA_DIR's pictures, certificates, uploads and imports into the
                         S3-compatible store FILES_S3_BUCKET names, each read back and checked; run it again
                         to copy what came since (files there already and equal are skipped)`;

export const isFileCommand = (args: readonly string[]) => args[0] === 'files';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The type a file is kept with in the store, by its name. */
const typeOf = (key: string) =>
  ({
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    ogg: 'video/ogg',
    csv: 'text/csv',
    json: 'application/json',
    zip: 'application/zip',
  })[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];

export interface CopyResult {
  copied: number;
  skipped: number;
  /** The keys whose copy could not be written or did not read back the same, each with why. */
  failed: { key: string; why: string }[];
  bytes: number;
}

/** Copies and checks every file of `from` under STORED_FOLDERS into `to` (see the module's comment). */
export async function copyToStore(
  from: FileStore,
  to: FileStore,
  onFile?: (key: string, done: number) => void,
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  let done = 0;
  for (const folder of STORED_FOLDERS) {
    for await (const file of from.list(folder)) {
      done += 1;
      onFile?.(file.key, done);
      try {
        const data = await from.get(file.key);
        if (!data) continue; // removed since it was listed
        const hash = sha256(data);
        const there = await to.head(file.key);
        if (there?.size === data.length) {
          const back = await to.get(file.key);
          if (back && sha256(back) === hash) {
            result.skipped += 1;
            continue;
          }
        }
        await to.put(file.key, data, typeOf(file.key));
        const back = await to.get(file.key);
        if (!back) result.failed.push({ key: file.key, why: 'not there when read back' });
        else if (back.length !== data.length)
          result.failed.push({ key: file.key, why: `read back ${back.length} bytes of ${data.length}` });
        else if (sha256(back) !== hash) result.failed.push({ key: file.key, why: 'read back different bytes' });
        else {
          result.copied += 1;
          result.bytes += data.length;
        }
      } catch (err) {
        result.failed.push({ key: file.key, why: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return result;
}

/** Runs `files ...` with the store the settings chose and DATA_DIR; returns what to print, or throws what failed. */
export async function runFileCommand(store: FileStore, dataDir: string, args: readonly string[]): Promise<string> {
  if (args[1] !== 'copy-to-store' || args.length > 2)
    throw new DomainError(400, `Usage: npm run shop -- <command>\n${FILES_USAGE}`);
  if (store.kind !== 's3')
    throw new DomainError(
      400,
      'FILES_S3_BUCKET is not set: the shop keeps its files in DATA_DIR, so there is no store to copy them to. Set FILES_S3_BUCKET and the other FILES_S3_ settings (README, "Running on several machines") and run it again.',
    );
  await store.check();
  const r = await copyToStore(new LocalStore(dataDir), store);
  const lines = [
    `Copied ${r.copied} file(s) (${(r.bytes / 1024 / 1024).toFixed(1)} MB) from ${dataDir} into the file store and read each back the same.`,
    `${r.skipped} file(s) were there already and the same.`,
  ];
  if (!r.failed.length) return [...lines, 'Every file is in the store.'].join('\n');
  throw new DomainError(
    500,
    [
      ...lines,
      `${r.failed.length} file(s) could not be copied or did not read back the same:`,
      ...r.failed.map((f) => `  ${f.key}: ${f.why}`),
      'Run the command again once the store answers; the files copied already are skipped.',
    ].join('\n'),
  );
}
