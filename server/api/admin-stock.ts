import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorAnswerSchema } from '../../core/api-schemas';
import {
  PICTURES_MAX,
  PieceActionSchema,
  StockExportSchema,
  StockListSchema,
  StockQuerySchema,
  StockRowSchema,
  TagNoSchema,
  tooManyPictures,
} from '../../core/stock-admin-schemas';
import {
  PieceEditSchema,
  PieceNewSchema,
  PiecePriceAnswerSchema,
  PiecePriceSchema,
} from '../../core/piece-edit-schema';
import { ItemNameListSchema, ItemWordsSchema } from '../../core/item-words';
import { UPLOAD_MAX_BYTES } from '../../core/upload-rules';
import { shopToday } from '../../core/shop-time';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import type { ShopFiles } from '../files/shop-files';
import { DomainError } from '../common/domain-error';
import { readFileList } from '../http/multipart';
import { fileField, pictureField, refusals } from '../http/openapi';
import { changePieceState, createAdminStock } from '../services/stock/admin';
import { addPiece, editPiece, piecePriceToday } from '../services/stock/edit';
import { itemNames, setItemWords } from '../services/stock/item-words';
import { replacePictures } from '../services/stock/pictures';
import { setCertificate } from '../services/stock/certificates';
import { CERTIFICATE_MAX_BYTES } from '../../core/trust-record';

interface StockApiOptions {
  db: Db;
  /** The file store and DATA_DIR: pictures and certificates. */
  files: ShopFiles;
  /** Clears the storefront's caches: listings, search, product pages and menus follow a change at once. */
  invalidate: () => void;
}

const TagParams = z.object({ tagNo: TagNoSchema });
const ItemParams = z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The body of Replace pictures, as the document shows it (read by the handler, server/http/multipart.ts). */
const PicturesForm = z.object({
  pictures: z
    .array(pictureField('A picture of the piece'))
    .min(1)
    .max(PICTURES_MAX)
    .describe(`One to ${PICTURES_MAX} pictures, in the order the piece shows them`),
});

/** The body of Send the certificate, as the document shows it (read by the handler, server/http/multipart.ts). */
const CertificateForm = z.object({
  certificate: fileField(
    `The piece's certificate: a JPG, PNG or WebP picture or a PDF, by its content, at most ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB`,
  ),
});

const refused = ErrorAnswerSchema.describe(
  'Refused as the piece is: it is reserved by an open order (named), or already as asked',
);

/**
 * The back office's stock (docs/behaviour.md §11.11), for any signed-in member: the list with its filters, one piece,
 * hide / show / mark sold / mark available, Replace pictures, and the CSV export in the stock file's columns.
 */
