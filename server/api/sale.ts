import '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SaleSchema } from '../../core/order-schema';
import type { Db } from '../db/client';
import { OrderError, placeOrder } from '../services/orders';
import { cleanImage, storeUpload, UploadError } from '../uploads';

interface SaleOptions {
  db: Db;
  dataDir: string;
  publicUrl: string;
  onOrder: () => void;
  /** Orders per minute per client address. */
  rateLimit: number;
}

/** Reads the order: JSON, or multipart with the order as JSON in field `order` and the slip in `depositSlip`. */
async function readSale(req: FastifyRequest): Promise<{ body: unknown; slip: Buffer | null }> {
  if (!req.isMultipart()) return { body: req.body, slip: null };
  let body: unknown = undefined;
  let slip: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'depositSlip') throw new UploadError(`Unexpected file field ${part.fieldname}`, part.fieldname);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('Deposit slip must be at most 5 MB', 'depositSlip', 413);
        throw err;
      }
      if (part.file.truncated) throw new UploadError('Deposit slip must be at most 5 MB', 'depositSlip', 413);
      if (data.length) slip = data;
    } else if (part.fieldname === 'order') {
      try {
        body = JSON.parse(String(part.value));
      } catch {
        throw new UploadError('order must be JSON', 'order');
      }
    }
  }
  return { body, slip };
}

/** POST /api/sale/e-Sales (spec §7): places an order; the server is the price authority (DESIGN.md). */
export const saleApi = (opts: SaleOptions): FastifyPluginAsync => async (app) => {
  app.post('/e-Sales', {
    config: { rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } },
    schema: {
      tags: ['orders'],
      summary: 'Place an order: { Stock, UserData, NetPrice, Delivery, Payment, termsAccepted } as JSON, or multipart with `order` and `depositSlip`',
    },
  }, async (req, reply) => {
    const { body, slip } = await readSale(req);
    const parsed = SaleSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      return reply.code(400).send({ message: errors.map((e) => e.message).join('; '), errors });
    }
    const cleanSlip = slip ? await cleanImage(slip, 'depositSlip', 'Deposit slip') : null;
    const key = req.headers['idempotency-key'];
    try {
      const answer = await placeOrder(opts.db, parsed.data, {
        publicUrl: opts.publicUrl,
        idempotencyKey: typeof key === 'string' && key.trim() ? key.trim().slice(0, 100) : undefined,
        saveSlip: cleanSlip ? (orderNo) => storeUpload(opts.dataDir, 'slips', orderNo, cleanSlip) : undefined,
      });
      opts.onOrder();
      return answer;
    } catch (err) {
      if (err instanceof OrderError) {
        return reply.code(err.statusCode).send({ message: err.message, errors: err.field ? [{ field: err.field, message: err.message }] : undefined });
      }
      throw err;
    }
  });
};
