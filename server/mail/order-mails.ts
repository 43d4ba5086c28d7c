import type { Delivery } from '../../core/checkout-schema';
import { formatPKR } from '../../core/format';
import { fullAddress, SHOP } from '../../core/shop';
import type { outbox } from '../db/schema';
import { layout } from './layout';

export interface OrderForMail {
  orderNo: string;
  total: number;
  subtotal: number;
  deliveryCharge: number;
  statusUrl: string;
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
}

export function deliveryLine(d: Delivery): string {
  if (d.selectedDeliveryOption === 'collect')
    return `Collect from the showroom on ${d.collectionDate} (ID/Passport ${d.cnicPassport})`;
  if (d.selectedDeliveryOption === 'free') return 'Free Delivery Nationwide (up to 7 working days)';
  return `Paid delivery to ${d.selectedCountry} (up to 15 working days)`;
}

const bankLines = () => [
  `Bank: ${SHOP.bank.bankName}`,
  `Account title: ${SHOP.bank.accountTitle}`,
  `Account number: ${SHOP.bank.accountNumber}`,
  `IBAN: ${SHOP.bank.iban}`,
  `Branch: ${SHOP.bank.branch}`,
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
      ? ['Please pay by bank transfer to:', ...bankLines(), `Use ${o.orderNo} as the reference.`, '']
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
    `Status page: ${o.statusUrl}`,
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
