import type { Delivery } from '../../core/checkout-schema';
import { formatPKR, formatWeight } from '../../core/format';
import type { Locale } from '../../core/locale';
import type { MailKey } from '../../core/messages';
import { formatDayIn, formatShopTime } from '../../core/shop-time';
import { FIRST_ORDER_STATE, type OrderState } from '../../core/order-states';
import { courierName, trackingLink } from '../../core/couriers';
import { paymentWay, type PaymentWay } from '../../core/how-to-pay';
import type { LineBreakup } from '../../core/payments';
import { formatTola } from '../../core/tola';
import { certificateLine, purityLine, type PurityPart } from '../../core/trust-record';
import { fullAddress, SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import type { outbox } from '../db/schema';
import { layout } from './layout';
import { mailWords, selector, unitWords, type MailWords } from './words';

export interface OrderForMail {
  orderNo: string;
  total: number;
  subtotal: number;
  deliveryCharge: number;
  statusUrl: string;
  /** The order in the back office (PUBLIC_URL/admin/orders/NO), which the shop's copy links to. */
  adminUrl: string;
  lines: {
    tagNo: string;
    displayName: string;
    size: string;
    unitPrice: number;
    qty: number;
    /** How its price was made, with the piece's trust record (docs/behaviour.md §9.15). */
    breakup?: LineBreakup | null;
  }[];
  user: {
    FirstName: string;
    LastName: string;
    Email: string;
    PhoneNo: string;
    Address: string;
    Address2: string;
    City: string;
  };
  delivery: Delivery;
  paymentMethod: string;
  slipFile: string | null;
  /** Until when the order holds its pieces while awaiting payment (docs/behaviour.md §4.7). */
  holdUntil?: Date | null;
  /** What is still to pay (docs/behaviour.md §4.16); the total when not given (nothing is paid at checkout). */
  toPay?: number;
  /** The language the guest ordered in: the guest's mail is in it (English when not given). */
  locale?: Locale;
}

/** How the order reaches the guest, in a line of the mail. */
export function deliveryLine(d: Delivery, w: MailWords = mailWords('en'), locale: Locale = 'en'): string {
  if (d.selectedDeliveryOption === 'collect') {
    const day = formatDayIn(locale, d.collectionDate);
    return d.cnicPassport ? w('mail.collectWithId', { day, id: d.cnicPassport }) : w('mail.collect', { day });
  }
  if (d.selectedDeliveryOption === 'free') return w('mail.freeDelivery');
  return w('mail.paidDelivery', { country: d.selectedCountry });
}

/**
 * How to pay what is still to pay, as the confirmation and status pages show it (docs/behaviour.md §4.16): for a bank
 * transfer the account, each detail on its line, the amount, the order number as the reference and until when the
 * pieces are held; for the showroom or delivery one sentence; nothing once paid or cancelled.
 */
export function howToPayLines(
  o: {
    orderNo: string;
    paymentMethod: string;
    status: string;
    toPay: number;
    statusUrl: string;
    holdUntil?: Date | null;
  },
  w: MailWords = mailWords('en'),
  locale: Locale = 'en',
): string[] {
  const way = paymentWay(o);
  const amount = formatPKR(o.toPay);
  if (way === 'paid-in-full') return [w('mail.paidInFull'), ''];
  if (way !== 'bank-transfer') {
    const key = LATER[way];
    return key ? [w(key, { amount }), ''] : [];
  }
  return [
    w('mail.payByTransfer', { amount }),
    w('mail.accountTitle', { value: SHOP_BANK.accountTitle }),
    w('mail.bank', { value: SHOP_BANK.bankName }),
    w('mail.accountNumber', { value: SHOP_BANK.accountNumber }),
    w('mail.iban', { value: SHOP_BANK.iban }),
    w('mail.branch', { value: SHOP_BANK.branch }),
    w('mail.amount', { amount }),
    w('mail.reference', { orderNo: o.orderNo }),
    ...(o.holdUntil && o.status === 'awaiting-payment'
      ? [w('mail.heldUntil', { until: formatShopTime(o.holdUntil, locale) })]
      : []),
    w('mail.sendSlip', { url: o.statusUrl }),
    '',
  ];
}

/** The sentence for a way to pay without bank details (core/how-to-pay.ts payLaterSentence), by its key. */
const LATER: Partial<Record<PaymentWay, MailKey>> = {
  'at-showroom': 'mail.payAtShowroom',
  'on-delivery': 'mail.payOnDelivery',
  other: 'mail.stillToPay',
};

/** The mail's words for each part of the purity line (core/trust-record.ts purityLine). */
const PURITY_WORDS: Record<PurityPart, MailKey> = {
  tested: 'mail.testedBy',
  purityNotTested: 'mail.notTested',
  notTested: 'mail.notTestedAlone',
  testedBy: 'mail.testedByAlone',
  method: 'mail.testMethod',
};

/** An order line's proof (core/trust-record.ts lineProofWords) in the mail's language. */
function proofWords(line: LineBreakup, w: MailWords): string[] {
  const proof = line.proof;
  const tested = proof ? purityLine(proof, line.karat != null, (part, values) => w(PURITY_WORDS[part], values)) : null;
  const certificate = proof ? certificateLine(proof) : null;
  return [
    tested ? w('mail.purity', { purity: tested }) : '',
    line.netWeight > 0
      ? w('mail.netWeight', { weight: formatWeight(line.netWeight), tola: formatTola(line.netWeight, unitWords(w)) })
      : '',
    certificate ? w('mail.certificate', { certificate }) : '',
  ].filter(Boolean);
}

function summary(o: OrderForMail, w: MailWords, locale: Locale): string[] {
  return [
    w('mail.orderNumber', { orderNo: o.orderNo }),
    '',
    ...o.lines.flatMap((l) => {
      const proof = l.breakup ? proofWords(l.breakup, w) : [];
      const line = { name: l.displayName, tagNo: l.tagNo, price: formatPKR(l.unitPrice) };
      return [
        l.size !== '-' ? w('mail.lineSized', { ...line, size: l.size }) : w('mail.line', line),
        ...(proof.length ? [`  ${proof.join(' · ')}`] : []),
      ];
    }),
    '',
    w('mail.subtotal', { amount: formatPKR(o.subtotal) }),
    w('mail.deliveryCharge', { amount: formatPKR(o.deliveryCharge) }),
    w('mail.total', { amount: formatPKR(o.total) }),
    '',
    w('mail.delivery', { how: deliveryLine(o.delivery, w, locale) }),
    w('mail.payment', { way: w('mail.checkoutMethod', { method: o.paymentMethod }) }),
  ];
}

type OutboxRow = typeof outbox.$inferInsert;

/** How the guest pays when it is not by bank transfer: no bank details, the way chosen in words (§4.5). */
function otherWayLines(o: OrderForMail, w: MailWords, locale: Locale): string[] {
  const until = o.holdUntil ? formatShopTime(o.holdUntil, locale) : '';
  if (o.paymentMethod === 'pay_at_showroom')
    return [w('mail.showroomChosen'), ...(o.holdUntil ? [w('mail.heldUntil', { until })] : []), ''];
  if (o.paymentMethod === 'cash_on_delivery')
    return [w('mail.codChosen'), ...(o.holdUntil ? [w('mail.heldWhileConfirming', { until })] : []), ''];
  return [];
}

/** The shop's name, address and numbers under every guest's mail. */
const signature = (w: MailWords) => [
  `${SHOP.name}, ${fullAddress()}`,
  w('mail.footerPhones', { phone: SHOP.phones[0].number, ext: SHOP.phones[0].ext, whatsapp: SHOP.whatsappDisplay }),
];

/**
 * The guest's confirmation, in the language the guest ordered in, and the shop's copy (in English, the back office's
 * language) with the guest's details and the slip attached.
 */
export function orderMails(o: OrderForMail): OutboxRow[] {
  const locale = o.locale ?? 'en';
  const w = mailWords(locale);
  const guestText = [
    w('mail.dear', { name: o.user.FirstName }),
    '',
    w('mail.orderThanks', { shop: SHOP.name }),
    '',
    ...summary(o, w, locale),
    '',
    ...(o.paymentMethod === 'bacs_allied_bank'
      ? howToPayLines({ ...o, status: FIRST_ORDER_STATE, toPay: o.toPay ?? o.total }, w, locale)
      : otherWayLines(o, w, locale)),
    w('mail.follow', { url: o.statusUrl }),
    '',
    ...signature(w),
  ].join('\n');
  const en = mailWords('en');
  const shopText = [
    `New order ${o.orderNo} — ${formatPKR(o.total)}`,
    '',
    `Name: ${o.user.FirstName} ${o.user.LastName}`.trim(),
    `E-mail: ${o.user.Email}`,
    `Phone: ${o.user.PhoneNo}`,
    `Address: ${[o.user.Address, o.user.Address2, o.user.City].filter(Boolean).join(', ')}`,
    ...(locale === 'en' ? [] : [`Ordered in: ${LANGUAGE_NAMES[locale]} (the guest's mails are in it)`]),
    '',
    ...summary(o, en, 'en'),
    `Deposit slip: ${o.slipFile ? 'attached' : 'none uploaded'}`,
    '',
    `In the back office: ${o.adminUrl}`,
  ].join('\n');
  const attachments = o.slipFile
    ? [{ filename: `deposit-slip-${o.orderNo}.jpg`, key: o.slipFile, contentType: 'image/jpeg' }]
    : [];
  return [
    {
      kind: 'order-guest',
      toAddress: o.user.Email,
      replyTo: SHOP.email,
      subject: w('mail.orderSubject', { orderNo: o.orderNo, shop: SHOP.name }),
      textBody: guestText,
      htmlBody: layout(w('mail.orderTitle', { orderNo: o.orderNo }), guestText, locale),
    },
    {
      kind: 'order-shop',
      toAddress: SHOP.email,
      replyTo: o.user.Email,
      subject: `New order ${o.orderNo} from ${o.user.FirstName} ${o.user.LastName}`.trim(),
      textBody: shopText,
      htmlBody: layout(`New order ${o.orderNo}`, shopText),
      attachments: JSON.stringify(attachments),
    },
  ];
}

/** The languages as the shop's copy names them. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ur: 'Urdu' };

/** What the guest's mail about a move of the order needs (docs/behaviour.md §4.7). */
export interface OrderMoveForMail {
  orderNo: string;
  firstName: string;
  email: string;
  /** The state the order has just moved to. */
  status: OrderState;
  /** How the guest pays (core/payments.ts CHECKOUT_METHODS): an order paid on delivery is confirmed, not paid, first. */
  paymentMethod?: string;
  trackingNo: string | null;
  /** The courier named when shipping (core/couriers.ts), or null. */
  courier?: string | null;
  cancelReason: string | null;
  /** The order's status page with its token, as in the first mail. */
  statusUrl: string;
  /** The language the guest ordered in (English when not given). */
  locale?: Locale;
}

/** The tracking number with its courier, and the courier's page to follow it on (docs/behaviour.md §4.16). */
function trackingLines(trackingNo: string | null, courier: string | null, w: MailWords): string[] {
  const name = courierName(courier);
  const link = trackingLink(courier, trackingNo);
  return [
    ...(trackingNo
      ? [name ? w('mail.trackingNoCourier', { trackingNo, courier: name }) : w('mail.trackingNo', { trackingNo })]
      : name
        ? [w('mail.courier', { courier: name })]
        : []),
    ...(link ? [name ? w('mail.trackOn', { courier: name, link }) : w('mail.trackOnCourier', { link })] : []),
  ];
}

/** The guest's mail when staff or the shop move the order: the number, the new state, what goes with it, the link. */
export function orderMoveMail(o: OrderMoveForMail): OutboxRow {
  const locale = o.locale ?? 'en';
  const w = mailWords(locale);
  const state = w('mail.state', { state: selector(o.status) });
  const text = [
    w('mail.dear', { name: o.firstName }),
    '',
    w('mail.movedTo', { orderNo: o.orderNo, state }),
    o.status === 'processing' && o.paymentMethod === 'cash_on_delivery'
      ? w('mail.codConfirmed')
      : w('mail.moveMeans', { state: selector(o.status) }),
    ...trackingLines(o.trackingNo, o.courier ?? null, w),
    ...(o.status === 'cancelled' && o.cancelReason ? [w('mail.reason', { reason: o.cancelReason })] : []),
    ...(o.status === 'cancelled' ? [w('mail.callUs', { phone: SHOP.supportPhone })] : []),
    '',
    w('mail.orderNumber', { orderNo: o.orderNo }),
    w('mail.follow', { url: o.statusUrl }),
    '',
    ...signature(w),
  ].join('\n');
  return {
    kind: 'order-status',
    toAddress: o.email,
    replyTo: SHOP.email,
    subject: w('mail.moveSubject', { orderNo: o.orderNo, shop: SHOP.name, state }),
    textBody: text,
    htmlBody: layout(w('mail.moveTitle', { orderNo: o.orderNo, state }), text, locale),
  };
}

/** What the shop's mail about a deposit slip sent from the status page needs (docs/behaviour.md §4.16). */
export interface SlipForMail {
  orderNo: string;
  name: string;
  email: string;
  phone: string;
  total: number;
  toPay: number;
  /** The slip as stored (re-encoded, without its metadata), attached to the mail. */
  slipFile: string;
  /** Whether it replaces one the guest sent before. */
  replaced: boolean;
  /** The order's page in the back office. */
  adminUrl: string;
}

/** The shop's mail when a guest sends a deposit slip after checkout: who, for what, the slip attached and the link. */
export function slipArrivedMail(s: SlipForMail): OutboxRow {
  const text = [
    `${s.name} sent ${s.replaced ? 'a new deposit slip, replacing the one before,' : 'a deposit slip'} for order ${s.orderNo}.`,
    '',
    `Order total: ${formatPKR(s.total)}`,
    `Still to pay: ${formatPKR(s.toPay)}`,
    `E-mail: ${s.email}`,
    `Phone: ${s.phone}`,
    '',
    'The slip is attached. Check the payment in the bank, then record it on the order:',
    s.adminUrl,
  ].join('\n');
  return {
    kind: 'order-slip',
    toAddress: SHOP.email,
    replyTo: s.email,
    subject: `Deposit slip for order ${s.orderNo} from ${s.name}`,
    textBody: text,
    htmlBody: layout(`Deposit slip for order ${s.orderNo}`, text),
    attachments: JSON.stringify([
      { filename: `deposit-slip-${s.orderNo}.jpg`, key: s.slipFile, contentType: 'image/jpeg' },
    ]),
  };
}
