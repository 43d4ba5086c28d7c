import type { Delivery } from '../../core/checkout-schema';
import { formatPKR } from '../../core/format';
import { formatDay, formatShopTime } from '../../core/shop-time';
import { FIRST_ORDER_STATE, ORDER_STATE_LABELS, type OrderState } from '../../core/order-states';
import { courierName, trackingLink } from '../../core/couriers';
import { payLaterSentence, paymentWay } from '../../core/how-to-pay';
import { checkoutMethodLabel, type LineBreakup } from '../../core/payments';
import { lineProofWords } from '../../core/trust-record';
import { fullAddress, SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import type { outbox } from '../db/schema';
import { layout } from './layout';

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
}

export function deliveryLine(d: Delivery): string {
  if (d.selectedDeliveryOption === 'collect')
    return `Collect from the showroom on ${formatDay(d.collectionDate)}${d.cnicPassport ? ` (ID/Passport ${d.cnicPassport})` : ''}`;
  if (d.selectedDeliveryOption === 'free') return 'Free Delivery Nationwide (up to 7 working days)';
  return `Paid delivery to ${d.selectedCountry} (up to 15 working days)`;
}

/**
 * How to pay what is still to pay, as the confirmation and status pages show it (docs/behaviour.md §4.16): for a bank
 * transfer the account, each detail on its line, the amount, the order number as the reference and until when the
 * pieces are held; for the showroom or delivery one sentence; nothing once paid or cancelled.
 */
export function howToPayLines(o: {
  orderNo: string;
  paymentMethod: string;
  status: string;
  toPay: number;
  statusUrl: string;
  holdUntil?: Date | null;
}): string[] {
  const way = paymentWay(o);
  const amount = formatPKR(o.toPay);
  if (way === 'paid-in-full') return ['Paid in full. Thank you.', ''];
  if (way !== 'bank-transfer') {
    const sentence = payLaterSentence(way, amount);
    return sentence ? [sentence, ''] : [];
  }
  return [
    `Please pay ${amount} by bank transfer to:`,
    `Account title: ${SHOP_BANK.accountTitle}`,
    `Bank: ${SHOP_BANK.bankName}`,
    `Account number: ${SHOP_BANK.accountNumber}`,
    `IBAN: ${SHOP_BANK.iban}`,
    `Branch: ${SHOP_BANK.branch}`,
    `Amount: ${amount}`,
    `Reference: ${o.orderNo} (write your order number as the reference)`,
    ...(o.holdUntil && o.status === 'awaiting-payment'
      ? [
          `We hold your pieces for you until ${formatShopTime(o.holdUntil)} (Pakistan time); an order not paid by then is cancelled.`,
        ]
      : []),
    `Paid already? Send us a photo of the deposit slip from your order's page: ${o.statusUrl}`,
    '',
  ];
}

function summary(o: OrderForMail): string[] {
  return [
    `Order number: ${o.orderNo}`,
    '',
    ...o.lines.flatMap((l) => {
      const proof = l.breakup ? lineProofWords(l.breakup) : [];
      return [
        `- ${l.displayName} (${l.tagNo})${l.size !== '-' ? `, size ${l.size}` : ''}: ${formatPKR(l.unitPrice)}`,
        ...(proof.length ? [`  ${proof.join(' · ')}`] : []),
      ];
    }),
    '',
    `Sub-total: ${formatPKR(o.subtotal)}`,
    `Delivery: ${formatPKR(o.deliveryCharge)}`,
    `Total: ${formatPKR(o.total)}`,
    '',
    `Delivery: ${deliveryLine(o.delivery)}`,
    `Payment: ${checkoutMethodLabel(o.paymentMethod)}`,
  ];
}

type OutboxRow = typeof outbox.$inferInsert;

/** Until when the pieces are held, in the mail's words (docs/behaviour.md §4.7). */
const heldUntil = (o: OrderForMail) => (o.holdUntil ? formatShopTime(o.holdUntil) : '');

/** How the guest pays when it is not by bank transfer: no bank details, the way chosen in words (§4.5). */
function otherWayLines(o: OrderForMail): string[] {
  if (o.paymentMethod === 'pay_at_showroom')
    return [
      'You chose to pay at the showroom: please pay when you collect your order, in cash or by card, bringing this e-mail and your photo ID.',
      ...(o.holdUntil
        ? [`We hold your pieces for you until ${heldUntil(o)} (Pakistan time); an order not paid by then is cancelled.`]
        : []),
      '',
    ];
  if (o.paymentMethod === 'cash_on_delivery')
    return [
      'You chose to pay on delivery: we will call you to confirm the order before we send it, and you pay the courier in cash when it arrives.',
      ...(o.holdUntil
        ? [`We hold your pieces for you until ${heldUntil(o)} (Pakistan time) while we confirm the order with you.`]
        : []),
      '',
    ];
  return [];
}

