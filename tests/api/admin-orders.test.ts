import { describe, expect, it } from 'vitest';
import type { AdminOrder, OrderList } from '../../core/order-admin-schemas';
import { auditLog, outbox } from '../../server/db/schema';
import { placeOrder, statusOf, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });

/** An order as the guest Ayesha unless told otherwise (tests/api/helpers.ts placeOrder). */
const order = (
  opts: { slip?: boolean; email?: string; phone?: string; collect?: boolean; name?: string; city?: string } = {},
) =>
  placeOrder(t, {
    slip: opts.slip,
    collect: opts.collect,
    user: {
      ...(opts.email ? { Email: opts.email } : {}),
      ...(opts.phone ? { PhoneNo: opts.phone } : {}),
      ...(opts.name ? { FirstName: opts.name } : {}),
      ...(opts.city ? { City: opts.city } : {}),
    },
  });

let staff: Client;
const list = async (query = '') => (await staff.call('GET', `/api/admin/orders${query}`)).body as unknown as OrderList;
const detail = async (no: string) => (await staff.call('GET', `/api/admin/orders/${no}`)).body as unknown as AdminOrder;
const move = (no: string, body: Record<string, unknown>) => staff.call('POST', `/api/admin/orders/${no}/move`, body);

describe('the orders list', () => {
  it('lists newest first, filters by status and payment, searches by number, e-mail or phone however typed', async () => {
    staff = await signedIn(t, await newMember(t, 'staff'));
    const a = await order({ email: 'zara.look@example.com', phone: '0321 7654321', name: 'Zara', city: 'Sialkot' });
    const b = await order();
    const all = await list();
    expect(all.rows[0]?.orderNo).toBe(b.orderNo);
    expect(all.rows[1]?.orderNo).toBe(a.orderNo);
    expect(all.rows[0]).toMatchObject({
      status: 'awaiting-payment',
      paymentMethod: 'bacs_allied_bank',
      deliveryOption: 'free',
    });
    expect((await list('?status=awaiting-payment')).rows.map((r) => r.orderNo)).toEqual(
      expect.arrayContaining([a.orderNo, b.orderNo]),
    );
    expect((await list('?status=shipping')).rows).toEqual([]);
    expect((await list('?payment=bacs_allied_bank')).total).toBe(all.total);
    expect((await list('?q=ZARA.LOOK')).rows.map((r) => r.orderNo)).toEqual([a.orderNo]);
    // The phone in every usual form: +92, 92, 0, spaces, dashes.
    for (const phone of ['+92 321 765-4321', '03217654321', '0321-7654321', '0321 7654321', '923217654321', '7654321'])
      expect(
        (await list(`?q=${encodeURIComponent(phone)}`)).rows.map((r) => r.orderNo),
        phone,
      ).toEqual([a.orderNo]);
    // The guest's name and city, and a piece's tag number.
    expect((await list('?q=zara%20khan')).rows.map((r) => r.orderNo)).toEqual([a.orderNo]);
    expect((await list('?q=sialkot')).rows.map((r) => r.orderNo)).toEqual([a.orderNo]);
    expect((await list(`?q=${encodeURIComponent(a.tag.toLowerCase())}`)).rows.map((r) => r.orderNo)).toEqual([
      a.orderNo,
    ]);
    expect((await list(`?q=${a.orderNo.toLowerCase()}`)).rows.map((r) => r.orderNo)).toEqual([a.orderNo]);
    expect((await list('?q=100%25')).rows).toEqual([]);
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    const bad = await staff.call('GET', '/api/admin/orders?page=0&status=lost');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Page must be 1 or more');
    expect(JSON.stringify(bad.body)).toContain('Status must be all or one of');
    expect((await staff.call('GET', '/api/admin/orders/not%20an%20order')).status).toBe(400);
    expect((await staff.call('GET', '/api/admin/orders/NM-NOSUCH')).status).toBe(404);
  });
});

