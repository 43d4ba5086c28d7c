import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISE, deliveryDays, deliveryText, workingDays, type DeliveryInput } from './delivery';

const ring: DeliveryInput = { Status: 'available', Pieces: 5, SubItem: [{ Abrivation: '16' }, { Abrivation: '18' }] };

describe('delivery time (behaviour §9.6, the delivery policy)', () => {
  it('7 working days when the chosen size is in SubItem', () => {
    expect(deliveryText(ring, '16')).toBe('Delivery in 7 working days');
    expect(deliveryText(ring, '18')).toBe('Delivery in 7 working days');
    expect(deliveryDays(ring, ' 18 ')).toBe(7);
  });

  it('15 working days when the chosen size is not in SubItem', () => {
    expect(deliveryText(ring, '17')).toBe('Delivery in 15 working days');
    expect(deliveryText(ring, '1')).toBe('Delivery in 15 working days');
    expect(deliveryText({ ...ring, SubItem: [] }, '16')).toBe('Delivery in 15 working days');
  });

  it('a chosen size decides even when the status is not available', () => {
    expect(deliveryText({ ...ring, Status: 'sold' }, '16')).toBe('Delivery in 7 working days');
  });

  it('no size and in stock: 7 working days, whatever the stock count (never the count as days)', () => {
    expect(deliveryText({ ...ring, Pieces: 1 }, null)).toBe('Delivery in 7 working days');
    expect(deliveryDays({ ...ring, Pieces: 3 }, null)).toBe(7);
    expect(deliveryDays({ ...ring, Pieces: 40 }, null)).toBe(7);
    expect(deliveryText({ ...ring, Status: 'Available' }, null)).toBe('Delivery in 7 working days');
  });

  it('a dash counts as no size', () => {
    expect(deliveryText(ring, '-')).toBe('Delivery in 7 working days');
  });

  it('no size and not in stock: 15 working days', () => {
    expect(deliveryText({ ...ring, Status: 'sold' }, null)).toBe('Delivery in 15 working days');
    expect(deliveryText({ ...ring, Status: 'on order' }, '-')).toBe('Delivery in 15 working days');
    expect(deliveryText({ ...ring, Pieces: 0 }, null)).toBe('Delivery in 15 working days');
  });

  it('says one day as one day, and the policy in the same numbers', () => {
    expect(workingDays(1)).toBe('1 working day');
    expect(workingDays(2)).toBe('2 working days');
    expect(DELIVERY_PROMISE).toContain('7 working days for a piece we hold in stock');
    expect(DELIVERY_PROMISE).toContain('15 working days when it is made or sized');
  });
});
