// A piece is sold once, and orders move on (docs/behaviour.md §4.7, §4.13): the race for one piece, every move and a
// refused one, what moves do to the pieces, the guest's mails and the audit log, holds that run out or are extended,
// and the staff's note. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer, StockItem, StockPage } from '../../core/api-schemas';
import { SHOP as SHOP_DETAILS } from '../../core/shop';
import { orderLines, orders, outbox } from '../../server/db/schema';
import { DomainError } from '../../server/common/domain-error';
import { startHoldExpiry } from '../../server/start/hold-expiry';
import { type Actor, historyOf } from '../../server/services/audit';
import { shopToday } from '../../core/shop-time';
import { recordPayment } from '../../server/services/orders/ledger';
import { expireHolds, extendHold, moveOrder, setOrderNote } from '../../server/services/orders/moves';
import { importStock } from '../../server/services/stock-import';
import {
  at,
  type DeliveryChoice,
  type ErrorAnswer,
  FIXTURE,
  freshPiece,
  getJson,
  postSale,
  saleFor,
  statusOf,
  useTestApp,
  xsrfToken,
} from './helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });
const PUBLIC_URL = 'http://localhost:3000';
const STAFF: Actor = { staffId: null, name: 'Sana (staff)' };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const COLLECT: DeliveryChoice = {
  selectedDeliveryOption: 'collect',
  collectionDate: tomorrow(),
  cnicPassport: '35202-1234567-1',
  termsConditions: true,
};

/** Places an order for these pieces and answers its number and status link. */
async function place(tags: string[], delivery: DeliveryChoice = { selectedDeliveryOption: 'free' }) {
  const { status, body } = await postSale(
    t,
    await saleFor(
      t,
      tags.map((TagNo) => ({ TagNo })),
      delivery,
    ),
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as OrderAnswer;
}

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`No order ${orderNo}`);
  return row;
}

/** The guest's mails about moves of this order, oldest first. */
const moveMails = (orderNo: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'order-status'), sql`${outbox.subject} LIKE ${`%${orderNo}%`}`))
    .orderBy(asc(outbox.id));

const move = (
  orderNo: string,
  to: string,
  extra: Omit<Parameters<typeof moveOrder>[1], 'orderNo' | 'to' | 'actor' | 'publicUrl'> = {},
) => moveOrder(t.database.db, { orderNo, to, actor: STAFF, publicUrl: PUBLIC_URL, ...extra });

/** Records the order's whole balance as paid by bank transfer today: an order awaiting payment moves to processing. */
async function pay(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const entry = { amount: row?.total, method: 'bank-transfer', paidOn: shopToday(), reference: 'FT-1' };
  return (await recordPayment(t.database.db, { orderNo, entry, actor: STAFF, publicUrl: PUBLIC_URL })).order;
}

/** Expects a DomainError with this status, message and field. */
async function refused(p: Promise<unknown>, status: number, message: string | RegExp, field?: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  const e = err as DomainError;
  expect(e.status).toBe(status);
  expect(e.message).toMatch(message);
  if (field) expect(e.errors.map((x) => x.field)).toEqual([field]);
}

/** Tag numbers a listing of this item name shows (through the API and its caches). */
async function listed(itemName: string) {
  const { body } = await getJson<StockPage>(
    t,
    `/api/dashboard/EcomStock?ItemName=${encodeURIComponent(itemName)}&pageSize=100`,
  );
  return body.items.map((i) => i.TagNo);
}

async function searched(term: string) {
  const { body } = await getJson<StockItem[]>(t, `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`);
  return body.map((i) => i.TagNo);
}

