import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnsweredSchema,
  InquiriesQuerySchema,
  AdminInquirySchema,
  InquiryIdSchema,
  InquiryListSchema,
  SubscriberKeySchema,
  SubscriberListSchema,
  SubscribersQuerySchema,
} from '../../core/inquiry-admin-schemas';
import { shopToday } from '../../core/shop-time';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { FileStore } from '../files/store';
import { fileField, refusals } from '../http/openapi';
import { markAnswered, removeSubscriber } from '../services/inquiries/changes';
import { createAdminInquiries } from '../services/inquiries/read';

const IdParams = z.object({ id: InquiryIdSchema });
/** Any text: a photo number of another inquiry, or anything that is not one, is simply not found. */
const PhotoParams = z.object({ id: InquiryIdSchema, photoId: z.string().max(100) });

/** The picture formats a stored photo may be in, by its first bytes (they are re-encoded to JPEG on arrival). */
function pictureType(data: Buffer): string | null {
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * What guests sent through the forms, for any signed-in member (docs/behaviour.md §11.8, §11.9): the inquiries with
 * their photos, Mark as answered, and the newsletter's subscribers with their CSV export.
 */
export const adminInquiriesApi =
  (db: Db, store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const read = createAdminInquiries(db);
    const found = async (id: number) => {
      const d = await read.detail(id);
      if (!d) throw new DomainError(404, `No inquiry #${id}`, 'id');
      return d;
    };

    app.get(
      '/inquiries',
      {
        schema: {
          tags,
          operationId: 'listInquiries',
          summary: 'The inquiries, newest first, 25 a page, by kind and answered or not',
          querystring: InquiriesQuerySchema,
          response: { 200: InquiryListSchema.describe('A page of inquiries'), ...refusals(400, 401) },
        },
      },
      async (req) => read.list(req.query),
    );
    app.get(
      '/inquiries/:id',
      {
        schema: {
          tags,
          operationId: 'getInquiry',
          summary: 'One inquiry: every field, its photos, reply links, its mails and its history',
          params: IdParams,
          response: { 200: AdminInquirySchema.describe('The inquiry'), ...refusals(400, 401, 404) },
        },
      },
      async (req) => found(req.params.id),
    );
    app.post(
      '/inquiries/:id/answered',
      {
        schema: {
          tags,
          operationId: 'markInquiryAnswered',
          summary: 'Mark an inquiry as answered (true) or as not answered (false); written to the audit log',
          params: IdParams,
          body: AnsweredSchema,
          response: {
            200: AdminInquirySchema.describe('Done: the inquiry as it is now'),
            ...refusals(400, 401, 404, 409),
          },
        },
      },
      async (req) => {
        await markAnswered(db, req.params.id, req.body.answered, actorOf(req));
        return found(req.params.id);
      },
    );
    app.get(
      '/inquiries/:id/photos/:photoId',
      {
        schema: {
          tags,
          operationId: 'getInquiryPhoto',
          summary: 'A photo sent with a size request, as it was stored (never on a public address)',
          params: PhotoParams,
          response: {
            200: {
              description: 'The photo',
              content: Object.fromEntries(
                ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].map((type) => [
                  type,
                  { schema: fileField('The photo') },
                ]),
              ),
            },
            ...refusals(400, 401, 404),
          },
        },
      },
      async (req, reply) => {
        const { id, photoId } = req.params;
        const missing = new DomainError(404, `Inquiry #${id} has no photo ${photoId}`, 'photoId');
        if (!/^\d{1,9}$/.test(photoId)) throw missing;
        const file = await read.photoFile(id, Number(photoId));
        // Only files the forms stored are ever read, whatever the table says.
        if (!file || !/^uploads\/inquiries\/[\w-]+\.jpg$/.test(file)) throw missing;
        const data = await store.get(file);
        const type = data && pictureType(data);
        if (!data || !type) throw missing;
        return reply.type(type).header('Content-Disposition', 'inline').send(data);
      },
    );
    app.get(
      '/subscribers',
      {
        schema: {
          tags,
          operationId: 'listSubscribers',
          summary: "The newsletter's subscribers, newest first, 50 a page",
          querystring: SubscribersQuerySchema,
          response: { 200: SubscriberListSchema.describe('A page of subscribers'), ...refusals(400, 401) },
        },
      },
      async (req) => read.subscribers(req.query.page),
    );
    app.get(
      '/subscribers.csv',
      {
        schema: {
          tags,
          operationId: 'exportSubscribers',
          summary: 'Every subscriber as CSV (UTF-8 with a byte order mark, for Excel), oldest first',
          response: {
            200: {
              description: 'The CSV file: email, fullName, phone, subscribedAt; formulas defused',
              content: { 'text/csv': { schema: z.string().describe('CSV') } },
            },
            ...refusals(401),
          },
        },
      },
      async (_req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="subscribers-${shopToday()}.csv"`)
          .send(await read.subscribersCsv()),
    );
    app.delete(
      '/subscribers/:key',
      {
        schema: {
          tags,
          operationId: 'removeSubscriber',
          summary: 'Take a subscriber off the newsletter, by number or e-mail; written to the audit log',
          params: z.object({ key: SubscriberKeySchema }),
          response: {
            200: z.object({ removed: z.string() }).describe('Done: the e-mail address taken off'),
            ...refusals(400, 401, 404),
          },
        },
      },
      async (req) => {
        const { key } = req.params;
        return { removed: await removeSubscriber(db, /^\d+$/.test(key) ? Number(key) : key, actorOf(req)) };
      },
    );
  };
