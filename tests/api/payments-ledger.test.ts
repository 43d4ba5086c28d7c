// An order's payments ledger (docs/behaviour.md §4.14): a part payment (an advance), the balance, over-payment
// refused, the rest moving the order on, a collect order paid in cash at the showroom, a cancelled paid order with its
// refund, refusals with the field named, and two members recording at once. Runs on PGlite, and on PostgreSQL with
// DATABASE_URL set.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../core/order-admin-schemas';
import { SHOP } from '../../core/shop';
import { shopToday } from '../../core/shop-time';
import { auditLog, orders, outbox, payments } from '../../server/db/schema';
import { expireHolds } from '../../server/services/orders/moves';
import { freshPiece, placeOrder, postSale, saleFor, statusOf, useTestApp, type OrderOptions } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });

const order = (opts: OrderOptions = {}) => placeOrder(t, opts);

let staff: Client;
const today = () => shopToday();
const pay = (no: string, body: Record<string, unknown>) => staff.call('POST', `/api/admin/orders/${no}/payments`, body);
const refund = (no: string, body: Record<string, unknown>) =>
  staff.call('POST', `/api/admin/orders/${no}/refunds`, body);
const move = (no: string, body: Record<string, unknown>) => staff.call('POST', `/api/admin/orders/${no}/move`, body);
const detail = async (no: string) => (await staff.call('GET', `/api/admin/orders/${no}`)).body as unknown as AdminOrder;
const mailsOf = (no: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), like(outbox.subject, `%${no}%`)));

