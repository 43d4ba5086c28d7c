import { formatPKR } from '../../core/format';
import { formatDay } from '../../core/calendar-day';
import { ledgerMethodLabel, type LedgerKind } from '../../core/payments';
import { fullAddress, SHOP } from '../../core/shop';
import type { outbox } from '../db/schema';
import { layout } from './layout';

type OutboxRow = typeof outbox.$inferInsert;

/** What the guest's receipt of a payment or a refund tells (docs/behaviour.md §4.14). */
export interface LedgerEntryForMail {
  orderNo: string;
  firstName: string;
  email: string;
  kind: LedgerKind;
  amount: number;
  method: string;
  paidOn: string;
  reference: string;
  /** A refund's reason. */
  note: string;
  /** The receipt's number (the order's number and the entry's). */
  receiptNo: string;
  total: number;
  paid: number;
  balance: number;
  /** What became of the order with it, in one sentence (paid in full: being prepared), if anything. */
  then: string | null;
  statusUrl: string;
}

/** The guest's receipt: what was received (or given back), how and when, what is paid and what is still to pay. */
export function ledgerEntryMail(e: LedgerEntryForMail): OutboxRow {
  const refund = e.kind === 'refund';
  const title = refund ? `Refund for your order ${e.orderNo}` : `Payment received for your order ${e.orderNo}`;
  const text = [
    `Dear ${e.firstName},`,
    '',
    refund
      ? `We have refunded ${formatPKR(e.amount)} for your order ${e.orderNo}.`
      : `Thank you: we have received ${formatPKR(e.amount)} for your order ${e.orderNo}.`,
    ...(refund && e.note ? [`Reason: ${e.note}`] : []),
    '',
    `Receipt number: ${e.receiptNo}`,
    `${refund ? 'Refunded' : 'Paid'} on: ${formatDay(e.paidOn)}`,
    `${refund ? 'Refunded by' : 'Paid by'}: ${ledgerMethodLabel(e.method)}`,
    ...(e.reference ? [`Reference: ${e.reference}`] : []),
    '',
    `Order total: ${formatPKR(e.total)}`,
    `Paid so far: ${formatPKR(e.paid)}`,
    `Still to pay: ${formatPKR(e.balance)}`,
    ...(e.then ? ['', e.then] : []),
    '',
    `Follow your order: ${e.statusUrl}`,
    '',
    `${SHOP.name}, ${fullAddress()}`,
    `${SHOP.phones[0].number} Ext. ${SHOP.phones[0].ext} · WhatsApp ${SHOP.whatsappDisplay}`,
  ].join('\n');
  return {
    kind: refund ? 'order-refund' : 'order-receipt',
    toAddress: e.email,
    replyTo: SHOP.email,
    subject: `${title} at ${SHOP.name}`,
    textBody: text,
    htmlBody: layout(title, text),
  };
}