describe('a piece is sold once (docs/behaviour.md §4.13)', () => {
  it('20 guests ordering the same piece at the same moment: exactly one order, 19 refusals naming the piece', async () => {
    const piece = await freshPiece(t, 'T-WAT-1');
    const sale = await saleFor(t, [{ TagNo: piece }]);
    const token = await xsrfToken(t);
    const ordersBefore = await t.database.db.$count(orders);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postSale(
          t,
          { ...sale, UserData: { ...sale.UserData, Email: `guest${i}@example.com` } },
          { token, idempotencyKey: randomUUID() },
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) {
      const body = r.body as unknown as ErrorAnswer;
      // The same words whenever the loser read the piece: before the winner committed (PostgreSQL lets them read
      // side by side, then the conditional update refuses) or after (the embedded database runs one at a time).
      expect(body.message).toBe(
        `Mens Watches (${piece}) has just been reserved by another guest. Please remove it from your bag.`,
      );
      expect(body.errors).toEqual([{ field: 'Stock', message: body.message }]);
    }
    expect(await statusOf(t, piece)).toBe('reserved');
    const withPiece = await t.database.db
      .select({ orderNo: orders.orderNo })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.tagNo, piece));
    expect(withPiece).toHaveLength(1);
    expect(await t.database.db.$count(orders)).toBe(ordersBefore + 1);
    const winner = results.find((r) => r.status === 200);
    expect(withPiece[0]?.orderNo).toBe(winner?.body.orderNo);
  });

  it('the piece leaves the listing, search and its page says Reserved at once (the sale route clears the caches)', async () => {
    const piece = await freshPiece(t, 'T-SIL-1');
    expect(await listed('Mens Rings')).toContain(piece); // the listing is now in the cache
    expect(await searched(piece)).toContain(piece);
    await place([piece]);
    expect(await listed('Mens Rings')).not.toContain(piece);
    expect(await searched(piece)).not.toContain(piece);
    const { body } = await getJson<StockItem>(t, `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(piece)}`);
    expect(body.Status).toBe('reserved');
    // A second order for it is refused by the first check, which says another guest holds it.
    const again = await postSale(t, await saleFor(t, [{ TagNo: piece }]));
    expect(again.status).toBe(409);
    expect(String(again.body.message)).toContain(`(${piece}) has just been reserved by another guest`);
  });

  it('an order with a piece taken meanwhile is refused whole: none of its pieces is reserved', async () => {
    const [free, taken] = [await freshPiece(t), await freshPiece(t, 'T-SIL-1')];
    await place([taken]);
    const res = await postSale(t, await saleFor(t, [{ TagNo: free }, { TagNo: taken }]));
    expect(res.status).toBe(409);
    expect(await statusOf(t, free)).toBe('available');
  });

  it('a piece made to order is not reserved: two guests can order it', async () => {
    const piece = await freshPiece(t, 'T-SIL-2', { Status: 'order' });
    await place([piece]);
    await place([piece]);
    expect(await statusOf(t, piece)).toBe('order');
  });

  it('a re-import keeps a reserved piece reserved, unless it says the piece is sold', async () => {
    const piece = await freshPiece(t, 'T-SIL-2');
    const { orderNo } = await place([piece]);
    const record = { ...at(FIXTURE, 4, 'T-SIL-2'), TagNo: piece, Images: [] };
    expect(record.Status).toBeUndefined(); // the export says nothing: 'available' by default
    await importStock(t.database.db, [record]);
    expect(await statusOf(t, piece)).toBe('reserved');
    await importStock(t.database.db, [{ ...record, Status: 'available' }]);
    expect(await statusOf(t, piece)).toBe('reserved');
    await importStock(t.database.db, [{ ...record, Status: 'Sold' }]);
    expect(await statusOf(t, piece)).toBe('Sold');
    // Cancelled afterwards, the order does not put a piece the showroom sold back on sale.
    await move(orderNo, 'cancelled', { reason: 'Sold in the showroom' });
    expect(await statusOf(t, piece)).toBe('Sold');
  });
});

