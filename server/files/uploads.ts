import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  notAPicture,
  picturesBusy,
  tooLarge,
  tooManyPixels,
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '../../core/upload-rules';
import { DomainError } from '../common/domain-error';
import { BoundedQueue, QueueFull } from './picture-queue';
import type { FileStore } from './store';

const ALLOWED = new Set<string>(UPLOAD_FORMATS);

/**
 * The most pixels a picture from the back office may have (the stock page, the stock import): a camera's full-size
 * photo, up to a 108 MP phone's or a 100 MP medium-format camera's; a 200 MP phone's is refused (docs/decisions/060).
 */
export const STAFF_PICTURE_MAX_PIXELS = 120_000_000;

/**
 * Where pictures are decoded and re-encoded, a few at a time (docs/decisions/060). sharp decodes in libuv's pool of
 * four threads, which the shop's file reads and writes share: guests' photos and the back office's pictures take at
 * most two of them, with at most 8 waiting; a guest's picture beyond that is answered 503 at once.
 */
export const pictureWork = new BoundedQueue(Math.min(2, availableParallelism()), 8);
/** Orders' deposit slips, in a lane of their own, so that no order waits behind another guest's photos. */
export const slipWork = new BoundedQueue(1, 8);
/** Seconds a guest is asked to wait (Retry-After) when the pictures' queue is full: it empties in one or two. */
export const PICTURES_RETRY_AFTER_SECONDS = 5;

/** A guest's picture as sent: the field it came in, what the guest calls it, its bytes. */
export interface GuestPicture {
  field: string;
  label: string;
  data: Buffer;
}

/**
 * What a picture's header says (a millisecond, nothing decoded): its format as sharp names it and the pixels of its
 * first page; null when it is not a picture sharp can read. No pixel limit on reading it: that would refuse a large
 * picture as if it were no picture at all.
 */
export async function pictureHeader(input: Buffer | string): Promise<{ format: string; pixels: number } | null> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.format ? { format: meta.format, pixels: (meta.width ?? 0) * (meta.height ?? 0) } : null;
}

/** A format the shop takes for a picture: JPG, PNG, GIF or WebP (core/upload-rules.ts). */
export const isPictureFormat = (format: string) => ALLOWED.has(format);

/**
 * Checks a picture by its header alone, before anything is decoded (a millisecond): a 400 naming `label` when it
 * is not a JPG, PNG, GIF or WebP picture, a 413 when it claims more than `maxPixels`.
 */
async function checkHeader(data: Buffer, field: string, label: string, maxPixels: number): Promise<void> {
  const header = await pictureHeader(data);
  if (!header || !isPictureFormat(header.format)) throw new DomainError(400, notAPicture(label), field);
  if (header.pixels > maxPixels) throw new DomainError(413, tooManyPixels(label, maxPixels), field);
}

/** Decodes a checked picture (its first page) and re-encodes it upright as a JPEG of at most 2400 px a side on white. */
async function reencode(data: Buffer, field: string, label: string, maxPixels: number): Promise<Buffer> {
  try {
    // sharp's own limit as well, in case the picture holds more than its header said.
    return await sharp(data, { pages: 1, limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && err.message.includes('pixel limit'))
      throw new DomainError(413, tooManyPixels(label, maxPixels), field);
    throw new DomainError(400, `${label} could not be read as a picture`, field);
  }
}

/**
 * Guests' uploads (docs/behaviour.md §10.6): jpg, jpeg, png, gif and webp only, checked by content (not by name), at
 * most 5 MB and 50 megapixels, re-encoded on receipt so camera metadata (GPS) is dropped. Every picture is checked
 * before any is decoded; then all of them are re-encoded in one turn of the queue (`slip`: the orders' own lane), or
 * refused with 503 and Retry-After at once when it is full. Returns the pictures in order, each with its JPEG.
 */
export async function cleanImages(
  pictures: readonly GuestPicture[],
  lane: 'photo' | 'slip' = 'photo',
): Promise<GuestPicture[]> {
  for (const p of pictures) {
    if (p.data.length > UPLOAD_MAX_BYTES) throw new DomainError(400, tooLarge(p.label), p.field);
    await checkHeader(p.data, p.field, p.label, UPLOAD_MAX_PIXELS);
  }
  const [first] = pictures;
  if (!first) return [];
  const reencodeAll = async () => {
    const out: GuestPicture[] = [];
    for (const p of pictures) out.push({ ...p, data: await reencode(p.data, p.field, p.label, UPLOAD_MAX_PIXELS) });
    return out;
  };
  try {
    return await (lane === 'slip' ? slipWork : pictureWork).run(reencodeAll);
  } catch (err) {
    if (!(err instanceof QueueFull)) throw err;
    const what = pictures.length === 1 ? first.label : 'photos';
    throw new DomainError(503, picturesBusy(what), undefined, PICTURES_RETRY_AFTER_SECONDS);
  }
}

/** One guest's upload, as cleanImages. */
export async function cleanImage(
  data: Buffer,
  field: string,
  label: string,
  lane: 'photo' | 'slip' = 'photo',
): Promise<Buffer> {
  const [out] = await cleanImages([{ field, label, data }], lane);
  if (!out) throw new Error('cleanImages returned nothing for one picture');
  return out.data;
}

/**
 * A picture checked by its content (JPG, PNG, GIF or WebP, whatever its name says) and re-encoded as a JPEG of at most
 * 2400 px a side on white, without its metadata: a 400 naming `label` when it is not one, a 413 when it has more than
 * STAFF_PICTURE_MAX_PIXELS. For the back office's pictures (server/services/stock/pictures.ts, the stock import), whose
 * callers set their own byte limits: it waits for its turn in pictureWork however long the line, never refused.
 */
export async function reencodePicture(data: Buffer, field: string, label: string): Promise<Buffer> {
  await checkHeader(data, field, label, STAFF_PICTURE_MAX_PIXELS);
  return pictureWork.run(() => reencode(data, field, label, STAFF_PICTURE_MAX_PIXELS), 'wait');
}

/**
 * Stores a cleaned upload in the file store under `uploads/{kind}/` (never served on a public URL, only through the
 * signed-in back office); returns its key, which its row keeps.
 */
export async function storeUpload(store: FileStore, kind: string, stem: string, data: Buffer): Promise<string> {
  const key = `uploads/${kind}/${stem.replace(/[^\w-]/g, '')}-${randomBytes(6).toString('hex')}.jpg`;
  await store.put(key, data, 'image/jpeg');
  return key;
}
