// Orders staff take outside the website (docs/behaviour.md §11.18): a walk-in paying in full, a phone customer's
// advance with the pieces held to a day, a piece held for a named customer with nothing paid, the piece-sold-once rule
// shared with the storefront, refusals naming the field, and the pieces priced as they are typed. Runs on PGlite, and
// on PostgreSQL with DATABASE_URL set.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../core/order-admin-schemas';
import { shopToday } from '../../core/shop-time';
import { dayAfter, type TakenPieces } from '../../core/taken-order';
import { auditLog, orders, outbox } from '../../server/db/schema';
import { expireHolds } from '../../server/services/orders/moves';
import { freshPiece, pricesOf, saleFor, postSale, statusOf, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });

let staff: Client;
const take = (body: Record<string, unknown>) => staff.call('POST', '/api/admin/orders', body);
const detail = async (no: string) => (await staff.call('GET', `/api/admin/orders/${no}`)).body as unknown as AdminOrder;
const mailsOf = (no: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${no}%`));

const errorsOf = (body: Record<string, unknown>) => (body.errors ?? []) as { field: string; message: string }[];

/** A walk-in's order of `tags`, with what is paid now and any other field given. */
const walkIn = (tags: string[], more: Record<string, unknown> = {}) => ({
  channel: 'walk-in',
  tags: tags.join(' '),
  name: 'Rukhsana Bibi',
  phone: '0321-7654321',
  delivery: 'collect',
  paidNow: '0',
  paidBy: 'cash',
  holdUntil: dayAfter(shopToday(), 7),
  restBy: 'pay_at_showroom',
  ...more,
});

describe('orders taken outside the website', () => {
  it('a walk-in pays in full in cash: the order is processing, the piece is off sale, the history says who took it', async () => {
    staff = await signedIn(t, await newMember(t, 'staff', 'Bilal'));
    const tag = await freshPiece(t, 'T-RING-1');
    const price = (await pricesOf(t, [tag])).get(tag) ?? 0;
    expect(price).toBeGreaterThan(0);
    // The form prices the pieces as they are typed (any case, any separator).
    const priced = await staff.call('GET', `/api/admin/orders/pieces?tags=${encodeURIComponent(tag.toLowerCase())}`);
    expect(priced.status).toBe(200);
    expect(priced.body as unknown as TakenPieces).toEqual({
      pieces: [{ tagNo: tag, name: expect.any(String), price, refusal: null }],
      total: price,
    });

    const res = await take(walkIn([tag], { paidNow: String(price), expectedTotal: price, reference: 'Till 7' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderNo } = res.body as unknown as { orderNo: string };
    const o = await detail(orderNo);
    expect(o).toMatchObject({
      channel: 'walk-in',
      takenBy: expect.stringMatching(/^Bilal/),
      status: 'processing',
      total: price,
      deliveryOption: 'collect',
      ledger: { paid: price, balance: 0 },
      guest: { name: 'Rukhsana Bibi', phone: '0321-7654321', email: '' },
    });
    expect(o.ledger.entries).toEqual([expect.objectContaining({ method: 'cash', amount: price, reference: 'Till 7' })]);
    expect(o.history.map((h) => h.action)).toEqual(['take', 'payment', 'status']);
    expect(await statusOf(t, tag)).toBe('reserved');
    // No e-mail given: no mail is written for the customer, and none is written to nobody.
    expect(await mailsOf(orderNo)).toEqual([]);
    // The storefront no longer sells it.
    const sale = await saleFor(t, [{ TagNo: tag }]);
    expect((await postSale(t, sale)).status).toBe(409);
  });

  it('a phone customer pays an advance: the rest is owed, the pieces are held to the day chosen, the customer is mailed', async () => {
    const [a, b] = [await freshPiece(t, 'T-SIL-1'), await freshPiece(t, 'T-SIL-2')];
    const prices = await pricesOf(t, [a, b]);
    const total = (prices.get(a) ?? 0) + (prices.get(b) ?? 0);
    const until = dayAfter(shopToday(), 10);
    const res = await take(
      walkIn([a, b], {
        channel: 'phone',
        email: 'rukhsana@example.com',
        delivery: 'free',
        address: 'House 3, Street 9, Satellite Town',
        city: 'Rawalpindi',
        paidNow: '1000',
        paidBy: 'bank-transfer',
        holdUntil: until,
        restBy: 'cash_on_delivery',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderNo } = res.body as unknown as { orderNo: string };
    const o = await detail(orderNo);
    expect(o).toMatchObject({
      channel: 'phone',
      status: 'awaiting-payment',
      paymentMethod: 'cash_on_delivery',
      ledger: { paid: 1000, balance: total - 1000 },
      guest: { city: 'Rawalpindi', address: 'House 3, Street 9, Satellite Town' },
    });
    // Held to the end of that day in Pakistan (UTC+5).
    expect(o.holdUntil).toBe(new Date(Date.parse(`${until}T00:00:00+05:00`) + 86_400_000).toISOString());
    const kinds = (await mailsOf(orderNo)).map((m) => `${m.kind} ${m.toAddress}`).sort();
    expect(kinds).toEqual(['order-guest rukhsana@example.com', 'order-receipt rukhsana@example.com']);
    expect(o.statusPath).toMatch(/^\/orderstatus\?token=[\w-]+$/);
  });

  it('a piece held for a named customer with nothing paid is released when the day passes', async () => {
    const tag = await freshPiece(t, 'T-BRAS-1');
    const res = await take(walkIn([tag], { channel: 'whatsapp', name: 'Saima', holdUntil: shopToday() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderNo } = res.body as unknown as { orderNo: string };
    expect(await statusOf(t, tag)).toBe('reserved');
    expect((await detail(orderNo)).ledger.paid).toBe(0);
    // The day is over: the shop's own sweep cancels the order and the piece is for sale again.
    await t.database.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await expireHolds(t.database.db, { publicUrl: 'http://shop.test', reserveDays: 3 });
    expect((await detail(orderNo)).status).toBe('cancelled');
    expect(await statusOf(t, tag)).toBe('available');
  });

  it('a piece is sold once: one a guest ordered, one held by another customer, or a tag no piece has, is refused by name', async () => {
    const tag = await freshPiece(t, 'T-SIL-2');
    const first = await take(walkIn([tag]));
    expect(first.status).toBe(200);
    const again = await take(walkIn([tag]));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'tags', message: expect.stringContaining('held by another order') }]);
    const priced = (await staff.call('GET', `/api/admin/orders/pieces?tags=${encodeURIComponent(`${tag} NO-SUCH`)}`))
      .body as unknown as TakenPieces;
    expect(priced.pieces.map((p) => p.refusal)).toEqual([
      expect.stringContaining('held by another order'),
      'No piece has the tag number NO-SUCH',
    ]);
    const missing = await take(walkIn(['NO-SUCH']));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'tags', message: 'No piece has the tag number NO-SUCH' }]);
  });

  it('refuses bad input naming the field, a total that moved, and more paid than the total; nothing is reserved', async () => {
    const tag = await freshPiece(t, 'T-SIL-1');
    const price = (await pricesOf(t, [tag])).get(tag) ?? 0;
    const cases: [Record<string, unknown>, string][] = [
      [{ tags: '' }, 'tags'],
      [{ name: '' }, 'name'],
      [{ phone: 'call me' }, 'phone'],
      [{ email: 'not an address' }, 'email'],
      [{ holdUntil: dayAfter(shopToday(), 31) }, 'holdUntil'],
      [{ holdUntil: dayAfter(shopToday(), -1) }, 'holdUntil'],
      [{ delivery: 'free', restBy: 'cash_on_delivery' }, 'address'],
      [{ restBy: 'cash_on_delivery' }, 'restBy'],
      [{ channel: 'fax' }, 'channel'],
      [{ paidNow: '-5' }, 'paidNow'],
    ];
    for (const [change, field] of cases) {
      const res = await take(walkIn([tag], change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(
        errorsOf(res.body).map((e) => e.field),
        JSON.stringify(change),
      ).toContain(field);
    }
    const moved = await take(walkIn([tag], { expectedTotal: price - 1 }));
    expect(moved.status).toBe(409);
    expect(errorsOf(moved.body)[0]?.message).toMatch(/The price has changed .* the total is now PKR/);
    const over = await take(walkIn([tag], { paidNow: String(price + 1) }));
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual([{ field: 'paidNow', message: expect.stringMatching(/more than the total/) }]);
    expect(await statusOf(t, tag)).not.toBe('reserved');
    const takes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'take'), like(auditLog.newValue, `%${tag}%`)));
    expect(takes).toEqual([]);
  });

  it('answers nobody without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/orders', payload: walkIn(['T-SIL-1']) });
    expect(res.statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/orders/pieces?tags=T-SIL-1' });
    expect(read.statusCode).toBe(401);
  });
});