describe('the payments ledger', () => {
  it('a part payment of a third shows paid and balance; more than the balance is refused; the rest moves the order on', async () => {
    staff = await signedIn(t, await newMember(t, 'staff', 'Sana'));
    const { orderNo, total } = await order({ slip: true });
    const third = Math.floor(total / 3);
    const first = await pay(orderNo, {
      amount: third,
      method: 'bank-transfer',
      paidOn: today(),
      reference: 'IBFT 4471',
      withGuestSlip: true,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const after1 = first.body as unknown as AdminOrder;
    expect(after1.status).toBe('awaiting-payment');
    expect(after1.paidAt).toBeNull();
    expect(after1.ledger).toMatchObject({ paid: third, refunded: 0, balance: total - third });
    expect(after1.ledger.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: third,
        method: 'bank-transfer',
        reference: 'IBFT 4471',
        hasSlip: true,
        actor: expect.stringMatching(/^Sana/),
      }),
    ]);
    const [receipt] = await mailsOf(orderNo, 'order-receipt');
    expect(receipt?.textBody).toContain(`Receipt number: ${orderNo}-R${after1.ledger.entries[0]?.id}`);
    expect(receipt?.textBody).toMatch(/Still to pay: PKR [\d,]+/);

    const over = await pay(orderNo, { amount: total - third + 1, method: 'cash', paidOn: today() });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/more than the balance of PKR/) },
    ]);

    const rest = await pay(orderNo, { amount: total - third, method: 'cash', paidOn: today() });
    expect(rest.status).toBe(200);
    const after2 = rest.body as unknown as AdminOrder;
    expect(after2).toMatchObject({ status: 'processing', ledger: { paid: total, balance: 0 } });
    expect(after2.paidAt).not.toBeNull();
    expect(after2.history.map((h) => h.action)).toEqual(['payment', 'payment', 'status']);
    // One receipt each; the second says it is paid in full and being prepared, and no separate mail of the move.
    const receipts = await mailsOf(orderNo, 'order-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.textBody).toContain('paid in full: we are preparing it now');
    expect(await mailsOf(orderNo, 'order-status')).toHaveLength(0);

    const again = await pay(orderNo, { amount: 1, method: 'cash', paidOn: today() });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('paid in full');
  });

  it('refuses bad entries with a 400 naming the field, and changes nothing', async () => {
    const { orderNo } = await order();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: 0, method: 'cash', paidOn: today() }, 'amount', /whole number of rupees from 1/],
      [{ amount: 1500.5, method: 'cash', paidOn: today() }, 'amount', /whole number/],
      [{ amount: -5, method: 'cash', paidOn: today() }, 'amount', /whole number/],
      [{ amount: 'lots', method: 'cash', paidOn: today() }, 'amount', /whole number/],
      [{ amount: 1000, method: 'cheque', paidOn: today() }, 'method', /Method must be one of/],
      [{ amount: 1000, method: 'cash', paidOn: '27/11/2026' }, 'paidOn', /YYYY-MM-DD/],
      [{ amount: 1000, method: 'cash', paidOn: '2999-01-01' }, 'paidOn', /later than today/],
      [{ amount: 1000, method: 'cash', paidOn: today(), reference: 'x'.repeat(101) }, 'reference', /at most 100/],
      [{ amount: 1000, method: 'cash', paidOn: today(), withGuestSlip: true }, 'withGuestSlip', /no deposit slip/],
    ];
    for (const [body, field, message] of cases) {
      const res = await pay(orderNo, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    expect((await pay('NM-NOSUCH', { amount: 1, method: 'cash', paidOn: today() })).status).toBe(404);
    expect((await pay('not an order', { amount: 1, method: 'cash', paidOn: today() })).status).toBe(400);
    const row = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const entries = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, row[0]?.id ?? 0));
    expect(entries).toEqual([]);
  });

  it('a collect order paid in cash at the showroom goes ready and collected with nothing left to pay', async () => {
    const { orderNo, total, tag } = await order({ collect: true });
    const paid = await pay(orderNo, { amount: total, method: 'cash', paidOn: today(), note: 'Counter 2' });
    expect((paid.body as unknown as AdminOrder).status).toBe('processing');
    expect((await move(orderNo, { to: 'ready-for-collection' })).status).toBe(200);
    expect((await move(orderNo, { to: 'collected' })).status).toBe(200);
    expect(await statusOf(t, tag)).toBe('sold');
  });

  it('cancelling a paid order records its refund in the same step; more than was paid is refused and nothing moves', async () => {
    const { orderNo, total, tag } = await order();
    const advance = Math.floor(total / 4);
    await pay(orderNo, { amount: advance, method: 'bank-transfer', paidOn: today(), reference: 'Bayana' });
    const tooMuch = await move(orderNo, {
      to: 'cancelled',
      reason: 'The guest changed her mind',
      refund: { amount: advance + 1, method: 'bank-transfer', paidOn: today() },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/refund at most what was paid/) },
    ]);
    expect((await detail(orderNo)).status).toBe('awaiting-payment');
    expect(await statusOf(t, tag)).toBe('reserved');

    const cancelled = await move(orderNo, {
      to: 'cancelled',
      reason: 'The guest changed her mind',
      refund: { amount: advance, method: 'bank-transfer', paidOn: today(), reference: 'FT-REF-9' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const d = cancelled.body as unknown as AdminOrder;
    expect(d.status).toBe('cancelled');
    expect(d.ledger).toMatchObject({ paid: 0, refunded: advance });
    expect(d.ledger.entries.map((e) => [e.kind, e.amount, e.note])).toEqual([
      ['payment', advance, ''],
      ['refund', advance, 'The guest changed her mind'],
    ]);
    expect(await statusOf(t, tag)).toBe('available');
    const [refundMail] = await mailsOf(orderNo, 'order-refund');
    expect(refundMail?.textBody).toContain('Reason: The guest changed her mind');
    expect((await pay(orderNo, { amount: 1, method: 'cash', paidOn: today() })).status).toBe(409);
    // Nothing more to give back.
    const more = await refund(orderNo, { amount: 1, method: 'cash', paidOn: today(), note: 'Extra' });
    expect(more.status).toBe(409);
  });

  it('a refund on its own needs its reason and at most what was paid; it reopens the balance', async () => {
    const { orderNo, total } = await order({ collect: true });
    await pay(orderNo, { amount: total, method: 'card', paidOn: today() });
    const noReason = await refund(orderNo, { amount: 1000, method: 'cash', paidOn: today() });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'note', message: expect.stringMatching(/reason for the refund/) }]);
    const ok = await refund(orderNo, { amount: 1000, method: 'cash', paidOn: today(), note: 'Price put right' });
    expect(ok.status).toBe(200);
    const d = ok.body as unknown as AdminOrder;
    expect(d.ledger).toMatchObject({ paid: total - 1000, balance: 1000 });
    expect(d.paidAt).toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, orderNo), eq(auditLog.action, 'refund')));
    expect(audit[0]?.newValue).toMatch(/^refunded PKR 1,000 \(Cash at the showroom/);
  });

  it('two members recording the whole balance at once: one is taken, the other refused', async () => {
    const { orderNo, total } = await order();
    const other = await signedIn(t, await newMember(t, 'staff', 'Bilal'));
    const body = { amount: total, method: 'bank-transfer', paidOn: today() };
    const [a, b] = await Promise.all([
      pay(orderNo, body),
      other.call('POST', `/api/admin/orders/${orderNo}/payments`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await detail(orderNo)).ledger.entries).toHaveLength(1);
  });

  it('an order with an advance paid is not cancelled when its hold runs out', async () => {
    const { orderNo, total } = await order();
    await pay(orderNo, { amount: Math.floor(total / 3), method: 'cash', paidOn: today() });
    await t.database.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.orderNo, orderNo));
    expect(await expireHolds(t.database.db, { publicUrl: 'http://localhost:3000', reserveDays: 3 })).not.toContain(
      orderNo,
    );
    expect((await detail(orderNo)).status).toBe('awaiting-payment');
  });

  it('answers nothing without a session', async () => {
    const { orderNo } = await order();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/payments`,
      payload: { amount: 1, method: 'cash', paidOn: today() },
    });
    expect([401, 403]).toContain(res.statusCode);
    expect(await t.database.db.select().from(payments)).not.toContainEqual(expect.objectContaining({ amount: 1 }));
  });
});

describe("the guest's mails in the language the guest ordered in", () => {
  it('an order placed on the Urdu pages: confirmation, receipt and move in Urdu, the status link under /ur; the shop’s copy in English', async () => {
    staff = await signedIn(t, await newMember(t, 'staff', 'Hina'));
    const { orderNo, total, statusUrl } = await order({ collect: true, language: 'ur' });
    expect(statusUrl).toMatch(/\/ur\/orderstatus\?token=[\w-]+$/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row?.locale).toBe('ur');

    const [guest] = await mailsOf(orderNo, 'order-guest');
    expect(guest?.subject).toBe(`${SHOP.name} پر آپ کا آرڈر ${orderNo}`);
    for (const want of [
      'محترم',
      'آرڈر نمبر: \u2068' + orderNo,
      'شوروم سے وصولی، \u20681 دسمبر 2026\u2069 کو',
      statusUrl,
    ])
      expect(guest?.textBody, want).toContain(want);
    expect(guest?.textBody).not.toMatch(/Dear|Order number|Total:/);
    expect(guest?.htmlBody).toContain('<html lang="ur" dir="rtl">');
    const [shop] = await mailsOf(orderNo, 'order-shop');
    expect(shop?.textBody).toContain(`Order number: ${orderNo}`);
    expect(shop?.textBody).toContain("Ordered in: Urdu (the guest's mails are in it)");
    expect(shop?.htmlBody).toContain('<html lang="en" dir="ltr">');

    expect((await pay(orderNo, { amount: total, method: 'cash', paidOn: '2026-11-28' })).status).toBe(200);
    const [receipt] = await mailsOf(orderNo, 'order-receipt');
    for (const want of [
      `رسید نمبر: \u2068${orderNo}-R`,
      'ادائیگی کی تاریخ: \u206828 نومبر 2026',
      'شوروم پر نقد',
      'آپ کے آرڈر کی پوری ادائیگی ہو چکی ہے: ہم اسے اب تیار کر رہے ہیں۔',
    ])
      expect(receipt?.textBody, want).toContain(want);

    expect((await move(orderNo, { to: 'ready-for-collection' })).status).toBe(200);
    const [moved] = await mailsOf(orderNo, 'order-status');
    expect(moved?.subject).toBe(`${SHOP.name} پر آپ کا آرڈر ${orderNo}: وصولی کے لیے تیار`);
    expect(moved?.textBody).toContain('آپ کا آرڈر تیار ہے۔');
    expect(moved?.textBody).toContain(statusUrl);
    // The back office links the guest's own page, in the guest's language.
    expect((await detail(orderNo)).statusPath).toMatch(/^\/ur\/orderstatus\?token=/);
  });

  it('an order that names no language is English; one in a language the shop does not speak is refused, named', async () => {
    const { orderNo, statusUrl } = await order();
    expect(new URL(statusUrl).pathname).toBe('/orderstatus');
    const [guest] = await mailsOf(orderNo, 'order-guest');
    expect(guest?.textBody).toMatch(/^Dear /);
    const sale = await saleFor(t, [{ TagNo: await freshPiece(t) }]);
    const refused = await postSale(t, { ...sale, Language: 'fr' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Language must be one of en, ur');
  });
});
