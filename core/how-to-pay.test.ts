import { describe, expect, it } from 'vitest';
import { payLaterSentence, paymentWay, takesSlip } from './how-to-pay';
import { SLIP_OUTCOME_WORDS, slipOutcomeOf } from './slip-outcomes';

const bank = { paymentMethod: 'bacs_allied_bank', status: 'awaiting-payment', toPay: 210_000 };

describe('how to pay (docs/behaviour.md §4.16)', () => {
  it('a bank-transfer order with something to pay shows the bank, and takes a slip', () => {
    expect(paymentWay(bank)).toBe('bank-transfer');
    expect(takesSlip(bank)).toBe(true);
    // Part paid and already processing: the rest is still paid by bank transfer.
    expect(takesSlip({ ...bank, status: 'processing', toPay: 10_000 })).toBe(true);
  });

  it('paid in full says so, and takes no slip', () => {
    expect(paymentWay({ ...bank, toPay: 0 })).toBe('paid-in-full');
    expect(paymentWay({ ...bank, status: 'delivered', toPay: 0 })).toBe('paid-in-full');
    expect(takesSlip({ ...bank, toPay: 0 })).toBe(false);
  });

  it('cancelled: nothing about paying, and no slip', () => {
    expect(paymentWay({ ...bank, status: 'cancelled' })).toBe('none');
    expect(paymentWay({ ...bank, status: 'cancelled', toPay: 0 })).toBe('none');
    expect(takesSlip({ ...bank, status: 'cancelled' })).toBe(false);
  });

  it('the showroom and delivery are one sentence with the amount; no slip', () => {
    const showroom = { ...bank, paymentMethod: 'pay_at_showroom' };
    const cod = { ...bank, paymentMethod: 'cash_on_delivery' };
    expect(payLaterSentence(paymentWay(showroom), 'PKR 210,000')).toBe(
      'Pay at the showroom when you collect: PKR 210,000',
    );
    expect(payLaterSentence(paymentWay(cod), 'PKR 210,000')).toBe('Pay the courier on delivery: PKR 210,000');
    expect(takesSlip(showroom)).toBe(false);
    expect(takesSlip(cod)).toBe(false);
    expect(payLaterSentence('bank-transfer', 'PKR 1')).toBeNull();
  });

  it("each refusal of the slip's call is told in the page's words", () => {
    expect(slipOutcomeOf(413, 'Deposit slip must be at most 5 MB', ['depositSlip'])).toBe('too-large');
    expect(slipOutcomeOf(400, 'Deposit slip must be a JPG, PNG, GIF or WebP picture', ['depositSlip'])).toBe('picture');
    expect(slipOutcomeOf(400, SLIP_OUTCOME_WORDS.missing, ['depositSlip'])).toBe('missing');
    expect(slipOutcomeOf(409, 'Order NM-1 is cancelled', ['token'])).toBe('closed');
    expect(slipOutcomeOf(429, 'Too many', [])).toBe('busy');
    expect(slipOutcomeOf(503, 'Busy', [])).toBe('busy');
    expect(slipOutcomeOf(404, 'No order', [])).toBe('failed');
    expect(slipOutcomeOf(500, 'Oops', [])).toBe('failed');
  });
});
