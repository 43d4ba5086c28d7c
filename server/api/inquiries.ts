import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANGLE_PHOTO_FIELDS,
  BangleSizeSchema,
  FormLanguageSchema,
  HONEYPOT_FIELD,
  INQUIRY_OK,
  INQUIRY_TITLES,
  InquiryAnswerSchema,
  inquirySchemaFor,
  RING_PHOTO_FIELDS,
  RingSizeSchema,
  SIZE_FORM_OK,
  SizeFormAnswerSchema,
  sizePhotoFields,
  sizeSchemaFor,
} from '../../core/inquiry-schemas';
import type { Db } from '../db/client';
import type { FileStore } from '../files/store';
import { DomainError, invalidInput } from '../common/domain-error';
import { expectedFiles, readMultipart } from '../http/multipart';
import type { Guest, RateLimits } from '../http/rate-limits';
import { submitInquiry } from '../services/inquiries/send';
import { KIND_OF_TITLE, PHOTO_LABELS } from '../services/inquiries/kinds';
import { cleanImages } from '../files/uploads';
import { pictureField, refusals } from '../http/openapi';

interface InquiryOptions {
  db: Db;
  /** The file store the photos are kept in. */
  store: FileStore;
  /** The shop's public address: the shop's mail links to the inquiry in the back office. */
  publicUrl: string;
  onMail: () => void;
  /** The limits on forms, per guest and per client address, both routes together (docs/decisions/037). */
  limits: RateLimits;
}

/** Who sent a form, for the limit per guest: its e-mail and phone (the gift card's receiver form has only the receiver's). */
const guestOf = (form: { email: string; phone: string } | { Receiveremail: string; Receiverphone: string }): Guest =>
  'email' in form ? form : { email: form.Receiveremail, phone: form.Receiverphone };

/** The hidden field only robots fill (core/inquiry-schemas.ts HONEYPOT_FIELD). */
const isRobot = (form: Record<string, unknown>) => {
  const v = form[HONEYPOT_FIELD];
  return v !== undefined && v !== null && String(v).trim() !== '';
};

const InquiryBody = FormLanguageSchema.partial().extend({
  UserData: z
    .record(z.string(), z.unknown())
    .describe(
      `The form's fields; UserData.title picks the form: ${INQUIRY_TITLES.join(', ')} (Newsletter when missing)`,
    ),
});

/** The size request as multipart/form-data: the form's text fields and its optional photos (read by the handler). */
const photoFields = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, pictureField(PHOTO_LABELS.get(f) ?? f).optional()]));
const SizeRequestForm = z.union([
  RingSizeSchema.extend({ ...FormLanguageSchema.partial().shape, ...photoFields(RING_PHOTO_FIELDS) }),
  BangleSizeSchema.extend({ ...FormLanguageSchema.partial().shape, ...photoFields(BANGLE_PHOTO_FIELDS) }),
]);

/** The page's language a form came with, or the 400 naming `Language`. */
function languageOf(body: unknown) {
  const parsed = FormLanguageSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data.Language;
}

/**
 * The form calls of docs/behaviour.md §7.4 and §7.5 under /api/mail: each validated with the page's schema, stored, and
 * mailed through the outbox.
 */
export const inquiryApi =
  (opts: InquiryOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // One allowance for both routes, whichever forms they are: a ceiling per client address, counted before the body
    // is read, and the guest's own allowance (by e-mail and by phone), counted once the form has been read.
    const limit = async (req: FastifyRequest) => opts.limits.address('form', req.ip);
    const tags = ['forms'];
    const errors = refusals(400, 413, 415, 429, 503);

    app.post(
      '/inquiryMail',
      {
        onRequest: limit,
        schema: {
          tags,
          operationId: 'sendInquiry',
          summary: 'Send a contact, appointment, newsletter, gift card or requirement form',
          body: InquiryBody,
          response: { 200: InquiryAnswerSchema.describe('The form is kept and mailed'), ...errors },
        },
      },
      async (req) => {
        const form = req.body.UserData;
        if (isRobot(form)) return { message: INQUIRY_OK };
        const locale = languageOf(req.body);
        const schema = inquirySchemaFor(form.title);
        if (!schema)
          throw new DomainError(400, `UserData.title must be one of ${INQUIRY_TITLES.join(', ')}`, 'UserData.title');
        const parsed = schema.safeParse(form);
        if (!parsed.success) throw invalidInput(parsed.error, 'UserData');
        await opts.limits.guest('form', guestOf(parsed.data));
        await submitInquiry(opts.db, opts.store, {
          kind: KIND_OF_TITLE[parsed.data.title],
          fields: parsed.data,
          publicUrl: opts.publicUrl,
          locale,
        });
        opts.onMail();
        return { message: INQUIRY_OK };
      },
    );

    app.post(
      '/submitform',
      {
        onRequest: limit,
        schema: {
          tags,
          operationId: 'sendSizeRequest',
          summary: 'Send a ring or bangle size request with up to three photos (multipart/form-data)',
          description: 'The title picks the form: Ring Size Guide (the default) or Bangles & Bracelets Size Guide.',
          body: { content: { 'multipart/form-data': { schema: SizeRequestForm } } },
          response: { 200: SizeFormAnswerSchema.describe('The request and its photos are kept and mailed'), ...errors },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new DomainError(415, 'Send the size request as multipart/form-data');
        const { fields, files } = await readMultipart(req);
        if (isRobot(fields)) return { message: SIZE_FORM_OK };
        const locale = languageOf(fields);
        const labels = Object.fromEntries(sizePhotoFields(fields.title).map((f) => [f, PHOTO_LABELS.get(f) ?? f]));
        const uploads = expectedFiles(files, labels);
        const parsed = sizeSchemaFor(fields.title).safeParse(fields);
        if (!parsed.success) throw invalidInput(parsed.error);
        await opts.limits.guest('form', parsed.data);
        // Every photo checked by its header first, then all re-encoded in one turn of the pictures' queue.
        const photos = await cleanImages(
          [...uploads].map(([field, data]) => ({ field, label: labels[field] ?? field, data })),
        );
        await submitInquiry(opts.db, opts.store, {
          kind: KIND_OF_TITLE[parsed.data.title],
          fields: parsed.data,
          photos,
          publicUrl: opts.publicUrl,
          locale,
        });
        opts.onMail();
        return { message: SIZE_FORM_OK };
      },
    );
  };
