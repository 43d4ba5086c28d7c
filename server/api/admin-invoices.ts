import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentIdSchema, receiptNo } from '../../core/invoice';
import { OrderNoSchema } from '../../core/order-admin-schemas';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { fileField, refusals } from '../http/openapi';
import { invoicePdf } from '../services/orders/invoice';
import { receiptPdf } from '../services/orders/receipt';

const OrderParams = z.object({ orderNo: OrderNoSchema });
const PaymentParams = OrderParams.extend({ paymentId: PaymentIdSchema });

/** A PDF shown in the browser under a file name (the name is letters, digits and dashes: OrderNoSchema's). */
const shown = (reply: FastifyReply, filename: string, file: Buffer) =>
  reply
    .type('application/pdf')
    .header('Cache-Control', 'no-store, private')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .send(file);

const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: fileField(description) } },
});

/**
 * An order's invoice and the receipt of one of its payments, as PDF files shown in the browser (docs/behaviour.md
 * §11.14), for any signed-in member: the guard refuses a request without a session, and each handler checks it again
 * where the order is read. Never kept (the guard's `private, no-store`).
 */
export const adminInvoicesApi =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    app.get(
      '/orders/:orderNo/invoice.pdf',
      {
        schema: {
          tags,
          operationId: 'getInvoice',
          summary: "The order's invoice (A4 PDF): pieces with their price breakup, totals, payments and balance due",
          params: OrderParams,
          response: { 200: pdf('The invoice as a PDF'), ...refusals(400, 401, 404) },
        },
      },
      async (req, reply) => {
        actorOf(req);
        const file = await invoicePdf(db, req.params.orderNo);
        return shown(reply, `Invoice-${req.params.orderNo.toUpperCase()}.pdf`, file);
      },
    );
    app.get(
      '/orders/:orderNo/payments/:paymentId/receipt.pdf',
      {
        schema: {
          tags,
          operationId: 'getReceipt',
          summary: 'The receipt of one payment or refund of the order (A4 PDF), with what was paid and due after it',
          params: PaymentParams,
          response: { 200: pdf('The receipt as a PDF'), ...refusals(400, 401, 404) },
        },
      },
      async (req, reply) => {
        actorOf(req);
        const { orderNo, paymentId } = req.params;
        const file = await receiptPdf(db, orderNo, paymentId);
        return shown(reply, `Receipt-${receiptNo(orderNo.toUpperCase(), paymentId)}.pdf`, file);
      },
    );
  };
