import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { PaymentSchema } from './checkout-schema';
import {
  CHOOSABLE_METHODS,
  deliversInPakistan,
  methodsFor,
  paymentVerdict,
  type PaymentOptions,
} from './payment-options';
import { CHECKOUT_METHODS } from './payments';

/** docs/behaviour.md §4.5: which ways to pay an order may use, as the checkout draws them and the order API checks. */
const ALL_ON: PaymentOptions = { payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 100_000 };
const ALL_OFF: PaymentOptions = { payAtShowroom: false, cashOnDelivery: false, cashOnDeliveryLimit: 100_000 };

const collect = { option: 'collect', total: 50_000 };
const free = { option: 'free', total: 50_000 };
const abroad = { option: 'paid', country: 'United Kingdom', total: 61_500 };

describe('which ways to pay apply (behaviour §4.5)', () => {
  it('bank transfer applies to every order, whatever the owner set', () => {
    for (const settings of [ALL_ON, ALL_OFF])
      for (const order of [collect, free, abroad, { option: 'free', total: 10_000_000 }])
        expect(paymentVerdict('bacs_allied_bank', settings, order)).toEqual({ ok: true });
  });

  it('pay at the showroom: on, and only for click and collect', () => {
    expect(paymentVerdict('pay_at_showroom', ALL_ON, collect).ok).toBe(true);
    expect(paymentVerdict('pay_at_showroom', ALL_ON, { ...collect, total: 5_000_000 }).ok).toBe(true);
    expect(paymentVerdict('pay_at_showroom', ALL_ON, free)).toMatchObject({
      ok: false,
      why: 'collect-only',
      message:
        'Pay at the showroom is only for orders collected from the showroom (Click and Collect). Please choose bank transfer.',
      note: 'Only for Click and Collect',
    });
    expect(paymentVerdict('pay_at_showroom', ALL_ON, abroad)).toMatchObject({ ok: false, why: 'collect-only' });
    expect(paymentVerdict('pay_at_showroom', ALL_OFF, collect)).toMatchObject({
      ok: false,
      why: 'off',
      message: 'Pay at the showroom is not offered just now. Please choose bank transfer.',
    });
  });

  it('pay on delivery: on, within Pakistan, and at most the limit (the limit itself included)', () => {
    expect(paymentVerdict('cash_on_delivery', ALL_ON, free).ok).toBe(true);
    expect(paymentVerdict('cash_on_delivery', ALL_ON, { option: 'free', total: 100_000 }).ok).toBe(true);
    expect(paymentVerdict('cash_on_delivery', ALL_ON, { option: 'paid', country: 'Pakistan', total: 1 }).ok).toBe(true);
    expect(paymentVerdict('cash_on_delivery', ALL_ON, { option: 'free', total: 100_001 })).toMatchObject({
      ok: false,
      why: 'over-limit',
      reason: 'Pay on delivery is offered for orders up to PKR 100,000; this order is PKR 100,001.',
      message:
        'Pay on delivery is offered for orders up to PKR 100,000; this order is PKR 100,001. Please choose bank transfer.',
      note: 'Only for orders up to PKR 100,000',
    });
    expect(paymentVerdict('cash_on_delivery', ALL_ON, abroad)).toMatchObject({
      ok: false,
      why: 'pakistan-only',
      message: 'Pay on delivery is only for delivery within Pakistan. Please choose bank transfer.',
    });
    expect(paymentVerdict('cash_on_delivery', ALL_ON, collect)).toMatchObject({ ok: false, why: 'pakistan-only' });
    expect(paymentVerdict('cash_on_delivery', ALL_OFF, free)).toMatchObject({ ok: false, why: 'off' });
    // A limit of 0 offers it for nothing but a free order.
    expect(paymentVerdict('cash_on_delivery', { ...ALL_ON, cashOnDeliveryLimit: 0 }, free).ok).toBe(false);
  });

  it('the card is Coming Soon and an unknown way is refused', () => {
    expect(paymentVerdict('my_custom_gateway', ALL_ON, collect)).toMatchObject({
      ok: false,
      why: 'coming-soon',
      message: 'Card payment is Coming Soon. Please choose bank transfer.',
    });
    expect(paymentVerdict('bitcoin', ALL_ON, collect)).toMatchObject({ ok: false, why: 'unknown' });
  });

  it('lists the ways an order may use, bank transfer first', () => {
    expect(methodsFor(ALL_ON, collect)).toEqual(['bacs_allied_bank', 'pay_at_showroom']);
    expect(methodsFor(ALL_ON, free)).toEqual(['bacs_allied_bank', 'cash_on_delivery']);
    expect(methodsFor(ALL_ON, abroad)).toEqual(['bacs_allied_bank']);
    expect(methodsFor(ALL_OFF, collect)).toEqual(['bacs_allied_bank']);
    expect(CHOOSABLE_METHODS.every((m) => (CHECKOUT_METHODS as readonly string[]).includes(m))).toBe(true);
  });

  it('within Pakistan: free delivery, or paid delivery to Pakistan', () => {
    expect(deliversInPakistan({ option: 'free' })).toBe(true);
    expect(deliversInPakistan({ option: 'paid', country: 'Pakistan' })).toBe(true);
    expect(deliversInPakistan({ option: 'paid', country: 'India' })).toBe(false);
    expect(deliversInPakistan({ option: 'collect' })).toBe(false);
  });
});

describe('the payment field (behaviour §5.2)', () => {
  it('takes the three ways a guest may choose, and names the card Coming Soon', () => {
    for (const m of CHOOSABLE_METHODS) expect(PaymentSchema.safeParse({ selectedPaymentMethod: m }).success).toBe(true);
    expect(errorsOf(PaymentSchema.safeParse({ selectedPaymentMethod: 'my_custom_gateway' }))).toEqual({
      selectedPaymentMethod: 'Card payment is Coming Soon. Please choose bank transfer.',
    });
    expect(errorsOf(PaymentSchema.safeParse({ selectedPaymentMethod: 'cheque' }))).toEqual({
      selectedPaymentMethod: 'Please choose a way to pay',
    });
  });
});
