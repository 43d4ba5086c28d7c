import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { notAPicture, tooLarge, UPLOAD_FORMATS, UPLOAD_MAX_BYTES } from '../core/upload-rules';
import { DomainError } from './domain-error';

const ALLOWED = new Set<string>(UPLOAD_FORMATS);

/**
 * Uploads (docs/behaviour.md §10.6): jpg, jpeg, png, gif and webp only, checked by content (not by name), at most 5 MB,
 * re-encoded on receipt so camera metadata (GPS) is dropped. Returns the re-encoded JPEG.
 */
export async function cleanImage(data: Buffer, field: string, label: string): Promise<Buffer> {
  if (data.length > UPLOAD_MAX_BYTES) throw new DomainError(400, tooLarge(label), field);
  return reencodePicture(data, field, label);
}

/**
 * A picture checked by its content (JPG, PNG, GIF or WebP, whatever its name says) and re-encoded as a JPEG of at most
 * 2400 px a side on white, without its metadata: a 400 naming `label` when it is not one. cleanImage with no size
 * limit of its own, for callers that set theirs (the pieces' pictures, server/services/stock-pictures.ts).
 */
export async function reencodePicture(data: Buffer, field: string, label: string): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ALLOWED.has(format)) throw new DomainError(400, notAPicture(label), field);
  try {
    return await sharp(data, { pages: 1 })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new DomainError(400, `${label} could not be read as a picture`, field);
  }
}

/** Stores a cleaned upload under DATA_DIR/uploads/{kind} (never served on a public URL); returns its path. */
export async function storeUpload(dataDir: string, kind: string, stem: string, data: Buffer): Promise<string> {
  const dir = path.join(dataDir, 'uploads', kind);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${stem.replace(/[^\w-]/g, '')}-${randomBytes(6).toString('hex')}.jpg`);
  await writeFile(file, data, { mode: 0o600 });
  return file;
}
