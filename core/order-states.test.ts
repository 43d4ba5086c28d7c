import { describe, expect, it } from 'vitest';
import { HoldExtensionSchema, OrderMoveSchema, OrderNoteSchema, OrderStateSchema } from './order-admin-schemas';
import {
  FINAL_STATES,
  guestStateLabel,
  holdEnd,
  nextStates,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  orderStateLabel,
  orderStateOf,
  orderSteps,
  SHOWROOM_HOLD_MAX_DAYS,
  shopDayEnd,
  UNKNOWN_STATE_MESSAGE,
} from './order-states';

describe('order states (docs/behaviour.md §4.7)', () => {
  it('every state has its words', () => {
    expect(Object.keys(ORDER_STATE_LABELS).sort()).toEqual([...ORDER_STATES].sort());
    expect(ORDER_STATE_LABELS['awaiting-payment']).toBe('Awaiting payment');
    expect(ORDER_STATE_LABELS['ready-for-collection']).toBe('Ready for collection');
    expect(orderStateLabel('shipping')).toBe('Shipping');
    expect(orderStateLabel('lost-in-the-post')).toBe('lost-in-the-post');
  });

  it.each([
    ['awaiting-payment', 'free', ['processing', 'cancelled']],
    ['awaiting-payment', 'collect', ['processing', 'cancelled']],
    ['processing', 'free', ['shipping', 'cancelled']],
    ['processing', 'paid', ['shipping', 'cancelled']],
    ['processing', 'collect', ['ready-for-collection', 'cancelled']],
    ['ready-for-collection', 'collect', ['collected', 'cancelled']],
    ['shipping', 'paid', ['delivered', 'cancelled']],
    ['delivered', 'free', []],
    ['collected', 'collect', []],
    ['cancelled', 'paid', []],
    ['something-else', 'paid', []],
  ])('from %s (%s) an order may move to %j', (status, deliveryOption, next) => {
    expect(nextStates({ status, deliveryOption })).toEqual(next);
  });

  it('the final states have no way on; every other state can be cancelled', () => {
    for (const status of ORDER_STATES) {
      const next = [
        ...nextStates({ status, deliveryOption: 'free' }),
        ...nextStates({ status, deliveryOption: 'collect' }),
      ];
      if (FINAL_STATES.includes(status)) expect(next, status).toEqual([]);
      else expect(next, status).toContain('cancelled');
    }
  });

  it('a sent order is never ready for collection or collected; a collected one never ships', () => {
    /** Every state an order of this delivery option can reach from its first. */
    const reachable = (deliveryOption: string) => {
      const seen = new Set<string>(['awaiting-payment']);
      for (const s of seen) for (const n of nextStates({ status: s, deliveryOption })) seen.add(n);
      return [...seen].sort();
    };
    expect(reachable('paid')).toEqual(['awaiting-payment', 'cancelled', 'delivered', 'processing', 'shipping']);
    expect(reachable('free')).toEqual(reachable('paid'));
    expect(reachable('collect')).toEqual([
      'awaiting-payment',
      'cancelled',
      'collected',
      'processing',
      'ready-for-collection',
    ]);
  });

  it('the guest reads the first step by how they pay: a transfer awaits their payment, the showroom or delivery not', () => {
    expect(guestStateLabel('awaiting-payment', 'bacs_allied_bank')).toBe('Awaiting payment');
    expect(guestStateLabel('awaiting-payment', 'pay_at_showroom')).toBe('Order received');
    expect(guestStateLabel('awaiting-payment', 'cash_on_delivery')).toBe('Order received');
    expect(guestStateLabel('processing', 'cash_on_delivery')).toBe('Processing');
  });

  it('the steps the guest sees follow the delivery option', () => {
    expect(orderSteps('free')).toEqual(['awaiting-payment', 'processing', 'shipping', 'delivered']);
    expect(orderSteps('collect')).toEqual(['awaiting-payment', 'processing', 'ready-for-collection', 'collected']);
    // each step is the one move forward from the one before
    for (const option of ['free', 'paid', 'collect']) {
      const steps = orderSteps(option);
      for (let i = 1; i < steps.length; i++)
        expect(nextStates({ status: steps[i - 1] ?? '', deliveryOption: option })[0]).toBe(steps[i]);
    }
  });

  it.each([
    ['shipping', 'shipping'],
    ['SHIPPING', 'shipping'],
    ['Ready for collection', 'ready-for-collection'],
    ['ready-for-collection', 'ready-for-collection'],
    [' awaiting payment ', 'awaiting-payment'],
    ['Awaiting_Payment', 'awaiting-payment'],
    ['lost', null],
    ['', null],
  ])('%j names the state %s', (words, state) => {
    expect(orderStateOf(words)).toBe(state);
  });

  it('the message for an unknown state names them all', () => {
    expect(UNKNOWN_STATE_MESSAGE).toBe(
      'Status must be awaiting-payment, processing, ready-for-collection, shipping, delivered, collected or cancelled',
    );
  });

  it('the schemas of the back office', () => {
    expect(OrderStateSchema.safeParse('collected').success).toBe(true);
    expect(OrderStateSchema.safeParse('Collected').success).toBe(false);
    expect(OrderMoveSchema.parse({ to: 'cancelled', reason: '  Guest changed her mind ' })).toEqual({
      to: 'cancelled',
      reason: 'Guest changed her mind',
    });
    expect(OrderMoveSchema.safeParse({ to: 'shipping', trackingNo: 'x'.repeat(61) }).success).toBe(false);
    expect(HoldExtensionSchema.parse({ days: '7' })).toEqual({ days: 7 });
    for (const days of [0, 31, 2.5, 'soon'])
      expect(HoldExtensionSchema.safeParse({ days }).error?.issues[0]?.message).toBe(
        'Days must be a whole number from 1 to 30',
      );
    expect(OrderNoteSchema.safeParse({ note: 'x'.repeat(2000) }).success).toBe(true);
    expect(OrderNoteSchema.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('how long a new order holds its pieces (docs/behaviour.md §4.7)', () => {
  // 10:00 in Pakistan on 27 Nov 2026.
  const now = new Date('2026-11-27T05:00:00Z');
  const days = (d: Date) => (d.getTime() - now.getTime()) / 86_400_000;

  it('RESERVE_DAYS for bank transfer and pay on delivery, whatever the collection day', () => {
    expect(days(holdEnd(now, 3, { paymentMethod: 'bacs_allied_bank', collectionDate: '2026-12-05' }))).toBe(3);
    expect(days(holdEnd(now, 3, { paymentMethod: 'cash_on_delivery' }))).toBe(3);
  });

  it('at the showroom: to the end of the collection day in Pakistan when that is later', () => {
    expect(holdEnd(now, 3, { paymentMethod: 'pay_at_showroom', collectionDate: '2026-12-05' }).toISOString()).toBe(
      '2026-12-05T19:00:00.000Z',
    );
    // An earlier collection day keeps the usual hold.
    expect(days(holdEnd(now, 3, { paymentMethod: 'pay_at_showroom', collectionDate: '2026-11-27' }))).toBe(3);
  });

  it('at the showroom: never more than 14 days (or RESERVE_DAYS when longer)', () => {
    expect(days(holdEnd(now, 3, { paymentMethod: 'pay_at_showroom', collectionDate: '2027-06-01' }))).toBe(
      SHOWROOM_HOLD_MAX_DAYS,
    );
    expect(days(holdEnd(now, 30, { paymentMethod: 'pay_at_showroom', collectionDate: '2027-06-01' }))).toBe(30);
  });

  it('a day ends at the next midnight in Pakistan', () => {
    expect(shopDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T19:00:00.000Z');
  });
});
