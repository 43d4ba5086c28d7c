import { INQUIRY_KINDS, kindLabel, type InquiryKind } from './inquiry-kinds';

/**
 * What the shop tells an open back office as it happens (docs/behaviour.md §11.13): an order placed, a deposit slip
 * sent, a payment recorded, an inquiry sent. An alert names its order or inquiry and nothing of the guest: it goes
 * through the database to every shop process and may be shown in the member's system notifications. Read without
 * zod: the back office's frame, which every one of its pages loads, carries the alerts (docs/decisions/041).
 */
export type Alert =
  /** A guest placed an order; `slip` when a deposit slip came with it. */
  | { kind: 'order'; orderNo: string; slip?: boolean }
  /** A guest sent a deposit slip for an order placed before. */
  | { kind: 'slip'; orderNo: string }
  /** A payment was recorded against an order. */
  | { kind: 'payment'; orderNo: string }
  /** A guest sent a form (a newsletter sign-up is not announced: it waits for no answer, §11.8). */
  | { kind: 'inquiry'; id: number; form: InquiryKind };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isOrderNo = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40;

/** An alert as the stream carries it (parsed JSON), or null for anything that is not one. */
export function alertOf(v: unknown): Alert | null {
  if (!isRecord(v)) return null;
  switch (v.kind) {
    case 'order':
      if (!isOrderNo(v.orderNo)) return null;
      return typeof v.slip === 'boolean'
        ? { kind: 'order', orderNo: v.orderNo, slip: v.slip }
        : { kind: 'order', orderNo: v.orderNo };
    case 'slip':
    case 'payment':
      return isOrderNo(v.orderNo) ? { kind: v.kind, orderNo: v.orderNo } : null;
    case 'inquiry': {
      const form = INQUIRY_KINDS.find((k) => k === v.form);
      return Number.isSafeInteger(v.id) && Number(v.id) > 0 && form
        ? { kind: 'inquiry', id: Number(v.id), form }
        : null;
    }
    default:
      return null;
  }
}

/**
 * What the back office's menu counts (docs/behaviour.md §11.13), read from what the shop keeps, so that a reload
 * shows the same: the orders awaiting payment (each holds its pieces until a member confirms the money or cancels
 * it), of them those whose guest sent a deposit slip (a payment to check now), and the inquiries not answered yet
 * (newsletter sign-ups aside). The same figures as the Today page's. Its schema for the API: core/alert-schemas.ts.
 */
export interface AlertCounts {
  awaitingPayment: number;
  slipsToCheck: number;
  unanswered: number;
}

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && Number(v) >= 0;

/** The counts as the API answers them, or null for anything else. */
export function countsOf(v: unknown): AlertCounts | null {
  if (!isRecord(v) || !isCount(v.awaitingPayment) || !isCount(v.slipsToCheck) || !isCount(v.unanswered)) return null;
  return { awaitingPayment: v.awaitingPayment, slipsToCheck: v.slipsToCheck, unanswered: v.unanswered };
}

/** An alert in words, for a system notification: a title, a line, and the page it opens. */
export function alertWords(a: Alert): { title: string; body: string; href: string } {
  switch (a.kind) {
    case 'order':
      return {
        title: `New order ${a.orderNo}`,
        body: a.slip ? 'A deposit slip came with it.' : 'Awaiting payment.',
        href: `/admin/orders/${a.orderNo}`,
      };
    case 'slip':
      return { title: `Deposit slip for ${a.orderNo}`, body: 'Check the payment.', href: `/admin/orders/${a.orderNo}` };
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
  /** Something happened: its data is an Alert. */
  alert: 'alert',
  /** Alerts may have been missed (the shop's link to the database dropped): read the counts again. */
  gap: 'gap',
} as const;
