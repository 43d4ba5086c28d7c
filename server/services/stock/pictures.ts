/**
 * The pieces' pictures (docs/behaviour.md §11.11, docs/decisions/030-stock-page.md). A picture is checked by its
 * content, re-encoded as a JPEG without its metadata, and kept in the file store under `images/` with a name of its own
 * made from the piece and the picture's content (`images/ZG-10001-3fa9c2d1.jpg`): /Image/... is cached for a year as
 * immutable, so a new picture must never take an old one's name. The stock page replaces a piece's pictures here; the
 * stock import stores the pictures it is given with storePicture too, under the names its file gives them, under its
 * own keys until its transaction commits (placeImportedPictures).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isVideoName } from '../../../core/media';
import { tooLarge } from '../../../core/upload-rules';
import type { Db } from '../../db/client';
import { stockImages, stockItems } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { forgetRenditions } from '../../files/picture-cache';
import type { ShopFiles } from '../../files/shop-files';
import type { FileStore } from '../../files/store';
import { reencodePicture } from '../../files/uploads';
import { audit, type Actor } from '../audit';

/** The largest picture file storePicture takes (a camera's full-size photo); the stock page sends at most 5 MB. */
export const PICTURE_MAX_BYTES = 25 * 1024 * 1024;

/** A picture's key in the file store: `images/{name}`. */
export const pictureKey = (name: string) => `images/${name}`;

/** A stored picture's name: letters, digits, - and _ of the piece's tag number, then 8 hex of its content. */
export const stemOf = (tagNoOrName: string) =>
  tagNoOrName
    .replace(/[^\w-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, 60) || 'piece';

/** A name /Image serves and this module may delete: no path, no leading dot. */
const SAFE_NAME = /^\w[\w.-]{0,120}$/;

/** A file's extension, lower-cased, without its dot: `jpg`. */
export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

export interface PreparedPicture {
  /** The name it is stored under. */
  name: string;
  /** The re-encoded JPEG (a video the stock import stores: as it was sent). */
  data: Buffer;
}

/**
 * Checks and re-encodes one picture for a piece and names it, without storing it: a 400 naming `label` (the file's
 * name) when it is not a JPG, PNG, GIF or WebP picture by its content, or is over PICTURE_MAX_BYTES; a 413 when it
 * has more pixels than a camera makes (STAFF_PICTURE_MAX_PIXELS, server/files/uploads.ts).
 */
export async function preparePicture(tagNoOrName: string, data: Buffer, label: string): Promise<PreparedPicture> {
  if (data.length > PICTURE_MAX_BYTES) throw new DomainError(400, tooLarge(label, PICTURE_MAX_BYTES), 'pictures');
  const jpeg = await reencodePicture(data, 'pictures', label);
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 8);
  return { name: `${stemOf(tagNoOrName)}-${hash}.jpg`, data: jpeg };
}

/**
 * A picture the stock import stores under the name its file gives it, re-encoded as preparePicture does (a video as it
 * was sent). Its size and content were checked with the file (pictureProblem,
 * server/services/stock-import/picture-checks.ts), so they are not checked again here.
 */
async function prepareNamed(name: string, data: Buffer, label: string): Promise<PreparedPicture> {
  return { name, data: isVideoName(name) ? data : await reencodePicture(data, 'pictures', label) };
}

/** The type a stored picture, video or certificate is served as (and is kept with in S3-compatible storage). */
export const typeOf = (name: string) =>
  ({ jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', pdf: 'application/pdf' })[
    extensionOf(name)
  ] ?? 'application/octet-stream';

/**
 * Writes a prepared picture (or certificate, certificates.ts) under a key (whole or not at all); one already there is
 * the same file (under `images/` its name is its content's; an import's keys are its own and new).
 */
export async function writePicture(store: FileStore, key: string, p: PreparedPicture): Promise<void> {
  if (await store.head(key)) return;
  await store.put(key, p.data, typeOf(p.name));
}

/**
 * Where the stock import stores a picture its file names (docs/decisions/028, 030): under its own keys, with that
 * name, until the import's transaction commits and placeImportedPictures moves it to `images/`.
 */
export interface ImportedPicture {
  /** The keys' beginning its pictures wait under (`imports/{id}/ready`). */
  folder: string;
}

/**
 * Stores one picture of a piece in DATA_DIR/images and returns the name it is stored under, for the piece's Images:
 * checked by content and re-encoded (preparePicture), named after `tagNoOrName` and its content, so the same picture
 * stored twice is one file and a changed one never takes an old name. A 400 naming `label` (default: the name given)
 * when it is not a picture. With `imported`, a stock import's picture: `tagNoOrName` is the name its file gives it,
 * kept, and it is written into the import's folder (prepareNamed).
 */
export async function storePicture(
  files: ShopFiles,
  tagNoOrName: string,
  data: Buffer,
  label = tagNoOrName,
  imported?: ImportedPicture,
): Promise<string> {
  const p = imported ? await prepareNamed(tagNoOrName, data, label) : await preparePicture(tagNoOrName, data, label);
  await writePicture(files.store, imported ? `${imported.folder}/${p.name}` : pictureKey(p.name), p);
  return p.name;
}

/**
 * Moves the pictures a stock import stored under its keys (storePicture with `imported`) to `images/` once its
 * transaction has committed, over the files of the same names, and removes /Image's resized copies of them.
 */
export async function placeImportedPictures(files: ShopFiles, folder: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const data = await files.store.get(`${folder}/${name}`);
    if (!data) throw new Error(`The imported picture ${name} is missing from the file store`);
    await files.store.put(pictureKey(name), data, typeOf(name));
    await files.store.delete(`${folder}/${name}`);
  }
  await forgetRenditions(files.dataDir, names);
}

