/**
 * A piece's certificate file (docs/behaviour.md §9.15, §11.11, docs/decisions/082): a JPEG, PNG or WebP picture,
 * re-encoded as the pieces' pictures are (server/files/uploads.ts reencodePicture: upright, at most 2400 px, JPEG,
 * metadata dropped), or a PDF kept as it was sent. Checked by its content, never its name: a PDF starts with `%PDF-`
 * and nothing else is taken (HTML or SVG, whatever it is called, is refused). Kept in the file store under
 * `certificates/` with a name made from the piece and the file's content, so the year-long cache of /Certificate/... never shows an old one.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_MAX_BYTES } from '../../../core/trust-record';
import { tooLarge } from '../../../core/upload-rules';
import { DomainError } from '../../common/domain-error';
import type { Db } from '../../db/client';
import { stockItems } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { pictureHeader, reencodePicture } from '../../files/uploads';
import { audit, type Actor } from '../audit';
import { pieceOr404, stemOf, writePicture, type PreparedPicture } from './pictures';

/** A certificate's key in the file store: `certificates/{name}`. */
export const certificateKey = (name: string) => `certificates/${name}`;

/** A certificate's stored name: what /Certificate serves, and nothing with a path or a leading dot. */
export const CERTIFICATE_NAME = /^\w[\w.-]{0,120}\.(jpg|pdf)$/;

/** The picture formats a certificate may be, by sharp's names. */
const CERTIFICATE_PICTURES = new Set(['jpeg', 'png', 'webp']);

export const notACertificate = (label: string) => `${label} must be a JPG, PNG or WebP picture or a PDF`;

/** Whether the bytes are a PDF: its header `%PDF-` at the very start (a PDF may not start with anything else here). */
export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * A certificate file checked by its content and made ready to store: a PDF as it is, a picture re-encoded as a JPEG.
 * A 400 naming `label` when it is neither or is over CERTIFICATE_MAX_BYTES; a 413 when a picture has more pixels than
 * a camera makes.
 */
export async function prepareCertificate(tagNo: string, data: Buffer, label: string): Promise<PreparedPicture> {
  if (data.length > CERTIFICATE_MAX_BYTES)
    throw new DomainError(400, tooLarge(label, CERTIFICATE_MAX_BYTES), 'certificate');
  let out: Buffer;
  let ext: 'pdf' | 'jpg';
  if (isPdf(data)) {
    out = data;
    ext = 'pdf';
  } else {
    const header = await pictureHeader(data);
    if (!header || !CERTIFICATE_PICTURES.has(header.format))
      throw new DomainError(400, notACertificate(label), 'certificate');
    out = await reencodePicture(data, 'certificate', label);
    ext = 'jpg';
  }
  const hash = createHash('sha256').update(out).digest('hex').slice(0, 8);
  return { name: `${stemOf(tagNo)}-certificate-${hash}.${ext}`, data: out };
}

/** Writes a prepared certificate under `certificates/` (whole or not at all); one of that name is the same file. */
export const writeCertificate = (store: FileStore, c: PreparedPicture) =>
  writePicture(store, certificateKey(c.name), c);

/** Deletes a certificate file no piece names any more. */
async function removeUnused(db: Db, store: FileStore, name: string | null): Promise<void> {
  if (!name || !CERTIFICATE_NAME.test(name)) return;
  const [used] = await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(eq(stockItems.certificateFile, name))
    .limit(1);
  if (used) return;
  await store.delete(certificateKey(name));
}

/**
 * Gives a piece this certificate file (null: takes it away), locked, with its audit entry, in one transaction; the old
 * file is deleted afterwards when no piece names it. A 404 for an unknown tag number. Returns the new file's name.
 */
export async function setCertificate(
  db: Db,
  store: FileStore,
  tagNo: string,
  file: { filename: string; data: Buffer } | null,
  actor: Actor,
): Promise<string | null> {
  const found = await pieceOr404(db, tagNo);
  const prepared = file ? await prepareCertificate(found.tagNo, file.data, file.filename) : null;
  if (prepared) await writeCertificate(store, prepared);
  const name = prepared?.name ?? null;
  const before = await db
    .transaction(async (tx) => {
      const [piece] = await tx
        .select({ id: stockItems.id, file: stockItems.certificateFile })
        .from(stockItems)
        .where(eq(stockItems.tagNo, found.tagNo))
        .for('update');
      if (!piece) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
      if (piece.file === name) return null;
      await tx.update(stockItems).set({ certificateFile: name }).where(eq(stockItems.id, piece.id));
      await audit(tx, actor, {
        action: 'edit',
        subjectType: 'stock',
        subjectId: found.tagNo,
        oldValue: `CertificateFile: ${piece.file ?? 'none'}`,
        newValue: `CertificateFile: ${name ?? 'none'}`,
      });
      return piece.file;
    })
    .catch(async (err: unknown) => {
      await removeUnused(db, store, name);
      throw err;
    });
  await removeUnused(db, store, before);
  return name;
}
