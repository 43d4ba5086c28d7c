/**
 * The pictures sent with a stock import, checked by their content, not by their names (docs/behaviour.md §11.12):
 * a picture by its header (server/files/uploads.ts), a video by its first bytes.
 */
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isVideoName } from '../../../core/media';
import { IMPORT_PICTURE_MAX_BYTES } from '../../../core/stock-import-schemas';
import { isPictureFormat, pictureHeader, STAFF_PICTURE_MAX_PIXELS } from '../../files/uploads';
import { extensionOf } from '../stock/pictures';

const VIDEO_SIGNATURES: ReadonlyMap<string, (b: Buffer) => boolean> = new Map(
  Object.entries({
    mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
    webm: (b) => b.readUInt32BE(0) === 0x1a45dfa3,
    ogg: (b) => b.subarray(0, 4).toString('latin1') === 'OggS',
  }),
);

/** Why a picture sent with the file cannot be used, or null when it can (checked by content, not by name). */
export async function pictureProblem(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return 'it could not be read';
  if (info.size > IMPORT_PICTURE_MAX_BYTES) return `it is larger than ${IMPORT_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
  if (isVideoName(file)) {
    const head = Buffer.alloc(12);
    const handle = await open(file, 'r');
    try {
      await handle.read(head, 0, 12, 0);
    } finally {
      await handle.close();
    }
    return VIDEO_SIGNATURES.get(extensionOf(file))?.(head) ? null : `it is not a ${extensionOf(file)} video`;
  }
  // One read of the header for both the pixels and the format.
  const header = await pictureHeader(file);
  if (!header) return 'it is not a picture';
  if (header.pixels > STAFF_PICTURE_MAX_PIXELS)
    return `it is larger than ${STAFF_PICTURE_MAX_PIXELS / 1_000_000} megapixels`;
  return isPictureFormat(header.format) ? null : 'it is not a JPEG, PNG, GIF or WebP picture';
}

/** The picture files sent with an import, by lower-cased name (a folder: the upload's or the one the command named). */
export async function picturesSent(dir: string | null): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!dir) return found;
  for (const name of await readdir(dir).catch(() => [])) found.set(name.toLowerCase(), path.join(dir, name));
  return found;
}
