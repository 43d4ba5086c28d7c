import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OrderAnswerSchema } from '../../core/api-schemas';
import { SaleSchema } from '../../core/order-schema';
import type { Db } from '../db/client';
import { refuseNul } from '../http/unreadable';
import { DomainError, invalidInput } from '../common/domain-error';
import { expectedFiles, readMultipart } from '../http/multipart';
import { pictureField, refusals } from '../http/openapi';
import type { RateLimits } from '../http/rate-limits';
import { isKnownOrderKey, placeOrder } from '../services/orders/place';
import { cleanImage } from '../files/uploads';

interface OrdersApiOptions {
  db: Db;
  dataDir: string;
  publicUrl: string;
  /** Called after an order is committed (its mails are waiting in the outbox). */
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
          dataDir: opts.dataDir,
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
  };
