import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OrderAnswerSchema, SlipAnswerSchema } from '../../core/api-schemas';
import { SLIP_FIELD, SLIP_LABEL } from '../../core/how-to-pay';
import { SLIP_OUTCOME_WORDS, slipOutcomeOf, type SlipOutcome } from '../../core/slip-outcomes';
import { pathIn } from '../../core/locale';
import { SaleSchema, SlipQuerySchema } from '../../core/order-schema';
import type { Db } from '../db/client';
import type { FileStore } from '../files/store';
import { refuseNul } from '../http/unreadable';
import { DomainError, invalidInput } from '../common/domain-error';
import { expectedFiles, readMultipart } from '../http/multipart';
import { pictureField, refusals } from '../http/openapi';
import type { RateLimits } from '../http/rate-limits';
import { isKnownOrderKey, placeOrder } from '../services/orders/place';
import { sendSlip, slipTarget } from '../services/orders/slip';
import { isPlainFormPost, type FormRefusal } from '../http/plain-form';
import { cleanImage } from '../files/uploads';

interface OrdersApiOptions {
  db: Db;
  /** The file store the deposit slips are kept in. */
  store: FileStore;
  publicUrl: string;
  /** Called after an order or a deposit slip is committed (its mails are waiting in the outbox). */
  onOrder: () => void;
  /**
   * Called when pieces changed hands: after an order reserved its pieces, and after a refusal for a piece taken
   * meanwhile (this process's catalogue still showed it for sale). The catalogue's caches forget them (docs/behaviour.md
   * §4.13), so the refused guest's page, reading the piece again, sees it reserved.
   */
  onStockChange: () => void;
  /** The limits on orders, per guest and per client address (docs/decisions/037). */
  limits: RateLimits;
  /** Days an order awaiting payment holds its pieces (RESERVE_DAYS). */
  reserveDays: number;
}

/** The order as multipart/form-data, when a deposit slip goes with it (read by readOrderForm). */
const OrderMultipart = z.object({
  order: z.string().describe('The order as JSON, as the application/json body'),
  depositSlip: pictureField('The bank deposit slip').optional(),
});

const OrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('The same key for every retry of one order: an order placed under it is answered again, not repeated'),
});

/** A deposit slip sent from the status page: the slip alone (read by the handler). */
const SlipMultipart = z.object({ [SLIP_FIELD]: pictureField('The deposit slip') });

/**
 * The status page a plain form post of a slip goes back to, its outcome in `slip` (docs/behaviour.md §4.16): the token
 * as it was sent, so an unknown one finds no order there either.
 */
function slipPage(req: FastifyRequest, refusal: FormRefusal | null): string {
  const parsed = SlipQuerySchema.safeParse(req.query);
  const outcome: SlipOutcome = refusal ? slipOutcomeOf(refusal.status, refusal.message, refusal.fields) : 'sent';
  const token = parsed.success ? `token=${encodeURIComponent(parsed.data.token)}&` : '';
  return `${pathIn(parsed.success ? (parsed.data.lang ?? 'en') : 'en', '/orderstatus')}?${token}slip=${outcome}#payment`;
}

/** Reads the order: JSON, or multipart with the order as JSON in field `order` and the slip in `depositSlip`. */
async function readOrderForm(req: FastifyRequest): Promise<{ body: unknown; slip: Buffer | null }> {
  if (!req.isMultipart()) return { body: req.body, slip: null };
  const { fields, files } = await readMultipart(req);
  const slip = expectedFiles(files, { depositSlip: 'Deposit slip' }).get('depositSlip') ?? null;
  if (fields.order === undefined) return { body: undefined, slip };
  let body: unknown;
  try {
    body = JSON.parse(fields.order);
  } catch {
    throw new DomainError(400, 'order must be JSON', 'order');
  }
  // As a JSON body would be (docs/behaviour.md §10.10.1): a NUL or broken Unicode is refused, naming its field.
  refuseNul(body);
  return { body, slip };
}

/** The Idempotency-Key header as the orders table keeps it, or undefined. */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, 100) : undefined;
}