describe('moving an order (docs/behaviour.md §4.7)', () => {
  it('sent: awaiting payment → processing → shipping → delivered, each stamped, mailed and audited; the piece sold', async () => {
    const piece = await freshPiece(t);
    const { orderNo, statusUrl } = await place([piece]);
    const paid = await pay(orderNo);
    expect(paid).toMatchObject({
      orderNo,
      status: 'processing',
      statusLabel: 'Processing',
      nextStates: ['shipping', 'cancelled'],
    });
    expect(paid.paidAt).not.toBeNull();
    const shipped = await move(orderNo, 'Shipping', { trackingNo: ' LCS-88120 ' });
    expect(shipped).toMatchObject({
      status: 'shipping',
      trackingNo: 'LCS-88120',
      nextStates: ['delivered', 'cancelled'],
    });
    expect(shipped.shippedAt).toBe(shipped.statusChangedAt);
    expect(shipped.paidAt).toBe(paid.paidAt);
    expect(await statusOf(t, piece)).toBe('reserved');
    const delivered = await move(orderNo, 'delivered');
    expect(delivered).toMatchObject({ status: 'delivered', nextStates: [], trackingNo: 'LCS-88120' });
    expect(delivered.deliveredAt).toBe(delivered.statusChangedAt);
    expect(await statusOf(t, piece)).toBe('sold');

    const mails = await moveMails(orderNo);
    // Paid in full, the guest's receipt says the order is being prepared: no second mail of the move.
    expect(mails.map((m) => [m.subject, m.toAddress, m.replyTo, m.status])).toEqual([
      [
        `Your order ${orderNo} at ${SHOP_DETAILS.name}: Shipping`,
        'Ayesha.Khan@example.com',
        SHOP_DETAILS.email,
        'pending',
      ],
      [
        `Your order ${orderNo} at ${SHOP_DETAILS.name}: Delivered`,
        'Ayesha.Khan@example.com',
        SHOP_DETAILS.email,
        'pending',
      ],
    ]);
    for (const m of mails) {
      expect(m.textBody).toContain(`Order number: ${orderNo}`);
      expect(m.textBody).toContain(`Follow your order: ${statusUrl}`);
    }
    expect(mails[0]?.textBody).toContain('Tracking number: LCS-88120');
    expect(mails[1]?.textBody).toContain(`Your order ${orderNo} is now: Delivered.`);

    const history = await historyOf(t.database.db, 'order', orderNo);
    expect(history.map((h) => [h.actor, h.action, h.oldValue, h.newValue])).toEqual([
      [
        'Sana (staff)',
        'payment',
        'paid PKR 0',
        expect.stringMatching(
          /^received PKR [\d,]+ \(Bank transfer · \d{4}-\d\d-\d\d · FT-1\); paid PKR [\d,]+, balance PKR 0$/,
        ),
      ],
      ['Sana (staff)', 'status', 'awaiting-payment', 'processing'],
      ['Sana (staff)', 'status', 'processing', 'shipping'],
      ['Sana (staff)', 'status', 'shipping', 'delivered'],
    ]);
    // The guest's page reads the same.
    const view = await t.services.findOrder({ token: new URL(statusUrl).searchParams.get('token') ?? '' });
    expect(view).toMatchObject({ status: 'delivered', trackingNo: 'LCS-88120', cancelReason: null });
  });

  it('collected: awaiting payment → processing → ready for collection → collected; the piece sold', async () => {
    const piece = await freshPiece(t, 'T-WAT-1');
    const { orderNo } = await place([piece], COLLECT);
    expect((await pay(orderNo)).nextStates).toEqual(['ready-for-collection', 'cancelled']);
    const ready = await move(orderNo, 'Ready for collection');
    expect(ready).toMatchObject({ status: 'ready-for-collection', nextStates: ['collected', 'cancelled'] });
    const collected = await move(orderNo, 'collected');
    expect(collected).toMatchObject({ status: 'collected', statusLabel: 'Collected', nextStates: [] });
    expect(collected.deliveredAt).toBe(collected.statusChangedAt);
    expect(collected.shippedAt).toBeNull();
    expect(await statusOf(t, piece)).toBe('sold');
    const mails = await moveMails(orderNo);
    expect(mails.map((m) => m.subject.split(': ').at(-1))).toEqual(['Ready for collection', 'Collected']);
    expect(mails[0]?.textBody).toContain('Please collect it from the showroom');
  });

  it('refuses moves that make no sense, naming both states in words, and changes nothing', async () => {
    const piece = await freshPiece(t);
    const { orderNo } = await place([piece]);
    const mailsBefore = await t.database.db.$count(outbox);
    await refused(move(orderNo, 'shipping'), 409, 'An order that is Awaiting payment cannot become Shipping', 'to');
    await refused(move(orderNo, 'delivered'), 409, 'An order that is Awaiting payment cannot become Delivered', 'to');
    await refused(move(orderNo, 'awaiting-payment'), 409, 'cannot become Awaiting payment', 'to');
    await move(orderNo, 'processing', { reason: 'Paid in cash at the counter' });
    await refused(
      move(orderNo, 'ready-for-collection'),
      409,
      'An order that is Processing cannot become Ready for collection',
      'to',
    );
    await refused(move(orderNo, 'paid'), 400, /^Status must be awaiting-payment, processing, /, 'to');
    await refused(move('NM-ZZZZZZ', 'processing'), 404, 'No order NM-ZZZZZZ', 'orderNo');
    await refused(move(orderNo, 'cancelled'), 400, /reason for cancelling/, 'reason');
    await refused(move(orderNo, 'cancelled', { reason: '   ' }), 400, /reason for cancelling/, 'reason');
    await refused(move(orderNo, 'cancelled', { reason: 'x'.repeat(501) }), 400, /at most 500/, 'reason');
    await refused(move(orderNo, 'shipping', { trackingNo: 'x'.repeat(61) }), 400, /at most 60/, 'trackingNo');
    const row = await orderRow(orderNo);
    expect(row.status).toBe('processing');
    expect(await t.database.db.$count(outbox)).toBe(mailsBefore + 1); // the one move that was made
    expect((await historyOf(t.database.db, 'order', orderNo)).map((h) => h.newValue)).toEqual([
      'processing',
      'Paid in cash at the counter',
    ]);
    await move(orderNo, 'shipping');
    await move(orderNo, 'delivered', { reason: 'Paid in cash at the counter' });
    await refused(move(orderNo, 'processing'), 409, 'An order that is Delivered cannot become Processing', 'to');
    await refused(move(orderNo, 'cancelled', { reason: 'Too late' }), 409, 'Delivered cannot become Cancelled');
  });

  it('cancelling releases the pieces: back in the listing and search; the guest is told the reason', async () => {
    const [a, b] = [await freshPiece(t, 'T-SIL-1'), await freshPiece(t, 'T-SIL-1')];
    const { orderNo, statusUrl } = await place([a, b]);
    expect(await listed('Mens Rings')).not.toContain(a);
    const summary = await move(orderNo, 'cancelled', { reason: 'The guest asked us to cancel' });
    expect(summary).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The guest asked us to cancel',
      nextStates: [],
    });
    expect([await statusOf(t, a), await statusOf(t, b)]).toEqual(['available', 'available']);
    t.services.invalidate(); // what the callers do after a move (docs: server/services/orders/moves.ts)
    expect(await listed('Mens Rings')).toEqual(expect.arrayContaining([a, b]));
    expect(await searched(a)).toContain(a);
    const [mail] = await moveMails(orderNo);
    expect(mail?.subject).toBe(`Your order ${orderNo} at ${SHOP_DETAILS.name}: Cancelled`);
    expect(mail?.textBody).toContain('Reason: The guest asked us to cancel');
    expect(mail?.textBody).toContain(statusUrl);
    // Another guest can now order them.
    await place([a]);
  });

  it('cancelling a shipped order releases its piece too; a piece another open order holds stays reserved', async () => {
    const piece = await freshPiece(t);
    const { orderNo } = await place([piece]);
    await pay(orderNo);
    await move(orderNo, 'shipping', { trackingNo: 'TCS-1' });
    // An order from before reservations shared the piece: it still holds it when the other is cancelled.
    const older = await place([await freshPiece(t)]);
    const olderRow = await orderRow(older.orderNo);
    await t.database.db.update(orderLines).set({ tagNo: piece }).where(eq(orderLines.orderId, olderRow.id));
    await move(orderNo, 'cancelled', { reason: 'Returned by the courier' });
    expect(await statusOf(t, piece)).toBe('reserved');
    await move(older.orderNo, 'cancelled', { reason: 'Not paid' });
    expect(await statusOf(t, piece)).toBe('available');
  });
});