/** The names among `names` that some piece shows (a stock_image row holds them). */
export async function picturesShown(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .select({ name: stockImages.imageName })
    .from(stockImages)
    .where(inArray(stockImages.imageName, [...names]));
  return new Set(rows.map((r) => r.name));
}

/**
 * Deletes the picture files of these names, and /Image's resized copies of them, that no piece uses any more (a name
 * some stock_image row still holds is kept). Returns the names whose files were removed.
 */
export async function removeUnusedPictures(db: Db, files: ShopFiles, names: readonly string[]): Promise<string[]> {
  const candidates = [...new Set(names)].filter((n) => SAFE_NAME.test(n));
  if (!candidates.length) return [];
  const used = await picturesShown(db, candidates);
  const unused = candidates.filter((n) => !used.has(n));
  if (!unused.length) return [];
  for (const name of unused) await files.store.delete(pictureKey(name));
  await forgetRenditions(files.dataDir, unused);
  return unused;
}

export interface SentPicture {
  /** The file's name as sent, to name it in a refusal. */
  filename: string;
  data: Buffer;
}

/** A piece's row by its tag number before its files are written, or the 404 naming it (pictures, certificates). */
export async function pieceOr404(db: Db, tagNo: string): Promise<{ tagNo: string }> {
  const [found] = await db
    .select({ tagNo: stockItems.tagNo })
    .from(stockItems)
    .where(eq(stockItems.tagNo, tagNo))
    .limit(1);
  if (!found) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
  return found;
}

/**
 * Replaces all of a piece's pictures (and videos) with these, in this order: each checked and re-encoded first (a
 * file that is not a picture is a 400 naming it, and nothing changes), stored under new names, then the piece's
 * stock_image rows replaced with an audit entry in one transaction; the old files and their resized copies are
 * deleted afterwards when no piece uses them. Returns the new names.
 */
export async function replacePictures(
  db: Db,
  shop: ShopFiles,
  tagNo: string,
  files: readonly SentPicture[],
  actor: Actor,
): Promise<string[]> {
  if (!files.length) throw new DomainError(400, 'Choose one or more pictures', 'pictures');
  const found = await pieceOr404(db, tagNo);
  const prepared: PreparedPicture[] = [];
  // One at a time, each in its turn of the pictures' queue (server/files/uploads.ts).
  for (const f of files) prepared.push(await preparePicture(found.tagNo, f.data, f.filename));
  // The same picture sent twice is stored once.
  const pictures = [...new Map(prepared.map((p) => [p.name, p])).values()];
  const names = pictures.map((p) => p.name);
  for (const p of pictures) await writePicture(shop.store, pictureKey(p.name), p);
  let before: string[];
  try {
    before = await db.transaction(async (tx) => {
      const [piece] = await tx
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(eq(stockItems.tagNo, found.tagNo))
        .for('update');
      if (!piece) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
      const [taken] = await tx
        .select({ name: stockImages.imageName, tagNo: stockItems.tagNo })
        .from(stockImages)
        .innerJoin(stockItems, eq(stockItems.id, stockImages.stockId))
        .where(and(inArray(stockImages.imageName, names), ne(stockImages.stockId, piece.id)))
        .limit(1);
      if (taken) throw new DomainError(409, `The picture ${taken.name} belongs to ${taken.tagNo}`, 'pictures');
      const old = (
        await tx
          .select({ name: stockImages.imageName })
          .from(stockImages)
          .where(eq(stockImages.stockId, piece.id))
          .orderBy(asc(stockImages.position), asc(stockImages.id))
      ).map((r) => r.name);
      await tx.delete(stockImages).where(eq(stockImages.stockId, piece.id));
      await tx
        .insert(stockImages)
        .values(names.map((imageName, position) => ({ stockId: piece.id, imageName, position })));
      await audit(tx, actor, {
        action: 'pictures',
        subjectType: 'stock',
        subjectId: found.tagNo,
        oldValue: old.join('|') || null,
        newValue: names.join('|'),
      });
      return old;
    });
  } catch (err) {
    await removeUnusedPictures(db, shop, names);
    throw err;
  }
  await removeUnusedPictures(
    db,
    shop,
    before.filter((n) => !names.includes(n)),
  );
  return names;
}
