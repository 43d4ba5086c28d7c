// The back office's customers (docs/behaviour.md §11.16): one guest's orders, payments and inquiries brought together
// by the phone however it was written, found by phone in any usual form, e-mail, name, city or tag number; refusals
// with the field named, and nothing without a session. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
import { describe, expect, it } from 'vitest';
import type { Customer, CustomerList } from '../../core/customer-schemas';
import { shopToday } from '../../core/shop-time';
import { FORMS, postInquiry } from './form-helpers';
import { placeOrder, useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';

const t = useTestApp({ seed: true, orderRateLimit: 1000 });

let staff: Client;
const find = async (q: string) => {
  const res = await staff.call('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return res.body as unknown as CustomerList;
};
const one = (key: string) => staff.call('GET', `/api/admin/customers/${encodeURIComponent(key)}`);

describe('customers', () => {
  it('brings one guest’s orders, payments and inquiries together, however the phone was written', async () => {
    staff = await signedIn(t, await newMember(t, 'staff', 'Sana'));
    const zara = { FirstName: 'Zara', LastName: 'Butt', City: 'Sialkot', Email: 'zara.butt@example.com' };
    const first = await placeOrder(t, { user: { ...zara, PhoneNo: '0321-7654321' } });
    const second = await placeOrder(t, { collect: true, user: { ...zara, PhoneNo: '+92 321 7654321' } });
    const other = await placeOrder(t, { user: { PhoneNo: '0300 1112223', Email: 'someone@example.com' } });
    // An advance on the first order, and a contact form sent with the phone written a third way.
    const paid = await staff.call('POST', `/api/admin/orders/${first.orderNo}/payments`, {
      amount: 5_000,
      method: 'bank-transfer',
      paidOn: shopToday(),
      reference: 'IBFT 9911',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const wrote = await postInquiry(t, {
      ...FORMS.contact,
      fullName: 'Zara Butt',
      email: 'zara.butt@example.com',
      phone: '923217654321',
    });
    expect(wrote.status).toBe(200);

    for (const q of [
      '0321-7654321',
      '03217654321',
      '0321 7654321',
      '+92 321 7654321',
      'zara butt',
      'ZARA.BUTT@example.com',
      'sialkot',
      first.tag,
    ]) {
      const found = await find(q);
      expect(
        found.rows.map((r) => r.key),
        q,
      ).toEqual(['3217654321']);
    }
    const [row] = (await find('0321-7654321')).rows;
    expect(row).toMatchObject({
      name: 'Zara Butt',
      email: 'zara.butt@example.com',
      city: 'Sialkot',
      orders: 2,
      value: first.total + second.total,
      paid: 5_000,
      inquiries: 1,
    });

    // The page answers to the key in any form of the phone, and to the e-mail.
    for (const key of ['3217654321', '0321-7654321', 'Zara.Butt@Example.com']) {
      const res = await one(key);
      expect(res.status, key).toBe(200);
      const c = res.body as unknown as Customer;
      expect(c.orders.map((o) => o.orderNo).sort(), key).toEqual([first.orderNo, second.orderNo].sort());
      expect(c.orders.map((o) => o.orderNo)).not.toContain(other.orderNo);
      expect(c.totals).toEqual({
        orders: 2,
        value: first.total + second.total,
        paid: 5_000,
        balance: first.total + second.total - 5_000,
        inquiries: 1,
      });
      expect(c.payments).toEqual([
        {
          orderNo: first.orderNo,
          kind: 'payment',
          amount: 5_000,
          method: 'bank-transfer',
          paidOn: shopToday(),
          reference: 'IBFT 9911',
        },
      ]);
      expect(c.inquiries).toHaveLength(1);
      expect(c.phones.sort()).toEqual(expect.arrayContaining([expect.stringContaining('321')]));
      expect(c.orders.find((o) => o.orderNo === first.orderNo)?.pieces).toEqual([first.tag]);
    }
  });

  it('says what is wrong with a key or a search, and finds no one it does not know', async () => {
    expect((await one('not a key')).status).toBe(400);
    expect((await one('123')).body).toMatchObject({ errors: [{ field: 'key' }] });
    const nobody = await one('3009999999');
    expect(nobody.status).toBe(404);
    expect((await staff.call('GET', `/api/admin/customers?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await find('no such guest anywhere')).rows).toEqual([]);
  });

  it('answers nothing without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers?q=0321' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers/3217654321' })).statusCode).toBe(401);
  });
});
