import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { PaymentSchema } from './checkout-schema';
import {
  CHOOSABLE_METHODS,
  deliversInPakistan,
  methodsFor,
  notOffered,
  notOfferedNote,
  type OrderForPayment,
  type PaymentOptions,
} from './payment-options';
import { notOfferedMessage } from './order-refusals';
import { CHECKOUT_METHODS } from './payments';

/** docs/behaviour.md §4.5: which ways to pay an order may use, as the checkout draws them and the order API checks. */
const ALL_ON: PaymentOptions = { payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 100_000 };
const ALL_OFF: PaymentOptions = { payAtShowroom: false, cashOnDelivery: false, cashOnDeliveryLimit: 100_000 };

const collect = { option: 'collect', total: 50_000 };
const free = { option: 'free', total: 50_000 };
const abroad = { option: 'paid', country: 'United Kingdom', total: 61_500 };

/** The order API's words for a way refused (none when it is taken). */
function refusal(method: string, settings: PaymentOptions, order: OrderForPayment): string | null {
  const why = notOffered(method, settings, order);
  return why && notOfferedMessage(method, why, settings, order);
}

describe('which ways to pay apply (behaviour §4.5)', () => {
  it('bank transfer applies to every order, whatever the owner set', () => {
    for (const settings of [ALL_ON, ALL_OFF])
      for (const order of [collect, free, abroad, { option: 'free', total: 10_000_000 }])
        expect(notOffered('bacs_allied_bank', settings, order)).toBeNull();
  });

  it('pay at the showroom: on, and only for click and collect, whatever the total', () => {
    expect(notOffered('pay_at_showroom', ALL_ON, collect)).toBeNull();
    expect(notOffered('pay_at_showroom', ALL_ON, { ...collect, total: 5_000_000 })).toBeNull();
    expect(notOffered('pay_at_showroom', ALL_ON, free)).toBe('collect-only');
    expect(notOffered('pay_at_showroom', ALL_ON, abroad)).toBe('collect-only');
    expect(notOffered('pay_at_showroom', ALL_OFF, collect)).toBe('off');
    expect(refusal('pay_at_showroom', ALL_ON, free)).toBe(
      'Pay at the showroom is only for orders collected from the showroom (Click and Collect). Please choose bank transfer.',
    );
    expect(refusal('pay_at_showroom', ALL_OFF, collect)).toBe(
      'Pay at the showroom is not offered just now. Please choose bank transfer.',
    );
  });

  it('pay on delivery: on, within Pakistan, and at most the limit (the limit itself included)', () => {
    expect(notOffered('cash_on_delivery', ALL_ON, free)).toBeNull();
    expect(notOffered('cash_on_delivery', ALL_ON, { option: 'free', total: 100_000 })).toBeNull();
    expect(notOffered('cash_on_delivery', ALL_ON, { option: 'paid', country: 'Pakistan', total: 1 })).toBeNull();
    expect(notOffered('cash_on_delivery', ALL_ON, { option: 'free', total: 100_001 })).toBe('over-limit');
    expect(notOffered('cash_on_delivery', ALL_ON, abroad)).toBe('pakistan-only');
    expect(notOffered('cash_on_delivery', ALL_ON, collect)).toBe('pakistan-only');
    expect(notOffered('cash_on_delivery', ALL_OFF, free)).toBe('off');
    // A limit of 0 offers it for nothing but a free order.
    expect(notOffered('cash_on_delivery', { ...ALL_ON, cashOnDeliveryLimit: 0 }, free)).toBe('over-limit');
    expect(refusal('cash_on_delivery', ALL_ON, { option: 'free', total: 100_001 })).toBe(
      'Pay on delivery is offered for orders up to PKR 100,000; this order is PKR 100,001. Please choose bank transfer.',
    );
    expect(refusal('cash_on_delivery', ALL_ON, abroad)).toBe(
      'Pay on delivery is only for delivery within Pakistan. Please choose bank transfer.',
    );
    expect(refusal('cash_on_delivery', ALL_OFF, free)).toBe(
      'Pay on delivery is not offered just now. Please choose bank transfer.',
    );
  });

  it('the card is Coming Soon and an unknown way is refused', () => {
    expect(notOffered('my_custom_gateway', ALL_ON, collect)).toBe('coming-soon');
    expect(refusal('my_custom_gateway', ALL_ON, collect)).toBe(
      'Card payment is Coming Soon. Please choose bank transfer.',
    );
    expect(notOffered('bitcoin', ALL_ON, collect)).toBe('unknown');
    expect(refusal('bitcoin', ALL_ON, collect)).toBe('Please choose a way to pay');
  });

  it('the checkout notes why a way shown cannot be picked', () => {
    expect(notOfferedNote('collect-only', ALL_ON)).toBe('Only for orders collected from the showroom');
    expect(notOfferedNote('pakistan-only', ALL_ON)).toBe('Only for delivery within Pakistan');
    expect(notOfferedNote('over-limit', ALL_ON)).toBe('Only for orders up to PKR 100,000');
    expect(notOfferedNote('coming-soon', ALL_ON)).toBe('Coming Soon');
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
