import { describe, expect, it } from 'vitest';
import { deliveryDays, deliveryText, type DeliveryInput } from './delivery';

const ring: DeliveryInput = { Status: 'available', Pieces: 5, SubItem: [{ Abrivation: '16' }, { Abrivation: '18' }] };

describe('delivery time (behaviour §9.6)', () => {
  it('7 days when the chosen size is in SubItem', () => {
    expect(deliveryText(ring, '16')).toBe('Delivery In 7 days');
    expect(deliveryText(ring, '18')).toBe('Delivery In 7 days');
    expect(deliveryDays(ring, ' 18 ')).toBe(7);
  });

  it('15 days when the chosen size is not in SubItem', () => {
    expect(deliveryText(ring, '17')).toBe('Delivery In 15 days');
    expect(deliveryText(ring, '1')).toBe('Delivery In 15 days');
    expect(deliveryText({ ...ring, SubItem: [] }, '16')).toBe('Delivery In 15 days');
  });

  it('a chosen size decides even when the status is not available', () => {
    expect(deliveryText({ ...ring, Status: 'sold' }, '16')).toBe('Delivery In 7 days');
  });

  it('no size and Status available: Pieces days', () => {
    expect(deliveryText(ring, null)).toBe('Delivery In 5 days');
    expect(deliveryText({ ...ring, Pieces: 3 }, null)).toBe('Delivery In 3 days');
    expect(deliveryText({ ...ring, Status: 'Available' }, null)).toBe('Delivery In 5 days');
  });

  it('a dash counts as no size', () => {
    expect(deliveryText(ring, '-')).toBe('Delivery In 5 days');
  });

  it('no size and any other status: 15 days', () => {
    expect(deliveryText({ ...ring, Status: 'sold' }, null)).toBe('Delivery In 15 days');
    expect(deliveryText({ ...ring, Status: 'on order' }, '-')).toBe('Delivery In 15 days');
  });
});
