import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderSchema,
  HoldExtensionSchema,
  OrderListSchema,
  OrderMoveSchema,
  OrderNoSchema,
  OrderNoteSchema,
  OrdersExportSchema,
  OrdersQuerySchema,
} from '../../core/order-admin-schemas';
import { PaymentRecordSchema, RefundEntrySchema } from '../../core/payments';
import {
  TakenOrderAnswerSchema,
  TakenOrderSchema,
  TakenPiecesQuerySchema,
  TakenPiecesSchema,
} from '../../core/taken-order';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { FileStore } from '../files/store';
import { fileField, refusals } from '../http/openapi';
import { createAdminOrders } from '../services/orders/read';
import { recordPayment, recordRefund } from '../services/orders/ledger';
import { extendHold, moveOrder, setOrderNote } from '../services/orders/moves';
import { takeOrder, takenPieces } from '../services/orders/take';

interface OrdersApiOptions {
  db: Db;
  /** The file store the deposit slips are kept in. */
  store: FileStore;
  publicUrl: string;
  /** Clears the storefront's caches: a cancelled order's pieces are for sale again, a delivered one's are sold. */
  invalidate: () => void;
  /** Wakes the outbox worker: the guest's mail about the move goes at once. */
  onMail: () => void;
}

const OrderParams = z.object({ orderNo: OrderNoSchema });

/**
 * The back office's orders (docs/behaviour.md §11.2): list, one order, its slip, moves, hold, note, export, and its
 * payments ledger (§4.14).
 */
