import { z } from 'zod';
import { INQUIRY_KINDS, kindLabel } from './inquiry-admin-schemas';

/**
 * What the shop tells an open back office as it happens (docs/behaviour.md §11.13): an order placed, a deposit slip
 * sent, a payment recorded, an inquiry sent. An alert names its order or inquiry and nothing of the guest: it goes
 * through the database to every shop process and may be shown in the member's system notifications.
 */
const orderNo = z.string().min(1).max(40);
export const AlertSchema = z.discriminatedUnion('kind', [
  /** A guest placed an order; `slip` when a deposit slip came with it. */
  z.object({ kind: z.literal('order'), orderNo, slip: z.boolean().optional() }),
  /** A guest sent a deposit slip for an order placed before. */
  z.object({ kind: z.literal('slip'), orderNo }),
  /** A payment was recorded against an order. */
  z.object({ kind: z.literal('payment'), orderNo }),
  /** A guest sent a form (a newsletter sign-up is not announced: it waits for no answer, §11.8). */
  z.object({ kind: z.literal('inquiry'), id: z.number().int().positive(), form: z.enum(INQUIRY_KINDS) }),
]);
export type Alert = z.infer<typeof AlertSchema>;

/**
 * What the back office's menu counts (docs/behaviour.md §11.13), read from what the shop keeps, so that a reload
 * shows the same: the orders awaiting payment (each holds its pieces until a member confirms the money or cancels
 * it), of them those whose guest sent a deposit slip (a payment to check now), and the inquiries not answered yet
 * (newsletter sign-ups aside). The same figures as the Today page's.
 */
export const AlertCountsSchema = z.object({
  awaitingPayment: z.number().int().nonnegative(),
  slipsToCheck: z.number().int().nonnegative(),
  unanswered: z.number().int().nonnegative(),
});
export type AlertCounts = z.infer<typeof AlertCountsSchema>;

/** An alert in words, for a system notification: a title and the page it opens. */
export function alertWords(a: Alert): { title: string; body: string; href: string } {
  switch (a.kind) {
    case 'order':
      return {
        title: `New order ${a.orderNo}`,
        body: a.slip ? 'A deposit slip came with it.' : 'Awaiting payment.',
        href: `/admin/orders/${a.orderNo}`,
      };
    case 'slip':
      return {
        title: `Deposit slip for ${a.orderNo}`,
        body: 'Check the payment.',
        href: `/admin/orders/${a.orderNo}`,
      };
    case 'payment':
      return { title: `Payment recorded for ${a.orderNo}`, body: '', href: `/admin/orders/${a.orderNo}` };
    case 'inquiry':
      return { title: `New inquiry #${a.id}`, body: kindLabel(a.form), href: `/admin/inquiries/${a.id}` };
  }
}

/** The names of the stream's events (docs/behaviour.md §11.13). */
export const ALERT_EVENTS = {
  /** The stream is open: read the counts again (something may have happened while it was not). */
  ready: 'ready',
  /** Something happened: `data` is an Alert. */
  alert: 'alert',
  /** Alerts may have been missed (the shop's link to the database dropped): read the counts again. */
  gap: 'gap',
} as const;
