/**
 * The stock import in the back office (docs/behaviour.md §11.12, docs/decisions/028), for any signed-in member:
 * send the point of sale's file with its pictures (the check starts at once), follow the check, import, follow the
 * import. Removing the pieces the file does not list is the owner's alone, with their number typed back
 * (docs/decisions/073). The work runs after the answer (a .zip of pictures is unpacked by the check, only its
 * directory is read before the answer, so that one beyond the limits is refused at once); the page asks how far it
 * has come (the state is kept in the database, so a reload finds it again).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_PICTURE_MAX_BYTES,
  ImportStatusSchema,
  RunImportSchema,
  type ImportStatus,
} from '../../core/stock-import-schemas';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import type { ShopFiles } from '../files/shop-files';
import { DomainError } from '../common/domain-error';
import { isRequestRefusal } from '../http/errors';
import { fileField, refusals } from '../http/openapi';
import type { Actor } from '../services/audit';
import {
  attachImportFiles,
  checkStockImport,
  createStockImport,
  failStockImport,
  importDir,
  importStatus,
  startStockImport,
  zipContents,
  type ImportProgress,
} from '../services/stock-import';

/** Why a staff member's run that asks to remove the pieces the file does not list is refused. */
export const REMOVAL_IS_THE_OWNERS =
  'Only the owner can remove the pieces a file does not list: import it without removing them, or ask the owner.';

/** The largest stock file, and the largest .zip of pictures, one upload takes. */
export const IMPORT_LIMITS = { fileBytes: 200 * 1024 * 1024, zipBytes: 2 * 1024 * 1024 * 1024, files: 2000 } as const;

const IdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be an import number' })
    .int()
    .positive({ error: 'id must be an import number' }),
});

const UploadForm = z.object({
  file: fileField('The stock file: CSV (comma or semicolon, UTF-8 with or without BOM) or a JSON array'),
  pictures: z
    .array(fileField('A picture or video, or one .zip of them'))
    .optional()
    .describe('The pictures the rows name (several files, or one .zip)'),
});

const safeName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\w.-]/g, '_')
    .slice(-120) || 'file';

/**
 * The upload, streamed to the import's folder: the stock file, the pictures, and one .zip of them (its directory
 * read, not unpacked: that is the check's first step).
 */