/** POST /api/sale/e-Sales (docs/behaviour.md §7.3): places an order; the server is the price authority (§10.1). */
export const ordersApi =
  (opts: OrdersApiOptions): FastifyPluginAsync =>
  async (app) => {
    const isRetry = async (req: FastifyRequest) => {
      const key = idempotencyKeyOf(req);
      return key ? isKnownOrderKey(opts.db, key) : false;
    };
    app.post(
      '/e-Sales',
      {
        // The address's ceiling, before the body is read. A retry of an order already placed only reads back its first
        // answer: a phone on a bad line may retry freely, so it counts against neither limit.
        onRequest: async (req: FastifyRequest) => {
          if (!(await isRetry(req))) await opts.limits.address('order', req.ip);
        },
        schema: {
          tags: ['orders'],
          operationId: 'placeOrder',
          summary: 'Place an order, as JSON, or as multipart with the order in `order` and the slip in `depositSlip`',
          description: 'The server prices every piece again; NetPrice must be the total it works out.',
          headers: OrderHeaders,
          body: {
            content: { 'application/json': { schema: SaleSchema }, 'multipart/form-data': { schema: OrderMultipart } },
          },
          response: {
            200: OrderAnswerSchema.describe('The order is placed (or was already, under this Idempotency-Key)'),
            ...refusals(400, 409, 413, 415, 429, 503),
          },
        },
      },
      async (req) => {
        const { body, slip } = await readOrderForm(req);
        const parsed = SaleSchema.safeParse(body);
        if (!parsed.success) throw invalidInput(parsed.error);
        const { Email: email, PhoneNo: phone } = parsed.data.UserData;
        if (!(await isRetry(req))) await opts.limits.guest('order', { email, phone });
        const answer = await placeOrder(opts.db, parsed.data, {
          publicUrl: opts.publicUrl,
          store: opts.store,
          idempotencyKey: idempotencyKeyOf(req),
          // In the slips' own lane: an order never waits behind another guest's photos (docs/decisions/060).
          slip: slip ? await cleanImage(slip, 'depositSlip', 'Deposit slip', 'slip') : null,
          reserveDays: opts.reserveDays,
        }).catch((err: unknown) => {
          if (err instanceof DomainError && err.status === 409 && err.errors.some((e) => e.field === 'Stock'))
            opts.onStockChange();
          throw err;
        });
        opts.onStockChange();
        opts.onOrder();
        return answer;
      },
    );

    app.post(
      '/slip',
      {
        // Counted as a guest's form: a ceiling per client address before the body is read, then the guest's own.
        onRequest: async (req: FastifyRequest) => opts.limits.address('form', req.ip),
        config: { statusToken: true, formPage: slipPage },
        schema: {
          tags: ['orders'],
          operationId: 'sendDepositSlip',
          summary: "Send or replace the deposit slip of a bank-transfer order, from the order's status page",
          description:
            "Authorised by the order's status token alone (`token`, the secret of the status link); an unknown one " +
            'is 404, whatever order number it may look like. Taken while the order awaits (part of) its payment: ' +
            'a cancelled order, one paid in full or one not paid by bank transfer is 409. A browser posting the ' +
            "status page's own form (Accept: text/html) is sent back to it (303) with the outcome in `slip`.",
          querystring: SlipQuerySchema,
          body: { content: { 'multipart/form-data': { schema: SlipMultipart } } },
          response: {
            200: SlipAnswerSchema.describe("The slip is kept as the order's, and the shop is told"),
            303: z.null().describe("A browser's plain form post: back to the status page with the outcome in `slip`"),
            ...refusals(400, 404, 409, 413, 415, 429, 503),
          },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new DomainError(415, 'Send the deposit slip as multipart/form-data');
        const { files } = await readMultipart(req);
        const sent = expectedFiles(files, { [SLIP_FIELD]: SLIP_LABEL }).get(SLIP_FIELD);
        // Checked by the route's schema already; read again for its type.
        const query = SlipQuerySchema.safeParse(req.query);
        if (!query.success) throw invalidInput(query.error);
        const { token } = query.data;
        await opts.limits.guest('form', await slipTarget(opts.db, token));
        if (!sent) throw new DomainError(400, SLIP_OUTCOME_WORDS.missing, SLIP_FIELD);
        // The slips' own lane, as at checkout (docs/decisions/060).
        const slip = await cleanImage(sent, SLIP_FIELD, SLIP_LABEL, 'slip');
        const kept = await sendSlip(opts.db, { token, slip, store: opts.store, publicUrl: opts.publicUrl });
        opts.onOrder();
        if (isPlainFormPost(req)) return reply.redirect(slipPage(req, null), 303);
        return { message: 'Slip received', ...kept };
      },
    );
  };