describe('holds (docs/behaviour.md §4.7)', () => {
  /** Moves an order's hold into the past (as if placed days ago). */
  const expire = (orderNo: string, hoursAgo = 1) =>
    t.database.db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - hoursAgo * 3_600_000) })
      .where(eq(orders.orderNo, orderNo));

  it('expireHolds cancels every order awaiting payment whose hold has passed, by the shop, mailing the guest', async () => {
    const [old, recent, paidPiece] = [await freshPiece(t), await freshPiece(t), await freshPiece(t)];
    const stale = await place([old]);
    const fresh = await place([recent]);
    const paid = await place([paidPiece]);
    await pay(paid.orderNo);
    await expire(stale.orderNo);
    await expire(paid.orderNo); // paid: its hold no longer matters

    const cancelled = await expireHolds(t.database.db, { publicUrl: PUBLIC_URL, reserveDays: 3 });
    expect(cancelled).toContain(stale.orderNo);
    expect(cancelled).not.toContain(fresh.orderNo);
    expect(cancelled).not.toContain(paid.orderNo);
    expect(await orderRow(stale.orderNo)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Payment not received within 3 days',
    });
    expect((await orderRow(fresh.orderNo)).status).toBe('awaiting-payment');
    expect((await orderRow(paid.orderNo)).status).toBe('processing');
    expect(await statusOf(t, old)).toBe('available');
    expect(await statusOf(t, recent)).toBe('reserved');
    const [mail] = await moveMails(stale.orderNo);
    expect(mail?.textBody).toContain('Reason: Payment not received within 3 days');
    expect(mail?.textBody).toContain(stale.statusUrl);
    expect(
      (await historyOf(t.database.db, 'order', stale.orderNo)).map((h) => [h.actor, h.action, h.oldValue, h.newValue]),
    ).toEqual([['Shop', 'status', 'awaiting-payment', 'cancelled']]);

    // Nothing left to do; a later `now` finds the other.
    expect(await expireHolds(t.database.db, { publicUrl: PUBLIC_URL, reserveDays: 3 })).toEqual([]);
    const later = new Date(Date.now() + 4 * 86_400_000);
    expect(await expireHolds(t.database.db, { now: later, publicUrl: PUBLIC_URL, reserveDays: 1 })).toContain(
      fresh.orderNo,
    );
    expect((await orderRow(fresh.orderNo)).cancelReason).toBe('Payment not received within 1 day');
  });

  it('several rounds at once (several shop processes) cancel each order once and mail each guest once', async () => {
    const placed: OrderAnswer[] = [];
    for (let i = 0; i < 6; i++) placed.push(await place([await freshPiece(t)]));
    for (const p of placed) await expire(p.orderNo, 2);
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () => expireHolds(t.database.db, { publicUrl: PUBLIC_URL, reserveDays: 3 })),
    );
    const all = rounds.flat();
    for (const p of placed) expect(all.filter((n) => n === p.orderNo)).toHaveLength(1);
    for (const p of placed) expect(await moveMails(p.orderNo)).toHaveLength(1);
  });

  it('the shop runs expireHolds at start and tells who was cancelled', async () => {
    const { orderNo } = await place([await freshPiece(t)]);
    await expire(orderNo);
    let told: string[] = [];
    const logged: string[] = [];
    const holds = startHoldExpiry({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      reserveDays: 3,
      onExpired: (nos) => {
        told = nos;
      },
      log: (m) => logged.push(m),
    });
    await holds.runNow();
    await holds.stop();
    expect(logged).toEqual([]);
    expect(told).toContain(orderNo);
    expect((await orderRow(orderNo)).status).toBe('cancelled');
  });

  it('extendHold gives an order awaiting payment more days, audited; from now when it has passed already', async () => {
    const { orderNo } = await place([await freshPiece(t)]);
    const before = await orderRow(orderNo);
    const held = await extendHold(t.database.db, { orderNo, days: 7, actor: STAFF });
    expect(Date.parse(held.holdUntil ?? '')).toBe((before.holdUntil?.getTime() ?? 0) + 7 * 86_400_000);
    const [entry] = await historyOf(t.database.db, 'order', orderNo);
    expect(entry).toMatchObject({
      actor: 'Sana (staff)',
      action: 'hold',
      oldValue: before.holdUntil?.toISOString(),
      newValue: held.holdUntil,
    });
    // Not cancelled while the new hold runs.
    expect(await expireHolds(t.database.db, { publicUrl: PUBLIC_URL, reserveDays: 3 })).not.toContain(orderNo);

    await expire(orderNo, 5);
    const renewed = await extendHold(t.database.db, { orderNo: orderNo.toLowerCase(), days: 1, actor: STAFF });
    const ends = Date.parse(renewed.holdUntil ?? '');
    expect(ends).toBeGreaterThan(Date.now() + 86_400_000 - 60_000);
    expect(ends).toBeLessThan(Date.now() + 86_400_000 + 60_000);

    for (const days of [0, 31, 2.5, Number.NaN])
      await refused(
        extendHold(t.database.db, { orderNo, days, actor: STAFF }),
        400,
        'Days must be a whole number from 1 to 30',
        'days',
      );
    await pay(orderNo);
    await refused(
      extendHold(t.database.db, { orderNo, days: 2, actor: STAFF }),
      409,
      `Only an order awaiting payment holds its pieces; ${orderNo} is Processing`,
    );
    await refused(extendHold(t.database.db, { orderNo: 'NM-ZZZZZZ', days: 2, actor: STAFF }), 404, 'No order');
  });
});