export const adminOrdersApi =
  (opts: OrdersApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const orders = createAdminOrders(opts.db);
    const tags = ['back office'];
    const detail = async (orderNo: string) => {
      const d = await orders.detail(orderNo);
      if (!d) throw new DomainError(404, `No order ${orderNo}`, 'orderNo');
      return d;
    };
    const one = AdminOrderSchema.describe('The order as it is now');

    app.get(
      '/orders',
      {
        schema: {
          tags,
          operationId: 'listOrders',
          summary: 'Orders, newest first: filtered by status and payment, searched by number, e-mail or phone',
          querystring: OrdersQuerySchema,
          response: { 200: OrderListSchema.describe('One page of orders'), ...refusals(400, 401) },
        },
      },
      async (req) => orders.list(req.query),
    );
    app.get(
      '/orders/export.csv',
      {
        schema: {
          tags,
          operationId: 'exportOrders',
          summary: 'The orders placed between two days as CSV (UTF-8 with BOM), one row per line',
          querystring: OrdersExportSchema,
          response: {
            200: {
              description: 'The CSV file, one row per order line; formulas defused',
              content: { 'text/csv': { schema: z.string().describe('CSV') } },
            },
            ...refusals(400, 401),
          },
        },
      },
      async (req, reply) => {
        const { from, to } = req.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
          .send(await orders.exportCsv(from, to));
      },
    );
    app.get(
      '/orders/pieces',
      {
        schema: {
          tags,
          operationId: 'priceTakenPieces',
          summary: 'The pieces of an order staff take, by tag number: each priced today, or why it cannot be sold',
          querystring: TakenPiecesQuerySchema,
          response: { 200: TakenPiecesSchema.describe('The pieces and their total'), ...refusals(400, 401) },
        },
      },
      async (req) => takenPieces(opts.db, req.query.tags),
    );
    app.post(
      '/orders',
      {
        schema: {
          tags,
          operationId: 'takeOrder',
          summary:
            'Take an order for a customer at the counter, on the phone or on WhatsApp (or hold pieces for them): priced and reserved as a website order, with what is paid now',
          body: TakenOrderSchema,
          response: { 200: TakenOrderAnswerSchema.describe('The new order'), ...refusals(400, 401, 409) },
        },
      },
      async (req) => {
        const answer = await takeOrder(opts.db, req.body, { actor: actorOf(req), publicUrl: opts.publicUrl });
        opts.invalidate();
        opts.onMail();
        return answer;
      },
    );
    app.get(
      '/orders/:orderNo',
      {
        schema: {
          tags,
          operationId: 'getOrder',
          summary: 'One order with its lines, guest, delivery, payment, mails and history',
          params: OrderParams,
          response: { 200: one, ...refusals(400, 401, 404) },
        },
      },
      async (req) => detail(req.params.orderNo),
    );
    app.get(
      '/orders/:orderNo/slip',
      {
        schema: {
          tags,
          operationId: 'getDepositSlip',
          summary: "The guest's deposit slip (a JPEG, re-encoded on receipt)",
          params: OrderParams,
          response: {
            200: {
              description: 'The slip as a JPEG',
              content: { 'image/jpeg': { schema: fileField('The slip') } },
            },
            ...refusals(400, 401, 404),
          },
        },
      },
      async (req, reply) => {
        const file = await orders.slipOf(req.params.orderNo);
        if (!file) throw new DomainError(404, `Order ${req.params.orderNo} has no deposit slip`, 'orderNo');
        // Only the keys the checkout and the status page store are ever read, whatever the table says.
        const data = /^uploads\/slips\/[\w-]+\.jpg$/.test(file) ? await opts.store.get(file) : null;
        if (!data) throw new DomainError(404, `The deposit slip of ${req.params.orderNo} is missing`, 'orderNo');
        return reply.type('image/jpeg').send(data);
      },
    );
    app.post(
      '/orders/:orderNo/move',
      {
        schema: {
          tags,
          operationId: 'moveOrder',
          summary: 'Move an order to its next state; the guest is e-mailed',
          params: OrderParams,
          body: OrderMoveSchema,
          response: { 200: one, ...refusals(400, 401, 404, 409) },
        },
      },
      async (req) => {
        await moveOrder(opts.db, {
          orderNo: req.params.orderNo,
          ...req.body,
          actor: actorOf(req),
          publicUrl: opts.publicUrl,
        });
        opts.invalidate();
        opts.onMail();
        return detail(req.params.orderNo);
      },
    );
    app.post(
      '/orders/:orderNo/payments',
      {
        schema: {
          tags,
          operationId: 'recordPayment',
          summary:
            'Record a payment (at most the balance); paid in full, an order awaiting payment moves on to processing. The guest is e-mailed a receipt',
          params: OrderParams,
          body: PaymentRecordSchema,
          response: { 200: one, ...refusals(400, 401, 404, 409) },
        },
      },
      async (req) => {
        await recordPayment(opts.db, {
          orderNo: req.params.orderNo,
          entry: req.body,
          actor: actorOf(req),
          publicUrl: opts.publicUrl,
        });
        opts.onMail();
        return detail(req.params.orderNo);
      },
    );
    app.post(
      '/orders/:orderNo/refunds',
      {
        schema: {
          tags,
          operationId: 'recordRefund',
          summary: 'Record a refund (at most what is paid) with its reason; the guest is e-mailed',
          params: OrderParams,
          body: RefundEntrySchema,
          response: { 200: one, ...refusals(400, 401, 404, 409) },
        },
      },
      async (req) => {
        await recordRefund(opts.db, {
          orderNo: req.params.orderNo,
          entry: req.body,
          actor: actorOf(req),
          publicUrl: opts.publicUrl,
        });
        opts.onMail();
        return detail(req.params.orderNo);
      },
    );
    app.post(
      '/orders/:orderNo/hold',
      {
        schema: {
          tags,
          operationId: 'extendHold',
          summary: 'Hold the pieces of an order awaiting payment for more days',
          params: OrderParams,
          body: HoldExtensionSchema,
          response: { 200: one, ...refusals(400, 401, 404, 409) },
        },
      },
      async (req) => {
        await extendHold(opts.db, { orderNo: req.params.orderNo, days: req.body.days, actor: actorOf(req) });
        return detail(req.params.orderNo);
      },
    );
    app.post(
      '/orders/:orderNo/note',
      {
        schema: {
          tags,
          operationId: 'setOrderNote',
          summary: "Set the staff's internal note on an order (never shown to the guest)",
          params: OrderParams,
          body: OrderNoteSchema,
          response: { 200: one, ...refusals(400, 401, 404) },
        },
      },
      async (req) => {
        await setOrderNote(opts.db, { orderNo: req.params.orderNo, note: req.body.note, actor: actorOf(req) });
        return detail(req.params.orderNo);
      },
    );
  };