describe('one order', () => {
  it('shows the lines, guest, payment and slip; the slip only with a session', async () => {
    const { orderNo, tag } = await order({ slip: true });
    const d = await detail(orderNo);
    expect(d).toMatchObject({
      orderNo,
      status: 'awaiting-payment',
      hasSlip: true,
      guest: { name: 'Ayesha Khan', phone: '03001234567' },
      lines: [{ tagNo: tag, size: '-', qty: 1 }],
      nextStates: ['processing', 'cancelled'],
    });
    expect(d.holdUntil).not.toBeNull();
    expect(d.mails.length).toBeGreaterThanOrEqual(1);
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNo}/slip`,
      headers: { cookie: staff.cookie },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/jpeg');
    expect(slip.headers['cache-control']).toBe('private, no-store');
    expect(slip.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNo}/slip` })).statusCode).toBe(401);
    const none = await order();
    expect((await staff.call('GET', `/api/admin/orders/${none.orderNo}/slip`)).status).toBe(404);
  });

  it('moves through paid, shipping with a tracking number and delivered: a mail and an audit entry each, the piece sold', async () => {
    const { orderNo, tag } = await order();
    const mailsBefore = (await t.database.db.select().from(outbox)).length;
    expect((await move(orderNo, { to: 'delivered' })).status).toBe(409);
    const unpaid = await move(orderNo, { to: 'processing' });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.errors).toEqual([{ field: 'reason', message: expect.stringMatching(/is still to pay/) }]);
    expect((await move(orderNo, { to: 'processing', reason: 'The bank confirmed by phone' })).status).toBe(200);
    const shipped = await move(orderNo, { to: 'shipping', trackingNo: 'TCS-778899' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipping',
      trackingNo: 'TCS-778899',
      nextStates: ['delivered', 'cancelled'],
    });
    expect((await move(orderNo, { to: 'delivered' })).status).toBe(400);
    expect((await move(orderNo, { to: 'delivered', reason: 'Paid on the doorstep' })).status).toBe(200);
    expect(await statusOf(t, tag)).toBe('sold');
    const d = await detail(orderNo);
    expect(d.nextStates).toEqual([]);
    expect(d.history.filter((h) => h.action === 'status').map((h) => [h.oldValue, h.newValue])).toEqual([
      ['awaiting-payment', 'processing'],
      ['processing', 'shipping'],
      ['shipping', 'delivered'],
    ]);
    expect(d.history.filter((h) => h.action === 'moved on unpaid').map((h) => h.newValue)).toEqual([
      'The bank confirmed by phone',
      'Paid on the doorstep',
    ]);
    expect(d.history.every((h) => h.actor.startsWith('Staff'))).toBe(true);
    expect((await t.database.db.select().from(outbox)).length).toBe(mailsBefore + 3);
  });

  it('a collect order goes ready for collection, then collected', async () => {
    const { orderNo } = await order({ collect: true });
    await move(orderNo, { to: 'processing', reason: 'Pays at the showroom' });
    expect((await detail(orderNo)).nextStates).toEqual(['ready-for-collection', 'cancelled']);
    expect((await move(orderNo, { to: 'shipping' })).status).toBe(409);
    expect((await move(orderNo, { to: 'ready-for-collection' })).status).toBe(200);
    expect((await move(orderNo, { to: 'collected' })).status).toBe(400);
    expect((await move(orderNo, { to: 'collected', reason: 'A trusted customer pays on Friday' })).status).toBe(200);
  });

  it('cancelling needs a reason and puts the piece back for sale', async () => {
    const { orderNo, tag } = await order();
    expect(await statusOf(t, tag)).toBe('reserved');
    expect((await t.services.stockItem(tag))?.Status).toBe('reserved');
    const noReason = await move(orderNo, { to: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: expect.stringContaining('reason') }]);
    expect((await move(orderNo, { to: 'cancelled', reason: 'The guest asked to cancel' })).status).toBe(200);
    expect(await statusOf(t, tag)).toBe('available');
    // The storefront's caches followed: the piece is for sale again.
    expect((await t.services.stockItem(tag))?.Status).toBe('available');
  });

  it('extends the hold and keeps an internal note, both in the history', async () => {
    const { orderNo } = await order();
    const before = (await detail(orderNo)).holdUntil ?? '';
    const held = await staff.call('POST', `/api/admin/orders/${orderNo}/hold`, { days: 2 });
    expect(held.status).toBe(200);
    expect(Date.parse(String(held.body.holdUntil)) - Date.parse(before)).toBeGreaterThanOrEqual(2 * 86_400_000 - 1000);
    expect((await staff.call('POST', `/api/admin/orders/${orderNo}/hold`, { days: 99 })).status).toBe(400);
    expect(
      (await staff.call('POST', `/api/admin/orders/${orderNo}/note`, { note: 'Called: pays on Monday' })).status,
    ).toBe(200);
    const d = await detail(orderNo);
    expect(d.note).toBe('Called: pays on Monday');
    expect(d.history.map((h) => h.action)).toEqual(['hold', 'note']);
    expect(
      (await t.database.db.select().from(auditLog)).some((e) => e.subjectId === orderNo && e.action === 'note'),
    ).toBe(true);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, one row per line, for the days asked', async () => {
    const { orderNo, tag } = await order();
    const today = new Date(Date.now() + 5 * 3600 * 1000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Placed \(UTC\),Status,Guest,/);
    expect(lines.some((l) => l.startsWith(`${orderNo},`) && l.includes(`,${tag},`))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2020-01-01&to=2020-01-02',
      headers: { cookie: staff.cookie },
    });
    expect(
      past.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2026-12-01&to=2026-11-01',
      headers: { cookie: staff.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('From must be on or before To') });
  });
});
