import { formatPKR } from '../../core/format';
import { formatDayIn } from '../../core/calendar-day';
import type { Locale } from '../../core/locale';
import type { LedgerKind } from '../../core/payments';
import { fullAddress, SHOP } from '../../core/shop';
import type { outbox } from '../db/schema';
import { layout } from './layout';
import { mailWords, selector } from './words';

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
  /** What became of the order with it, told in one sentence: paid in full (and being prepared), or nothing. */
  then: PaidThen | null;
  statusUrl: string;
  /** The language the guest ordered in (English when not given). */
  locale?: Locale;
}

/** What a payment did to the order: paid it in full and moved it on to being prepared, or paid it in full. */
export type PaidThen = 'preparing' | 'paid-in-full';

/** The guest's receipt: what was received (or given back), how and when, what is paid and what is still to pay. */
export function ledgerEntryMail(e: LedgerEntryForMail): OutboxRow {
  const locale = e.locale ?? 'en';
  const w = mailWords(locale);
  const refund = e.kind === 'refund';
  const amount = formatPKR(e.amount);
  const title = w(refund ? 'mail.refundTitle' : 'mail.paymentTitle', { orderNo: e.orderNo });
  const method = w('mail.ledgerMethod', { method: selector(e.method) });
  const text = [
    w('mail.dear', { name: e.firstName }),
    '',
    w(refund ? 'mail.refunded' : 'mail.received', { amount, orderNo: e.orderNo }),
    ...(refund && e.note ? [w('mail.reason', { reason: e.note })] : []),
    '',
    w('mail.receiptNo', { receiptNo: e.receiptNo }),
    w(refund ? 'mail.refundedOn' : 'mail.paidOn', { day: formatDayIn(locale, e.paidOn) }),
    w(refund ? 'mail.refundedBy' : 'mail.paidBy', { method }),
    ...(e.reference ? [w('mail.paymentReference', { reference: e.reference })] : []),
    '',
    w('mail.orderTotal', { amount: formatPKR(e.total) }),
    w('mail.paidSoFar', { amount: formatPKR(e.paid) }),
    w('mail.stillToPay', { amount: formatPKR(e.balance) }),
    ...(e.then ? ['', w('mail.then', { then: selector(e.then) })] : []),
    '',
    w('mail.follow', { url: e.statusUrl }),
    '',
    `${SHOP.name}, ${fullAddress()}`,
    w('mail.footerPhones', { phone: SHOP.phones[0].number, ext: SHOP.phones[0].ext, whatsapp: SHOP.whatsappDisplay }),
  ].join('\n');
  return {
    kind: refund ? 'order-refund' : 'order-receipt',
    toAddress: e.email,
    replyTo: SHOP.email,
    subject: w('mail.titleAt', { title, shop: SHOP.name }),
    textBody: text,
    htmlBody: layout(title, text, locale),
  };
}
