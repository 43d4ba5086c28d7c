/**
 * The pictures of a stock import sent as one .zip (docs/behaviour.md §11.12): its picture and video files are
 * written, flat, into a folder; folders inside the archive, other files and the Mac's __MACOSX leftovers are passed
 * over. Names are the files' own (without their folders), so nothing can be written outside the folder, and the
 * archive's sizes are bounded so a small file cannot unpack into a full disk.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { DomainError } from '../domain-error';

const PICTURE_NAME = /^[\w.-]+\.(jpe?g|png|gif|webp|mp4|webm|ogg)$/i;
/** At most this many files, and this many bytes unpacked, from one archive. */
export const ZIP_LIMITS = { entries: 20_000, bytes: 4 * 1024 * 1024 * 1024 } as const;

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

/** Unpacks the archive's pictures into `dir`; returns how many. A file that is not a zip archive is a 400. */
export async function unzipPictures(file: string, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (err) {
    throw new DomainError(400, `The pictures file is not a .zip archive (${err instanceof Error ? err.message : err})`);
  }
  let count = 0;
  let bytes = 0;
  const seen = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    const failWith = (err: unknown) => {
      zip.close();
      reject(
        err instanceof DomainError ? err : new DomainError(400, `The .zip archive could not be read: ${String(err)}`),
      );
    };
    zip.on('error', failWith);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = path.posix.basename(entry.fileName);
      const skip =
        entry.fileName.endsWith('/') ||
        entry.fileName.startsWith('__MACOSX/') ||
        name.startsWith('.') ||
        !PICTURE_NAME.test(name) ||
        seen.has(name.toLowerCase());
      if (skip) return zip.readEntry();
      seen.add(name.toLowerCase());
      count += 1;
      bytes += entry.uncompressedSize;
      if (count > ZIP_LIMITS.entries || bytes > ZIP_LIMITS.bytes)
        return failWith(
          new DomainError(
            400,
            `The .zip archive holds more than ${ZIP_LIMITS.entries} pictures or ${ZIP_LIMITS.bytes / 1024 ** 3} GB: send it in parts`,
          ),
        );
      zip.openReadStream(entry, (err, stream) => {
        if (err) return failWith(err);
        pipeline(stream, createWriteStream(path.join(dir, name)))
          .then(() => zip.readEntry())
          .catch(failWith);
      });
    });
    zip.readEntry();
  });
  return count;
}