describe("the staff's note", () => {
  it('is kept (at most 2000 characters), audited, and never shown to the guest', async () => {
    const { orderNo, statusUrl } = await place([await freshPiece(t)]);
    const noted = await setOrderNote(t.database.db, { orderNo, note: ' Called her: pays on Monday ', actor: STAFF });
    expect(noted.note).toBe('Called her: pays on Monday');
    await setOrderNote(t.database.db, { orderNo, note: 'Called her: pays on Monday', actor: STAFF }); // unchanged
    await refused(
      setOrderNote(t.database.db, { orderNo, note: 'x'.repeat(2001), actor: STAFF }),
      400,
      'Note must be at most 2000 characters',
      'note',
    );
    expect((await setOrderNote(t.database.db, { orderNo, note: 'x'.repeat(2000), actor: STAFF })).note).toHaveLength(
      2000,
    );
    const history = await historyOf(t.database.db, 'order', orderNo);
    expect(history.map((h) => [h.action, h.oldValue, h.newValue?.slice(0, 26)])).toEqual([
      ['note', '', 'Called her: pays on Monday'],
      ['note', 'Called her: pays on Monday', 'xxxxxxxxxxxxxxxxxxxxxxxxxx'],
    ]);
    const view = await t.services.findOrder({ token: new URL(statusUrl).searchParams.get('token') ?? '' });
    expect(JSON.stringify(view)).not.toContain('pays on Monday');
    expect(JSON.stringify(view)).not.toContain('xxxxxxxxxx');
  });
});