async function receive(
  req: FastifyRequest,
  dir: string,
): Promise<{ fileName: string; filePath: string; pictures: string | null; zip: string | null }> {
  let stock: { fileName: string; filePath: string } | null = null;
  const picturesDir = path.join(dir, 'pictures');
  let zip: string | null = null;
  let zips = 0;
  let pictures = 0;
  const tooLarge: string[] = [];
  try {
    const parts = req.parts({
      limits: { fileSize: IMPORT_LIMITS.zipBytes, files: IMPORT_LIMITS.files + 1, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const name = safeName(part.filename);
      if (part.fieldname === 'file' && !stock) {
        const filePath = path.join(dir, `stock-${name}`);
        await pipeline(part.file, createWriteStream(filePath));
        if (part.file.truncated || part.file.bytesRead > IMPORT_LIMITS.fileBytes) tooLarge.push(part.filename);
        stock = { fileName: part.filename || name, filePath };
      } else if (part.fieldname === 'pictures' && part.filename) {
        const isZip = name.toLowerCase().endsWith('.zip');
        if (isZip && (zips += 1) > 1) {
          part.file.resume();
          continue;
        }
        const target = isZip ? path.join(dir, 'pictures.zip') : path.join(picturesDir, name);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(part.file, createWriteStream(target));
        if (part.file.truncated || (!isZip && part.file.bytesRead > IMPORT_PICTURE_MAX_BYTES))
          tooLarge.push(part.filename);
        if (isZip) zip = target;
        else pictures += 1;
      } else part.file.resume();
    }
  } catch (err) {
    if (err instanceof req.server.multipartErrors.FilesLimitError)
      throw new DomainError(413, `At most ${IMPORT_LIMITS.files} pictures can be sent at once: send a .zip instead`);
    if (isRequestRefusal(err)) throw err;
    throw new DomainError(400, 'The upload could not be read. Please send it again.');
  }
  if (tooLarge.length)
    throw new DomainError(
      413,
      `Too large: ${tooLarge.join(', ')} (a stock file up to ${IMPORT_LIMITS.fileBytes / 1024 ** 2} MB, a picture up to ${IMPORT_PICTURE_MAX_BYTES / 1024 ** 2} MB)`,
    );
  if (!stock) throw new DomainError(400, 'Choose the stock file to check', 'file');
  if (zips > 1) throw new DomainError(400, 'Send the pictures as one .zip, or as several pictures', 'pictures');
  // Its directory only (milliseconds): a .zip beyond the limits is refused now, before anything is unpacked.
  if (zip) await zipContents(zip);
  return { ...stock, pictures: pictures || zip ? picturesDir : null, zip };
}

export interface StockImportApiOptions {
  db: Db;
  /** The file store and this machine's DATA_DIR, where an upload is received and read. */
  files: ShopFiles;
  /** Clears the storefront's caches once an import has changed the stock. */
  invalidate: () => void;
}

export const adminStockImportApi =
  (opts: StockImportApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    /** How far a running import has come, in this process (its transaction is not seen from outside until it ends). */
    const live = new Map<number, ImportProgress>();
    /** An import that must exist (it was just written). */
    const current = async (id: number): Promise<ImportStatus> => {
      const s = statusOf(await importStatus(opts.db, id));
      if (!s) throw new DomainError(404, `No stock import number ${id}`, 'id');
      return s;
    };
    /**
     * An import this process is running reads as importing, with its live counts, until its pictures are in place
     * and the storefront's caches cleared (its row says done as soon as its transaction commits).
     */
    const statusOf = (s: ImportStatus | null): ImportStatus | null => {
      const now = s ? live.get(s.id) : undefined;
      return s && now ? { ...s, ...now, state: 'importing', summary: null } : s;
    };
    const inBackground = (log: FastifyBaseLogger, work: Promise<unknown>) =>
      void work.catch((err: unknown) => {
        if (!(err instanceof DomainError)) log.error(err, 'stock import failed');
      });
    const runCheck = (id: number, zip: string | null, log: FastifyBaseLogger) =>
      inBackground(log, checkStockImport(opts.db, id, { files: opts.files, zip: zip ?? undefined }));

    app.post(
      '/stock-imports',
      {
        bodyLimit: IMPORT_LIMITS.zipBytes + IMPORT_LIMITS.fileBytes,
        schema: {
          tags,
          operationId: 'startStockImport',
          summary:
            'Send a stock file with its pictures: the check starts at once (202); ask for the import to follow it',
          body: { content: { 'multipart/form-data': { schema: UploadForm } } },
          response: {
            202: ImportStatusSchema.describe('The import, being checked'),
            ...refusals(400, 401, 409, 413, 415),
          },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new DomainError(415, 'Send the stock file as multipart/form-data');
        const actor: Actor = actorOf(req);
        const id = await createStockImport(opts.db, {
          fileName: 'upload',
          filePath: '',
          picturesPath: null,
          actor,
          files: opts.files,
        });
        const dir = importDir(opts.files.dataDir, id);
        await mkdir(dir, { recursive: true });
        let zip: string | null;
        try {
          const got = await receive(req, dir);
          await attachImportFiles(opts.db, id, {
            fileName: got.fileName,
            filePath: got.filePath,
            picturesPath: got.pictures,
          });
          zip = got.zip;
        } catch (err) {
          await failStockImport(
            opts.db,
            id,
            err instanceof DomainError ? err.message : 'The upload failed.',
            opts.files,
          );
          throw err;
        }
        runCheck(id, zip, req.log);
        return reply.code(202).send(await current(id));
      },
    );

    app.get(
      '/stock-imports/latest',
      {
        schema: {
          tags,
          operationId: 'getLatestStockImport',
          summary: 'The latest stock import (being checked, checked, importing, done or failed)',
          response: { 200: ImportStatusSchema.describe('The latest import'), ...refusals(401, 404) },
        },
      },
      async () => {
        const s = statusOf(await importStatus(opts.db));
        if (!s) throw new DomainError(404, 'No stock import yet');
        return s;
      },
    );

    app.get(
      '/stock-imports/:id',
      {
        schema: {
          tags,
          operationId: 'getStockImport',
          summary: 'One stock import: its state, how far it has come, what the check found and what the import did',
          params: IdParams,
          response: { 200: ImportStatusSchema.describe('The import'), ...refusals(400, 401, 404) },
        },
      },
      async (req) => current(req.params.id),
    );

    app.post(
      '/stock-imports/:id/run',
      {
        schema: {
          tags,
          operationId: 'runStockImport',
          summary:
            'Import a checked file without errors, all or nothing (202); the owner may also remove the pieces the file does not list, typing their number back',
          params: IdParams,
          body: RunImportSchema,
          response: {
            202: ImportStatusSchema.describe('The import, running'),
            ...refusals(400, 401, 403, 404, 409),
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const actor = actorOf(req);
        // Any member imports; removing what the file does not list (possibly the whole catalogue) is the owner's.
        if (req.body.removeMissing && actor.member.role !== 'owner')
          throw new DomainError(403, REMOVAL_IS_THE_OWNERS, 'removeMissing');
        const { finished } = await startStockImport(opts.db, id, {
          files: opts.files,
          removeMissing: req.body.removeMissing,
          removeCount: req.body.removeCount,
          actor,
          onProgress: (p) => live.set(id, { ...p }),
        });
        const { rowsTotal, picturesTotal } = await current(id);
        live.set(id, live.get(id) ?? { rowsDone: 0, rowsTotal, picturesDone: 0, picturesTotal });
        inBackground(
          req.log,
          finished.finally(() => {
            live.delete(id);
            opts.invalidate();
          }),
        );
        return reply.code(202).send(await current(id));
      },
    );
  };
