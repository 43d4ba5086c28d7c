import { describe, expect, it } from 'vitest';
import { alertOf, alertWords, countsOf } from './alerts';

describe('alerts as the stream carries them', () => {
  it('reads each kind, and only what it knows', () => {
    expect(alertOf({ kind: 'order', orderNo: 'NM-7K4Q9X', slip: true })).toEqual({
      kind: 'order',
      orderNo: 'NM-7K4Q9X',
      slip: true,
    });
    expect(alertOf({ kind: 'order', orderNo: 'NM-7K4Q9X', name: 'Ayesha' })).toEqual({
      kind: 'order',
      orderNo: 'NM-7K4Q9X',
    });
    expect(alertOf({ kind: 'slip', orderNo: 'NM-7K4Q9X' })).toEqual({ kind: 'slip', orderNo: 'NM-7K4Q9X' });
    expect(alertOf({ kind: 'payment', orderNo: 'NM-7K4Q9X' })).toEqual({ kind: 'payment', orderNo: 'NM-7K4Q9X' });
    expect(alertOf({ kind: 'inquiry', id: 12, form: 'ring-size' })).toEqual({
      kind: 'inquiry',
      id: 12,
      form: 'ring-size',
    });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      'order',
      [],
      {},
      { kind: 'order' },
      { kind: 'order', orderNo: '' },
      { kind: 'order', orderNo: 'x'.repeat(41) },
      { kind: 'slip', orderNo: 7 },
      { kind: 'inquiry', id: 0, form: 'contact' },
      { kind: 'inquiry', id: 1.5, form: 'contact' },
      { kind: 'inquiry', id: '3', form: 'contact' },
      { kind: 'inquiry', id: 3, form: 'constructor' },
      { kind: '__proto__', orderNo: 'NM-1' },
    ])
      expect(alertOf(bad), JSON.stringify(bad)).toBeNull();
  });

  it('says each in words, with the page it opens, and nothing of the guest', () => {
    expect(alertWords({ kind: 'order', orderNo: 'NM-7K4Q9X', slip: true })).toEqual({
      title: 'New order NM-7K4Q9X',
      body: 'A deposit slip came with it.',
      href: '/admin/orders/NM-7K4Q9X',
    });
    expect(alertWords({ kind: 'order', orderNo: 'NM-7K4Q9X' }).body).toBe('Awaiting payment.');
    expect(alertWords({ kind: 'slip', orderNo: 'NM-7K4Q9X' }).title).toBe('Deposit slip for NM-7K4Q9X');
    expect(alertWords({ kind: 'payment', orderNo: 'NM-7K4Q9X' }).title).toBe('Payment recorded for NM-7K4Q9X');
    expect(alertWords({ kind: 'inquiry', id: 12, form: 'bangle-size' })).toEqual({
      title: 'New inquiry #12',
      body: 'Bangle size request',
      href: '/admin/inquiries/12',
    });
  });
});

describe("the menu's counts", () => {
  it('reads whole counts from nought, and nothing else', () => {
    expect(countsOf({ awaitingPayment: 3, slipsToCheck: 1, unanswered: 0 })).toEqual({
      awaitingPayment: 3,
      slipsToCheck: 1,
      unanswered: 0,
    });
    expect(countsOf({ awaitingPayment: -1, slipsToCheck: 0, unanswered: 0 })).toBeNull();
    expect(countsOf({ awaitingPayment: 1, slipsToCheck: 0 })).toBeNull();
    expect(countsOf({ awaitingPayment: '1', slipsToCheck: 0, unanswered: 0 })).toBeNull();
    expect(countsOf(null)).toBeNull();
  });
});
