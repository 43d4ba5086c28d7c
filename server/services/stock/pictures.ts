/**
 * The pieces' pictures (docs/behaviour.md §11.11, docs/decisions/030-stock-page.md). A picture is checked by its
 * content, re-encoded as a JPEG without its metadata, and stored in DATA_DIR/images under a name of its own made from
 * the piece and the picture's content (`ZG-10001-3fa9c2d1.jpg`): /Image/... is cached for a year as immutable, so a
 * new picture must never take an old one's name. The stock page replaces a piece's pictures here; the stock import
 * stores the pictures it is given with storePicture too, under the names its file gives them, in its own folder until
 * its transaction commits (placeImportedPictures).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isVideoName } from '../../../core/media';
import { tooLarge } from '../../../core/upload-rules';
import type { Db } from '../../db/client';
import { stockImages, stockItems } from '../../db/schema';
import { DomainError } from '../../common/domain-error';
import { reencodePicture } from '../../files/uploads';
import { audit, type Actor } from '../audit';

/** The largest picture file storePicture takes (a camera's full-size photo); the stock page sends at most 5 MB. */
export const PICTURE_MAX_BYTES = 25 * 1024 * 1024;

const imagesDir = (dataDir: string) => path.join(dataDir, 'images');
/** Where /Image keeps its resized copies: `{base}-{ext}-{width}.{format}` (server/api/images.ts). */
const renditionsDir = (dataDir: string) => path.join(dataDir, 'cache', 'images');

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

/**
 * Writes a prepared picture (or certificate, certificates.ts) into a folder (whole or not at all); one already there is
 * the same file (in DATA_DIR/images its name is its content's; an import's folder is its own and new).
 */
export async function writePicture(dir: string, p: PreparedPicture): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, p.name);
  if (await stat(file).catch(() => null)) return;
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, p.data);
  await rename(tmp, file);
}

/**
 * Where the stock import stores a picture its file names (docs/decisions/028, 030): in the import's own folder, under
 * that name, until the import's transaction commits and placeImportedPictures moves it into DATA_DIR/images.
 */
export interface ImportedPicture {
  /** The import's folder its pictures wait in. */
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
  dataDir: string,
  tagNoOrName: string,
  data: Buffer,
  label = tagNoOrName,
  imported?: ImportedPicture,
): Promise<string> {
  const p = imported ? await prepareNamed(tagNoOrName, data, label) : await preparePicture(tagNoOrName, data, label);
  await writePicture(imported?.folder ?? imagesDir(dataDir), p);
  return p.name;
}

/**
 * Moves the pictures a stock import stored in its folder (storePicture with `imported`) into DATA_DIR/images once its
 * transaction has committed, over the files of the same names, and removes /Image's resized copies of them.
 */
export async function placeImportedPictures(dataDir: string, folder: string, names: readonly string[]): Promise<void> {
  if (!names.length) return;
  const dir = imagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const cached = await readdir(renditionsDir(dataDir)).catch(() => [] as string[]);
  for (const name of names) {
    await rename(path.join(folder, name), path.join(dir, name));
    const stem = `${path.basename(name, path.extname(name))}-${extensionOf(name)}-`;
    await Promise.all(
      cached.filter((c) => c.startsWith(stem)).map((c) => rm(path.join(renditionsDir(dataDir), c), { force: true })),
    );
  }
}

/**
 * Deletes the picture files of these names, and /Image's resized copies of them, that no piece uses any more (a name
 * some stock_image row still holds is kept). Returns the names whose files were removed.
 */
export async function removeUnusedPictures(db: Db, dataDir: string, names: readonly string[]): Promise<string[]> {
  const candidates = [...new Set(names)].filter((n) => SAFE_NAME.test(n));
  if (!candidates.length) return [];
  const used = new Set(
    (
      await db
        .select({ name: stockImages.imageName })
        .from(stockImages)
        .where(inArray(stockImages.imageName, candidates))
    ).map((r) => r.name),
  );
  const unused = candidates.filter((n) => !used.has(n));
  if (!unused.length) return [];
  const copies = await readdir(renditionsDir(dataDir)).catch(() => [] as string[]);
  const gone = async (file: string) =>
    unlink(file).catch((err: unknown) => {
      if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
    });
  for (const name of unused) {
    const ext = path.extname(name);
    const base = path.basename(name, ext);
    const copy = new RegExp(`^${base.replace(/[.-]/g, '\\$&')}-${ext.slice(1).toLowerCase()}-\\d+\\.(avif|webp|jpeg)$`);
    await gone(path.join(imagesDir(dataDir), name));
    for (const c of copies.filter((f) => copy.test(f))) await gone(path.join(renditionsDir(dataDir), c));
  }
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
  dataDir: string,
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
  for (const p of pictures) await writePicture(imagesDir(dataDir), p);
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
    await removeUnusedPictures(db, dataDir, names);
    throw err;
  }
  await removeUnusedPictures(
    db,
    dataDir,
    before.filter((n) => !names.includes(n)),
  );
  return names;
}
