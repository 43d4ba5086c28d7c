import type { Delivery } from '../../core/checkout-schema';
import { formatPKR } from '../../core/format';
import { formatShopTime } from '../../core/shop-time';
import { ORDER_STATE_LABELS, type OrderState } from '../../core/order-states';
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
  lines: { tagNo: string; displayName: string; size: string; unitPrice: number; qty: number }[];
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
}

export function deliveryLine(d: Delivery): string {
  if (d.selectedDeliveryOption === 'collect')
    return `Collect from the showroom on ${d.collectionDate} (ID/Passport ${d.cnicPassport})`;
  if (d.selectedDeliveryOption === 'free') return 'Free Delivery Nationwide (up to 7 working days)';
  return `Paid delivery to ${d.selectedCountry} (up to 15 working days)`;
}

const bankLines = () => [
  `Bank: ${SHOP_BANK.bankName}`,
  `Account title: ${SHOP_BANK.accountTitle}`,
  `Account number: ${SHOP_BANK.accountNumber}`,
  `IBAN: ${SHOP_BANK.iban}`,
  `Branch: ${SHOP_BANK.branch}`,
];

function summary(o: OrderForMail): string[] {
  return [
    `Order number: ${o.orderNo}`,
    '',
    ...o.lines.map(
      (l) => `- ${l.displayName} (${l.tagNo})${l.size !== '-' ? `, size ${l.size}` : ''}: ${formatPKR(l.unitPrice)}`,
    ),
    '',
    `Sub-total: ${formatPKR(o.subtotal)}`,
    `Delivery: ${formatPKR(o.deliveryCharge)}`,
    `Total: ${formatPKR(o.total)}`,
    '',
    `Delivery: ${deliveryLine(o.delivery)}`,
    `Payment: ${o.paymentMethod === 'bacs_allied_bank' ? 'Bank transfer' : o.paymentMethod}`,
  ];
}

type OutboxRow = typeof outbox.$inferInsert;

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
      ? [
          'Please pay by bank transfer to:',
          ...bankLines(),
          `Use ${o.orderNo} as the reference.`,
          ...(o.holdUntil
            ? [
                `We hold your pieces for you until ${formatShopTime(o.holdUntil)} (Pakistan time); an order not paid by then is cancelled.`,
              ]
            : []),
          '',
        ]
      : []),
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
  trackingNo: string | null;
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

/** The guest's mail when staff or the shop move the order: the number, the new state, what goes with it, the link. */
export function orderMoveMail(o: OrderMoveForMail): OutboxRow {
  const label = ORDER_STATE_LABELS[o.status];
  const text = [
    `Dear ${o.firstName},`,
    '',
    `Your order ${o.orderNo} is now: ${label}.`,
    MOVE_LINES[o.status],
    ...(o.trackingNo ? [`Tracking number: ${o.trackingNo}`] : []),
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