export const adminStockApi =
  (opts: StockApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const stock = createAdminStock(opts.db);
    const found = async (tagNo: string) => {
      const row = await stock.row(tagNo);
      if (!row) throw new DomainError(404, `No piece ${tagNo}`, 'tagNo');
      return row;
    };
    const one = StockRowSchema.describe('The piece as it is now');

    app.get(
      '/stock',
      {
        schema: {
          tags,
          operationId: 'listStock',
          summary:
            'The stock by type, name and tag number, 25 a page: searched by tag number or name, filtered by type, name and state',
          querystring: StockQuerySchema,
          response: {
            200: StockListSchema.describe('One page of pieces, and the types and names in stock'),
            ...refusals(400, 401),
          },
        },
      },
      async (req) => stock.list(req.query),
    );
    app.get(
      '/stock/export.csv',
      {
        schema: {
          tags,
          operationId: 'exportStock',
          summary: "The stock (all of it, or the list's filters) as CSV in the stock file's columns, UTF-8 with a BOM",
          querystring: StockExportSchema,
          response: {
            200: {
              description: 'The CSV file, one row per piece, in the columns the stock import reads; formulas defused',
              content: { 'text/csv': { schema: z.string().describe('CSV') } },
            },
            ...refusals(400, 401),
          },
        },
      },
      async (req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="stock-${shopToday()}.csv"`)
          .send(await stock.exportCsv(req.query)),
    );
    app.get(
      '/stock/:tagNo',
      {
        schema: {
          tags,
          operationId: 'getStockPiece',
          summary: 'One piece as the stock page lists it',
          params: TagParams,
          response: { 200: one, ...refusals(400, 401, 404) },
        },
      },
      async (req) => found(req.params.tagNo),
    );
    app.post(
      '/stock',
      {
        schema: {
          tags,
          operationId: 'addStockPiece',
          summary:
            "Add a piece by hand: priced at today's rate, audited, for sale at once; its pictures are sent afterwards (Replace pictures)",
          body: PieceNewSchema,
          response: {
            201: one.describe('The piece added'),
            ...refusals(400, 401),
            409: ErrorAnswerSchema.describe('A piece has this tag number already'),
          },
        },
      },
      async (req, reply) => {
        const tagNo = await addPiece(opts.db, req.body, actorOf(req));
        opts.invalidate();
        return reply.code(201).send(await found(tagNo));
      },
    );
    app.post(
      '/stock/:tagNo',
      {
        schema: {
          tags,
          operationId: 'editStockPiece',
          summary:
            "Change a piece's fields (those sent; the rest are kept): repriced at today's rate, each changed field audited, and the storefront follows at once",
          params: TagParams,
          body: PieceEditSchema,
          response: {
            200: z
              .object({
                changed: z.array(z.string()).describe('The fields that changed; none when nothing did'),
                piece: one,
              })
              .describe('The fields changed and the piece as it is now'),
            ...refusals(400, 401, 404),
          },
        },
      },
      async (req) => {
        const changed = await editPiece(opts.db, req.params.tagNo, req.body, actorOf(req));
        if (changed.length) opts.invalidate();
        return { changed, piece: await found(req.params.tagNo) };
      },
    );
    app.get(
      '/stock/:tagNo/preview',
      {
        schema: {
          tags,
          operationId: 'previewPiecePrice',
          summary:
            "What a piece would cost today with these fields over its own (the edit page's live price); nothing is changed",
          params: TagParams,
          querystring: PiecePriceSchema,
          response: {
            200: PiecePriceAnswerSchema.describe("The price at today's rate"),
            ...refusals(400, 401, 404),
          },
        },
      },
      async (req) => piecePriceToday(opts.db, req.params.tagNo, req.query),
    );
    app.get(
      '/stock-price',
      {
        schema: {
          tags,
          operationId: 'previewNewPiecePrice',
          summary: "What a piece being added would cost today with these fields (the add page's live price)",
          querystring: PiecePriceSchema,
          response: {
            200: PiecePriceAnswerSchema.describe("The price at today's rate"),
            ...refusals(400, 401),
          },
        },
      },
      async (req) => piecePriceToday(opts.db, null, req.query),
    );
    app.post(
      '/stock/:tagNo/state',
      {
        schema: {
          tags,
          operationId: 'changePieceState',
          summary: 'Hide, show, mark sold or mark available a piece; audited, and the storefront follows at once',
          params: TagParams,
          body: PieceActionSchema,
          response: { 200: one, ...refusals(400, 401, 404), 409: refused },
        },
      },
      async (req) => {
        await changePieceState(opts.db, req.params.tagNo, req.body.action, actorOf(req));
        opts.invalidate();
        return found(req.params.tagNo);
      },
    );
    app.post(
      '/stock/:tagNo/pictures',
      {
        schema: {
          tags,
          operationId: 'replacePiecePictures',
          summary: `Replace all of a piece's pictures with 1 to ${PICTURES_MAX} pictures (multipart/form-data, field pictures)`,
          params: TagParams,
          body: { content: { 'multipart/form-data': { schema: PicturesForm } } },
          response: {
            200: one,
            ...refusals(400, 401, 404, 413, 415),
            409: ErrorAnswerSchema.describe('A picture sent is the picture of another piece'),
          },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new DomainError(415, 'Send the pictures as multipart/form-data', 'pictures');
        const actor = actorOf(req);
        const files = await readFileList(
          req,
          'pictures',
          { files: PICTURES_MAX, fileSize: UPLOAD_MAX_BYTES },
          tooManyPictures,
        );
        await replacePictures(opts.db, opts.files, req.params.tagNo, files, actor);
        opts.invalidate();
        return found(req.params.tagNo);
      },
    );
    // The piece's certificate (docs/behaviour.md §9.15, docs/decisions/082): one file, replaced or taken away.
    app.post(
      '/stock/:tagNo/certificate',
      {
        schema: {
          tags,
          operationId: 'setPieceCertificate',
          summary:
            "Send a piece's certificate (multipart/form-data, field certificate): a picture is re-encoded, a PDF kept; it replaces the one before; audited",
          params: TagParams,
          body: { content: { 'multipart/form-data': { schema: CertificateForm } } },
          response: { 200: one, ...refusals(400, 401, 404, 413, 415) },
        },
      },
      async (req) => {
        if (!req.isMultipart())
          throw new DomainError(415, 'Send the certificate as multipart/form-data', 'certificate');
        const actor = actorOf(req);
        const [file, ...more] = await readFileList(
          req,
          'certificate',
          { files: 1, fileSize: CERTIFICATE_MAX_BYTES },
          'Send one certificate file',
        );
        if (!file || more.length) throw new DomainError(400, 'Choose the certificate file', 'certificate');
        await setCertificate(opts.db, opts.files.store, req.params.tagNo, file, actor);
        opts.invalidate();
        return found(req.params.tagNo);
      },
    );
    app.delete(
      '/stock/:tagNo/certificate',
      {
        schema: {
          tags,
          operationId: 'removePieceCertificate',
          summary: "Take a piece's certificate file away (its number and lab stay); audited",
          params: TagParams,
          response: { 200: one, ...refusals(401, 404) },
        },
      },
      async (req) => {
        await setCertificate(opts.db, opts.files.store, req.params.tagNo, null, actorOf(req));
        opts.invalidate();
        return found(req.params.tagNo);
      },
    );
    // The words guests see for each item name (docs/decisions/078): the owner's alone, as the owner's settings are.
    const owner = { access: 'owner' as const };
    const names = ItemNameListSchema.describe('Every item name of the stock, by type and name');
    app.get(
      '/stock-names',
      {
        config: owner,
        schema: {
          tags,
          operationId: 'listItemNames',
          summary:
            "Every item name of the stock: its type, the stock's name, how many pieces it has and the words guests see for it",
          response: { 200: names, ...refusals(401, 403) },
        },
      },
      async () => itemNames(opts.db),
    );
    app.put(
      '/stock-names/:itemId',
      {
        config: owner,
        schema: {
          tags,
          operationId: 'setItemWords',
          summary:
            "Give an item name the words guests see in the storefront (empty: the stock's own name again); the stock and its imports keep their names; audited, and the storefront follows at once",
          params: ItemParams,
          body: ItemWordsSchema,
          response: { 200: names.describe('Saved: every item name as it is now'), ...refusals(400, 401, 403, 404) },
        },
      },
      async (req) => {
        if (await setItemWords(opts.db, req.params.itemId, req.body.shownName, actorOf(req))) opts.invalidate();
        return itemNames(opts.db);
      },
    );
  };
