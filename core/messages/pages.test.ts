import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISE, DELIVERY_PROMISE_DAYS, MADE_TO_ORDER_DAYS, workingDays } from '../delivery';
import { formatPattern as formatMessage } from '../message-format';
import { SLIP_OUTCOMES, SLIP_OUTCOME_WORDS } from '../slip-outcomes';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../upload-rules';
import { pageMessages } from './index';

describe('the information pages in English read as before', () => {
  const delivery = pageMessages('en', 'delivery');

  it('the delivery promise is the rule of core/delivery.ts, word for word', () => {
    expect(formatMessage(delivery['delivery.promise'] ?? '', DELIVERY_PROMISE_DAYS)).toBe(DELIVERY_PROMISE);
  });

  it('the question on a product page quotes its words', () => {
    expect(formatMessage(delivery['delivery.faqMadeQ'] ?? '', { days: MADE_TO_ORDER_DAYS })).toBe(
      `Why does a product page say "Delivery in ${workingDays(MADE_TO_ORDER_DAYS)}"?`,
    );
  });

  it('Urdu names the same days', () => {
    const ur = pageMessages('ur', 'delivery');
    const promise = formatMessage(ur['delivery.promise'] ?? '', DELIVERY_PROMISE_DAYS);
    expect(promise).toContain('7 کام کے دن');
    expect(promise).toContain('15 کام کے دن');
  });
});

describe('the order status page', () => {
  it("says each deposit slip outcome in the API's own English words", () => {
    const status = pageMessages('en', 'status');
    for (const outcome of SLIP_OUTCOMES)
      expect(
        formatMessage(status['slip.outcome'] ?? '', {
          outcome: outcome.replaceAll('-', '_'),
          mb: UPLOAD_MAX_BYTES / 1024 / 1024,
          mp: UPLOAD_MAX_PIXELS / 1_000_000,
        }),
        outcome,
      ).toBe(SLIP_OUTCOME_WORDS[outcome]);
  });
});
