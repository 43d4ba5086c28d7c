/**
 * The pictures of a stock import sent as one .zip (docs/behaviour.md §11.12): its picture and video files are
 * written, flat, into a folder; folders inside the archive, other files and the Mac's __MACOSX leftovers are passed
 * over. Names are the files' own (without their folders), so nothing can be written outside the folder.
 *
 * A small archive must not unpack into a full disk (ZIP_LIMITS): its directory is read first, and an archive that
 * says it holds too many files, a file too large, too many bytes in all, or many more bytes than its own size (pictures
 * are compressed already and barely shrink in a .zip: a high ratio is a zip bomb) is refused before anything is
 * written. The directory's sizes are not trusted alone: the bytes are counted again as they are written, and an entry
 * that gives more than its directory said stops the unpacking.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ZIP_LIMITS } from '../../../core/stock-import-schemas';
import { DomainError } from '../../common/domain-error';

const PICTURE_NAME = /^[\w.-]+\.(jpe?g|png|gif|webp|mp4|webm|ogg)$/i;

const MB = 1024 ** 2;
/** '98 kB', '1,024 MB', '2 GB': sizes as the owner reads them. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3} GB`
    : bytes >= MB
      ? `${Math.round(bytes / MB).toLocaleString('en')} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** What an archive may unpack to in all: its share by ratio (at least the floor), never more than the cap. */
export const unpackAllowance = (zipBytes: number) =>
  Math.min(ZIP_LIMITS.bytes, Math.max(ZIP_LIMITS.ratio * zipBytes, ZIP_LIMITS.ratioFloorBytes));

/** What is in an archive, by its directory: the pictures it would give and their bytes unpacked. */
export interface ZipContents {
  pictures: number;
  bytes: number;
}

const tooLarge = (message: string) => new DomainError(413, message, 'pictures');

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

async function opened(file: string): Promise<yauzl.ZipFile> {
  try {
    return await openZip(file);
  } catch (err) {
    throw new DomainError(
      400,
      `The pictures file is not a .zip archive (${err instanceof Error ? err.message : String(err)})`,
      'pictures',
    );
  }
}

/**
 * Reads the archive's directory and returns the entries to unpack (one per name, flattened), refusing with a 413 an
 * archive beyond ZIP_LIMITS. Nothing is written.
 */
function survey(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > ZIP_LIMITS.entries)
    return Promise.reject(
      tooLarge(
        `The .zip archive holds ${zip.entryCount.toLocaleString('en')} files; at most ${ZIP_LIMITS.entries.toLocaleString('en')} are read from one archive: send it in parts`,
      ),
    );
  const allowance = unpackAllowance(zip.fileSize);
  const taken: yauzl.Entry[] = [];
  const seen = new Set<string>();
  let bytes = 0;
  return new Promise<yauzl.Entry[]>((resolve, reject) => {
    const refuse = (err: unknown) => {
      zip.removeAllListeners('entry');
      reject(
        err instanceof DomainError
          ? err
          : new DomainError(
              400,
              `The .zip archive could not be read: ${err instanceof Error ? err.message : String(err)}`,
              'pictures',
            ),
      );
    };
    zip.on('error', refuse);
    zip.once('end', () => resolve(taken));
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
      taken.push(entry);
      bytes += entry.uncompressedSize;
      if (taken.length > ZIP_LIMITS.pictures)
        return refuse(
          tooLarge(
            `The .zip archive holds more than ${ZIP_LIMITS.pictures.toLocaleString('en')} pictures, the most one archive may hold: send it in parts`,
          ),
        );
      if (entry.uncompressedSize > ZIP_LIMITS.entryBytes)
        return refuse(
          tooLarge(
            `${name} in the .zip archive unpacks to ${sizeText(entry.uncompressedSize)}; a picture or video may be at most ${sizeText(ZIP_LIMITS.entryBytes)}`,
          ),
        );
      if (bytes > ZIP_LIMITS.bytes)
        return refuse(
          tooLarge(
            `The .zip archive unpacks to more than ${sizeText(ZIP_LIMITS.bytes)}, the most one archive may unpack to: send it in parts`,
          ),
        );
      if (bytes > allowance) return refuse(tooLarge(ratioRefusal(bytes, zip.fileSize)));
      zip.readEntry();
    });
    zip.readEntry();
  });
}

const ratioRefusal = (bytes: number, zipBytes: number) =>
  `The .zip archive unpacks to more than ${sizeText(bytes)} from ${sizeText(zipBytes)}: pictures are compressed already, so an archive may unpack to at most ${ZIP_LIMITS.ratio} times its size (or ${sizeText(ZIP_LIMITS.ratioFloorBytes)}). It is refused`;

/** Reads the archive's directory only: what it would give, or a 413 naming the limit it goes beyond. */
export async function zipContents(file: string): Promise<ZipContents> {
  const zip = await opened(file);
  try {
    const entries = await survey(zip);
    return { pictures: entries.length, bytes: entries.reduce((sum, e) => sum + e.uncompressedSize, 0) };
  } finally {
    zip.close();
  }
}

/** Passes the bytes on, counting them, and stops the stream with `over`'s refusal once it gives one. */
function counted(over: (chunkBytes: number) => DomainError | null): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
      const refusal = over(chunk.length);
      if (refusal) done(refusal);
      else done(null, chunk);
    },
  });
}

/**
 * Unpacks the archive's pictures into `dir` (its directory read and checked first, see the module's comment);
 * returns how many. A file that is not a zip archive is a 400, one beyond ZIP_LIMITS a 413; the caller removes what
 * was written when it fails.
 */
export async function unzipPictures(
  file: string,
  dir: string,
  onPicture?: (done: number, total: number) => void | Promise<void>,
): Promise<number> {
  const zip = await opened(file);
  try {
    const entries = await survey(zip);
    await mkdir(dir, { recursive: true });
    const allowance = unpackAllowance(zip.fileSize);
    let written = 0;
    let done = 0;
    for (const entry of entries) {
      const name = path.posix.basename(entry.fileName);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
      ).catch((err: unknown) => {
        throw new DomainError(
          400,
          `The .zip archive could not be read (${name}: ${err instanceof Error ? err.message : String(err)})`,
          'pictures',
        );
      });
      const damaged = new DomainError(
        400,
        `The .zip archive is damaged: ${name} holds more than its directory says (${entry.uncompressedSize} bytes)`,
        'pictures',
      );
      let own = 0;
      // yauzl stops an entry that gives more than its directory said; the bytes are counted here as well.
      const over = (n: number): DomainError | null => {
        own += n;
        written += n;
        if (own > ZIP_LIMITS.entryBytes)
          return tooLarge(`${name} in the .zip archive unpacks to more than ${sizeText(ZIP_LIMITS.entryBytes)}`);
        if (own > entry.uncompressedSize) return damaged;
        return written > allowance ? tooLarge(ratioRefusal(written, zip.fileSize)) : null;
      };
      try {
        await pipeline(stream, counted(over), createWriteStream(path.join(dir, name)));
      } catch (err) {
        if (err instanceof DomainError) throw err;
        if (err instanceof Error && err.message.startsWith('too many bytes')) throw damaged;
        throw new DomainError(
          400,
          `The .zip archive could not be read (${name}: ${err instanceof Error ? err.message : String(err)})`,
          'pictures',
        );
      }
      done += 1;
      await onPicture?.(done, entries.length);
    }
    return done;
  } finally {
    zip.close();
  }
}
