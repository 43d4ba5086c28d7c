import { describe, expect, it } from 'vitest';
import { formatPKR } from '../../core/format';
import { SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import { escapeHtml } from './layout';
import {
  deliveryLine,
  howToPayLines,
  orderMails,
  orderMoveMail,
  slipArrivedMail,
  type OrderForMail,
  type OrderMoveForMail,
  type SlipForMail,
} from './order-mails';
import { backoffMs } from './outbox-worker';
import { writtenMail } from './written-mail';

/** Both mails, or the test fails at once naming how many there were. */
const both = <T>(rows: T[]): [T, T] => {
  const [a, b] = rows;
  if (a === undefined || b === undefined) throw new Error(`expected two mails, got ${rows.length}`);
  return [a, b];
};

const order: OrderForMail = {
  orderNo: 'NM-7K4Q9X',
  total: 233_500,
  subtotal: 222_000,
  deliveryCharge: 11_500,
  statusUrl: 'https://shop.example/orderstatus?token=abcdefghijklmnopqrstuvwxyz012345',
  adminUrl: 'https://shop.example/admin/orders/NM-7K4Q9X',
  lines: [
    { tagNo: 'T-RING-1', displayName: '22K Gold Floral Ring', size: '16', unitPrice: 210_000, qty: 1 },
    { tagNo: 'T-SIL-1', displayName: 'Mens Rings', size: '-', unitPrice: 12_000, qty: 1 },
  ],
  user: {
    FirstName: 'Ayesha',
    LastName: 'Khan',
    Email: 'ayesha@example.com',
    PhoneNo: '03001234567',
    Address: '12 Canal Road',
    Address2: 'Flat 3',
    City: 'Lahore',
  },
  delivery: { selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' },
  paymentMethod: 'bacs_allied_bank',
  slipFile: 'uploads/slips/NM-7K4Q9X-abc.jpg',
};

describe('delivery line', () => {
  it('names each choice', () => {
    expect(deliveryLine({ selectedDeliveryOption: 'free' })).toBe('Free Delivery Nationwide (up to 7 working days)');
    expect(deliveryLine({ selectedDeliveryOption: 'paid', selectedCountry: 'Japan' })).toBe(
      'Paid delivery to Japan (up to 15 working days)',
    );
    expect(
      deliveryLine({
        selectedDeliveryOption: 'collect',
        collectionDate: '2030-01-02',
        cnicPassport: 'AB123',
        termsConditions: true,
      }),
    ).toBe('Collect from the showroom on 2 Jan 2030 (ID/Passport AB123)');
  });
});

describe('order mails', () => {
  it('the guest gets the order, lines with sizes, totals, delivery, bank details and the status link', () => {
    const [guest] = both(orderMails(order));
    expect(guest).toMatchObject({
      kind: 'order-guest',
      toAddress: 'ayesha@example.com',
      replyTo: SHOP.email,
      subject: `Your order NM-7K4Q9X at ${SHOP.name}`,
    });
    for (const want of [
      'Order number: NM-7K4Q9X',
      `- 22K Gold Floral Ring (T-RING-1), size 16: ${formatPKR(210_000)}`,
      `- Mens Rings (T-SIL-1): ${formatPKR(12_000)}`,
      `Sub-total: ${formatPKR(222_000)}`,
      `Delivery: ${formatPKR(11_500)}`,
      `Total: ${formatPKR(233_500)}`,
      'Paid delivery to United Kingdom',
      `IBAN: ${SHOP_BANK.iban}`,
      `Account number: ${SHOP_BANK.accountNumber}`,
      order.statusUrl,
    ])
      expect(guest.textBody, want).toContain(want);
    expect(guest.htmlBody).toContain(`<a href="${order.statusUrl}">`);
    expect(JSON.parse(guest.attachments ?? '[]')).toEqual([]);
  });

  it('the shop gets the guest details, reply-to the guest, the slip attached and the back office link', () => {
    const [, shop] = both(orderMails(order));
    expect(shop).toMatchObject({ kind: 'order-shop', toAddress: SHOP.email, replyTo: 'ayesha@example.com' });
    expect(shop.subject).toBe('New order NM-7K4Q9X from Ayesha Khan');
    for (const want of [
      'Name: Ayesha Khan',
      'E-mail: ayesha@example.com',
      'Phone: 03001234567',
      'Address: 12 Canal Road, Flat 3, Lahore',
      'Deposit slip: attached',
      'In the back office: https://shop.example/admin/orders/NM-7K4Q9X',
    ]) {
      expect(shop.textBody).toContain(want);
    }
    // The shop is sent to the order in the back office, not to the guest's status page with its token.
    expect(shop.textBody).not.toContain(order.statusUrl);
    expect(shop.htmlBody).toContain('<a href="https://shop.example/admin/orders/NM-7K4Q9X">');
    expect(JSON.parse(shop.attachments ?? '[]')).toEqual([
      { filename: 'deposit-slip-NM-7K4Q9X.jpg', key: order.slipFile, contentType: 'image/jpeg' },
    ]);
  });

  it('the guest is told until when the pieces are held (Pakistan time)', () => {
    const [plain] = both(orderMails(order));
    expect(plain.textBody).not.toContain('We hold your pieces');
    const [held] = both(orderMails({ ...order, holdUntil: new Date('2026-11-25T09:00:00Z') }));
    expect(held.textBody).toContain(
      'We hold your pieces for you until 25 Nov 2026, 14:00 (Pakistan time); an order not paid by then is cancelled.',
    );
  });

  it('paid at the showroom or on delivery: the way in words, no bank details, the hold (docs/behaviour.md §4.5)', () => {
    const holdUntil = new Date('2026-12-05T19:00:00Z');
    const [showroom] = both(
      orderMails({
        ...order,
        paymentMethod: 'pay_at_showroom',
        delivery: {
          selectedDeliveryOption: 'collect',
          collectionDate: '2026-12-05',
          cnicPassport: 'AB123',
          termsConditions: true,
        },
        slipFile: null,
        holdUntil,
      }),
    );
    expect(showroom.textBody).toContain('Payment: Pay at the showroom');
    expect(showroom.textBody).toContain('You chose to pay at the showroom: please pay when you collect your order');
    expect(showroom.textBody).toContain('We hold your pieces for you until 6 Dec 2026, 00:00 (Pakistan time)');
    const [cod] = both(orderMails({ ...order, paymentMethod: 'cash_on_delivery', slipFile: null, holdUntil }));
    expect(cod.textBody).toContain('Payment: Pay on delivery');
    expect(cod.textBody).toContain('we will call you to confirm the order before we send it');
    for (const mail of [showroom, cod]) {
      expect(mail.textBody).not.toContain(SHOP_BANK.iban);
      expect(mail.textBody).not.toContain('bank transfer');
    }
  });

  it('no slip: nothing attached and the shop is told so', () => {
    const [, shop] = both(orderMails({ ...order, slipFile: null }));
    expect(JSON.parse(shop.attachments ?? '[]')).toEqual([]);
    expect(shop.textBody).toContain('Deposit slip: none uploaded');
  });

  it("the guest's words are escaped in the HTML part", () => {
    const [guest, shop] = both(
      orderMails({
        ...order,
        user: { ...order.user, FirstName: '<img src=x onerror=alert(1)>', Address: 'A & B "road"' },
      }),
    );
    expect(guest.htmlBody).not.toContain('<img');
    expect(guest.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(shop.htmlBody).toContain('A &amp; B &quot;road&quot;');
  });

  it('a line break in a name cannot add a header to the message', async () => {
    const [, shop] = both(
      orderMails({ ...order, user: { ...order.user, LastName: 'Khan\r\nBcc: victim@example.com' } }),
    );
    const { head, envelope } = await writtenMail(shop);
    expect(head).not.toMatch(/^Bcc:/im);
    expect(envelope.to).toEqual([SHOP.email]);
  });
});

describe('the guest’s mails in Urdu, for an order placed on the Urdu pages', () => {
  const proof = { fineness: 916, testMethod: 'xrf' as const, certificateNo: 'SGL-22-0917', certificateLab: 'SGL' };
  const breakup = {
    karat: 22,
    grossWeight: 5,
    netWeight: 5,
    wastage: 0,
    ratePerGram: 1,
    rateDate: null,
    metal: 1,
    making: 0,
    stone: 0,
    remainder: 0,
    proof,
  };
  const urdu: OrderForMail = {
    ...order,
    locale: 'ur',
    lines: [{ ...order.lines[0]!, breakup }],
    holdUntil: new Date('2026-11-30T10:05:00Z'),
  };

  it('reads right to left in Urdu, figures in Latin digits isolated, the piece’s proof with tola in Urdu', () => {
    const [guest, shop] = both(orderMails(urdu));
    expect(guest.subject).toBe(`${SHOP.name} پر آپ کا آرڈر NM-7K4Q9X`);
    const lines = guest.textBody?.split('\n') ?? [];
    expect(lines[0]).toBe('محترم Ayesha،');
    for (const want of [
      '- 22K Gold Floral Ring (\u2068T-RING-1\u2069)، سائز \u206816\u2069: \u2068' + formatPKR(210_000) + '\u2069',
      'خالص پن \u2068916 (22K)، XRF کیرٹ میٹر سے جانچا گیا\u2069',
      'تولہ',
      'ماشہ',
      'سرٹیفکیٹ \u2068SGL SGL-22-0917\u2069',
      `IBAN نمبر: \u2068${SHOP_BANK.iban}\u2069`,
      'United Kingdom کے لیے ادا شدہ ڈیلیوری',
      '\u206830 نومبر 2026، 15:05\u2069 (پاکستانی وقت)',
      `اپنے آرڈر کی صورتحال یہاں دیکھیں: ${order.statusUrl}`,
    ])
      expect(guest.textBody, want).toContain(want);
    expect(guest.textBody).not.toMatch(/Dear|Purity|tola|Sub-total/);
    expect(guest.htmlBody).toMatch(/^<!doctype html><html lang="ur" dir="rtl">/);
    // The link stays a link: no isolate mark runs into it.
    expect(guest.htmlBody).toContain(`<a href="${order.statusUrl}">`);
    // The shop reads its copy in English, told the guest's language.
    expect(shop.textBody).toContain('Purity 916 (22K), tested by XRF karat meter');
    expect(shop.textBody).toContain("Ordered in: Urdu (the guest's mails are in it)");
  });

  it('a move of the order in Urdu names the state in Urdu; an unknown state is shown as it is', () => {
    const mail = orderMoveMail({
      orderNo: 'NM-7K4Q9X',
      firstName: 'Ayesha',
      email: 'ayesha@example.com',
      status: 'cancelled',
      trackingNo: null,
      cancelReason: 'Out of stock',
      statusUrl: order.statusUrl,
      locale: 'ur',
    });
    expect(mail.subject).toBe(`${SHOP.name} پر آپ کا آرڈر NM-7K4Q9X: منسوخ`);
    expect(mail.textBody).toContain('آپ کا آرڈر منسوخ کر دیا گیا ہے۔');
    expect(mail.textBody).toContain('وجہ: Out of stock');
  });
});

describe('how to pay in the order mail (docs/behaviour.md §4.16)', () => {
  const held = new Date('2026-11-25T09:00:00Z');

  it('a bank transfer: the account detail by detail, the amount, the order number as the reference, the hold', () => {
    const [guest] = both(orderMails({ ...order, holdUntil: held }));
    const text = guest.textBody;
    const lines = [
      `Please pay ${formatPKR(233_500)} by bank transfer to:`,
      `Account title: ${SHOP_BANK.accountTitle}`,
      `Bank: ${SHOP_BANK.bankName}`,
      `Account number: ${SHOP_BANK.accountNumber}`,
      `IBAN: ${SHOP_BANK.iban}`,
      `Branch: ${SHOP_BANK.branch}`,
      `Amount: ${formatPKR(233_500)}`,
      'Reference: NM-7K4Q9X (write your order number as the reference)',
      'We hold your pieces for you until 25 Nov 2026, 14:00 (Pakistan time); an order not paid by then is cancelled.',
      `Paid already? Send us a photo of the deposit slip from your order's page: ${order.statusUrl}`,
    ];
    // Each on a line of its own, in this order: a phone copies a whole line.
    const at = lines.map((l) => text.split('\n').indexOf(l));
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(guest.htmlBody).toContain(escapeHtml(`IBAN: ${SHOP_BANK.iban}`));
  });

  it('the amount is what is still to pay when part is paid', () => {
    const [guest] = both(orderMails({ ...order, toPay: 33_500 }));
    expect(guest.textBody).toContain(`Please pay ${formatPKR(33_500)} by bank transfer to:`);
    expect(guest.textBody).toContain(`Amount: ${formatPKR(33_500)}`);
  });

  it('the showroom and delivery are said in words, without bank details', () => {
    const [showroom] = both(orderMails({ ...order, paymentMethod: 'pay_at_showroom' }));
    expect(showroom.textBody).toContain('You chose to pay at the showroom');
    expect(showroom.textBody).not.toContain('IBAN');
    expect(showroom.textBody).toContain('Payment: Pay at the showroom');
    const [cod] = both(orderMails({ ...order, paymentMethod: 'cash_on_delivery' }));
    expect(cod.textBody).toContain('You chose to pay on delivery');
    expect(cod.textBody).not.toContain('Account number');
  });

  it('the lines alone: paid in full, and nothing for a cancelled order', () => {
    const base = { orderNo: 'NM-7K4Q9X', paymentMethod: 'bacs_allied_bank', statusUrl: order.statusUrl };
    expect(howToPayLines({ ...base, status: 'processing', toPay: 0 })).toEqual(['Paid in full. Thank you.', '']);
    expect(howToPayLines({ ...base, status: 'cancelled', toPay: 5000 })).toEqual([]);
    // The hold is told only while the order awaits its payment.
    expect(howToPayLines({ ...base, status: 'processing', toPay: 5000, holdUntil: held }).join('\n')).not.toContain(
      'We hold your pieces',
    );
  });
});

describe("the shop's mail when a guest sends a deposit slip (docs/behaviour.md §4.16)", () => {
  const slip: SlipForMail = {
    orderNo: 'NM-7K4Q9X',
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phone: '03001234567',
    total: 233_500,
    toPay: 233_500,
    slipFile: 'uploads/slips/NM-7K4Q9X-def.jpg',
    replaced: false,
    adminUrl: 'https://shop.example/admin/orders/NM-7K4Q9X',
  };

  it("names the order and the guest, reply-to the guest, the slip attached and the back office's link", () => {
    const mail = slipArrivedMail(slip);
    expect(mail).toMatchObject({
      kind: 'order-slip',
      toAddress: SHOP.email,
      replyTo: 'ayesha@example.com',
      subject: 'Deposit slip for order NM-7K4Q9X from Ayesha Khan',
    });
    for (const want of [
      'Ayesha Khan sent a deposit slip for order NM-7K4Q9X.',
      `Still to pay: ${formatPKR(233_500)}`,
      'Phone: 03001234567',
      'https://shop.example/admin/orders/NM-7K4Q9X',
    ])
      expect(mail.textBody, want).toContain(want);
    expect(mail.htmlBody).toContain('<a href="https://shop.example/admin/orders/NM-7K4Q9X">');
    expect(JSON.parse(mail.attachments ?? '[]')).toEqual([
      { filename: 'deposit-slip-NM-7K4Q9X.jpg', key: slip.slipFile, contentType: 'image/jpeg' },
    ]);
    expect(slipArrivedMail({ ...slip, replaced: true }).textBody).toContain(
      'a new deposit slip, replacing the one before',
    );
  });
});

describe("the guest's mail when the order moves (docs/behaviour.md §4.7)", () => {
  const move: OrderMoveForMail = {
    orderNo: 'NM-7K4Q9X',
    firstName: 'Ayesha',
    email: 'ayesha@example.com',
    status: 'shipping',
    trackingNo: 'TCS-778812',
    cancelReason: null,
    statusUrl: order.statusUrl,
  };

  it('names the order, the new state in words, the tracking number and the status link', () => {
    const mail = orderMoveMail(move);
    expect(mail).toMatchObject({
      kind: 'order-status',
      toAddress: 'ayesha@example.com',
      replyTo: SHOP.email,
      subject: `Your order NM-7K4Q9X at ${SHOP.name}: Shipping`,
    });
    for (const want of [
      'Dear Ayesha,',
      'Your order NM-7K4Q9X is now: Shipping.',
      'Your order is on its way.',
      'Tracking number: TCS-778812',
      'Order number: NM-7K4Q9X',
      `Follow your order: ${order.statusUrl}`,
    ])
      expect(mail.textBody, want).toContain(want);
    expect(mail.htmlBody).toContain(`<a href="${order.statusUrl}">`);
    expect(mail.textBody).not.toContain('Reason:');
  });

  it('a cancelled order gives the reason and the number to call; no tracking line without a number', () => {
    const mail = orderMoveMail({ ...move, status: 'cancelled', trackingNo: null, cancelReason: 'Out of stock' });
    expect(mail.subject).toBe(`Your order NM-7K4Q9X at ${SHOP.name}: Cancelled`);
    expect(mail.textBody).toContain('Your order NM-7K4Q9X is now: Cancelled.');
    expect(mail.textBody).toContain('Reason: Out of stock');
    expect(mail.textBody).toContain(SHOP.supportPhone);
    expect(mail.textBody).not.toContain('Tracking number');
  });

  it('each state has its own sentence', () => {
    const ready = orderMoveMail({ ...move, status: 'ready-for-collection', trackingNo: null });
    expect(ready.textBody).toContain('Your order NM-7K4Q9X is now: Ready for collection.');
    expect(ready.textBody).toContain('photo ID');
    expect(orderMoveMail({ ...move, status: 'processing', trackingNo: null }).textBody).toContain(
      'We have received your payment',
    );
    // Paid on delivery: staff confirmed the order; nothing is paid yet.
    const confirmed = orderMoveMail({
      ...move,
      status: 'processing',
      trackingNo: null,
      paymentMethod: 'cash_on_delivery',
    });
    expect(confirmed.textBody).toContain('We have confirmed your order and are preparing it.');
    expect(confirmed.textBody).not.toContain('received your payment');
  });

  it('names the courier and links its tracking page, with the number where the courier takes it', () => {
    const tcs = orderMoveMail({ ...move, courier: 'tcs' });
    expect(tcs.textBody).toContain('Tracking number: TCS-778812 (TCS)');
    expect(tcs.textBody).toContain("Track it on TCS's page: https://www.tcsexpress.com/track/");
    const dhl = orderMoveMail({ ...move, courier: 'dhl-express', trackingNo: '1234567890' });
    const link = 'https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890';
    expect(dhl.textBody).toContain(`Track it on DHL Express's page: ${link}`);
    expect(dhl.htmlBody).toContain(`<a href="${escapeHtml(link)}">`);
    // No courier named: the number alone, as before.
    expect(orderMoveMail(move).textBody).not.toContain('Track it');
  });

  it("the guest's reason and name are escaped in the HTML part", () => {
    const mail = orderMoveMail({ ...move, firstName: '<b>A</b>', status: 'cancelled', cancelReason: 'a < b & c' });
    expect(mail.htmlBody).toContain('a &lt; b &amp; c');
    expect(mail.htmlBody).not.toContain('<b>A</b>');
  });
});

describe('outbox backoff', () => {
  it('5 s, 10 s, 20 s … capped at 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(0)).toBe(5_000);
    expect(backoffMs(20)).toBe(600_000);
  });
});