/** The guest's confirmation and the shop's copy with the guest's details and the slip attached. */
export function orderMails(o: OrderForMail): OutboxRow[] {
  const guestText = [
    `Dear ${o.user.FirstName},`,
    '',
    `Thank you for your order with ${SHOP.name}. We have received it and will call you to confirm.`,
    '',
    ...summary(o),
    '',
    ...(o.paymentMethod === 'bacs_allied_bank'
      ? howToPayLines({ ...o, status: FIRST_ORDER_STATE, toPay: o.toPay ?? o.total })
      : otherWayLines(o)),
    `Follow your order: ${o.statusUrl}`,
    '',
    `${SHOP.name}, ${fullAddress()}`,
    `${SHOP.phones[0].number} Ext. ${SHOP.phones[0].ext} · WhatsApp ${SHOP.whatsappDisplay}`,
  ].join('\n');
  const shopText = [
    `New order ${o.orderNo} — ${formatPKR(o.total)}`,
    '',
    `Name: ${o.user.FirstName} ${o.user.LastName}`.trim(),
    `E-mail: ${o.user.Email}`,
    `Phone: ${o.user.PhoneNo}`,
    `Address: ${[o.user.Address, o.user.Address2, o.user.City].filter(Boolean).join(', ')}`,
    '',
    ...summary(o),
    `Deposit slip: ${o.slipFile ? 'attached' : 'none uploaded'}`,
    '',
    `In the back office: ${o.adminUrl}`,
  ].join('\n');
  const attachments = o.slipFile
    ? [{ filename: `deposit-slip-${o.orderNo}.jpg`, path: o.slipFile, contentType: 'image/jpeg' }]
    : [];
  return [
    {
      kind: 'order-guest',
      toAddress: o.user.Email,
      replyTo: SHOP.email,
      subject: `Your order ${o.orderNo} at ${SHOP.name}`,
      textBody: guestText,
      htmlBody: layout(`Order ${o.orderNo}`, guestText),
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
}

/** What each state means for the guest, in one sentence. */
const MOVE_LINES: Record<OrderState, string> = {
  'awaiting-payment': 'We are waiting for your bank transfer.',
  processing: 'We have received your payment and are preparing your order.',
  'ready-for-collection':
    'Your order is ready. Please collect it from the showroom, bringing this e-mail and your photo ID.',
  shipping: 'Your order is on its way.',
  delivered: 'Your order has been delivered. Thank you for shopping with us.',
  collected: 'You have collected your order. Thank you for shopping with us.',
  cancelled: 'Your order has been cancelled.',
};

/** The tracking number with its courier, and the courier's page to follow it on (docs/behaviour.md §4.16). */
function trackingLines(trackingNo: string | null, courier: string | null): string[] {
  const name = courierName(courier);
  const link = trackingLink(courier, trackingNo);
  return [
    ...(trackingNo ? [`Tracking number: ${trackingNo}${name ? ` (${name})` : ''}`] : name ? [`Courier: ${name}`] : []),
    ...(link ? [`Track it on ${name ?? 'the courier'}'s page: ${link}`] : []),
  ];
}
/** Processing, for an order paid on delivery: staff confirmed it with the guest; the money comes at the door. */
const COD_CONFIRMED = 'We have confirmed your order and are preparing it. You pay the courier in cash when it arrives.';

/** The guest's mail when staff or the shop move the order: the number, the new state, what goes with it, the link. */
export function orderMoveMail(o: OrderMoveForMail): OutboxRow {
  const label = ORDER_STATE_LABELS[o.status];
  const text = [
    `Dear ${o.firstName},`,
    '',
    `Your order ${o.orderNo} is now: ${label}.`,
    o.status === 'processing' && o.paymentMethod === 'cash_on_delivery' ? COD_CONFIRMED : MOVE_LINES[o.status],
    ...trackingLines(o.trackingNo, o.courier ?? null),
    ...(o.status === 'cancelled' && o.cancelReason ? [`Reason: ${o.cancelReason}`] : []),
    ...(o.status === 'cancelled' ? [`Please call us on ${SHOP.supportPhone} with any questions.`] : []),
    '',
    `Order number: ${o.orderNo}`,
    `Follow your order: ${o.statusUrl}`,
    '',
    `${SHOP.name}, ${fullAddress()}`,
    `${SHOP.phones[0].number} Ext. ${SHOP.phones[0].ext} · WhatsApp ${SHOP.whatsappDisplay}`,
  ].join('\n');
  return {
    kind: 'order-status',
    toAddress: o.email,
    replyTo: SHOP.email,
    subject: `Your order ${o.orderNo} at ${SHOP.name}: ${label}`,
    textBody: text,
    htmlBody: layout(`Order ${o.orderNo}: ${label}`, text),
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
      { filename: `deposit-slip-${s.orderNo}.jpg`, path: s.slipFile, contentType: 'image/jpeg' },
    ]),
  };
}
