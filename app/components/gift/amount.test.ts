import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_HIGH, typedAmount } from './amount';

describe('typedAmount', () => {
  it('keeps an amount up to the maximum as typed', () => {
    expect(typedAmount('5000')).toEqual({ text: '5000', notice: null });
    expect(typedAmount('20000')).toEqual({ text: '20000', notice: null });
  });
  it('clamps a larger amount to 20000 and says so', () => {
    expect(AMOUNT_TOO_HIGH).toBe('Amount cannot exceed 20000');
    expect(typedAmount('20001')).toEqual({ text: '20000', notice: AMOUNT_TOO_HIGH });
    expect(typedAmount('999999999999999999999')).toEqual({ text: '20000', notice: AMOUNT_TOO_HIGH });
  });
  it('keeps only digits and drops leading zeros', () => {
    expect(typedAmount('PKR 1,500')).toEqual({ text: '1500', notice: null });
    expect(typedAmount('007')).toEqual({ text: '7', notice: null });
    expect(typedAmount('0')).toEqual({ text: '', notice: null });
    expect(typedAmount('')).toEqual({ text: '', notice: null });
  });
});
