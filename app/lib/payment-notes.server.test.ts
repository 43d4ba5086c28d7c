import { describe, expect, it } from 'vitest';
import { paymentNotes } from '../../core/payment-options';
import { paymentNotesIn } from './payment-notes.server';

const SETTINGS = { payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 100_000 };

describe('paymentNotesIn', () => {
  it('says in English exactly what the shop has always said under its ways to pay', () => {
    expect(paymentNotesIn('en', SETTINGS)).toEqual(paymentNotes(SETTINGS));
  });

  it('says it in Urdu, with the limit in the shop’s PKR, every note and fallback written', () => {
    const ur = paymentNotesIn('ur', SETTINGS);
    expect(ur.labels.pay_at_showroom).toBe('شوروم پر ادائیگی');
    expect(ur.notOffered['over-limit']).toContain('PKR 100,000');
    expect(ur.fellBack.cash_on_delivery['pakistan-only']).toBe(
      'ڈیلیوری پر ادائیگی صرف پاکستان کے اندر ڈیلیوری کے لیے ہے، اس لیے بینک ٹرانسفر منتخب کر دیا گیا ہے۔',
    );
    for (const text of [ur.pay_at_showroom, ur.cash_on_delivery, ...Object.values(ur.notOffered)])
      expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});
