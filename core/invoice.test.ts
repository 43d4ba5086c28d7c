import { describe, expect, it } from 'vitest';
import { breakupRows, PaymentIdSchema, receiptFigures, receiptNo, rupeesInWords, signedPKR } from './invoice';
import type { LineBreakup } from './payments';
import { SAMPLE_RING_BREAKUP } from './sample-ring';

const ring = SAMPLE_RING_BREAKUP;
const sum = (rows: ReturnType<typeof breakupRows>) => rows.reduce((s, r) => s + (r.amount ?? 0), 0);

describe('breakupRows (docs/behaviour.md §11.14: the product page’s breakup, as kept on the order line)', () => {
  it('tells a gold piece’s weights, the weight priced at the rate per gram of its karat and the rate’s day', () => {
    expect(breakupRows(ring, 'Gold')).toEqual([
      { label: 'Weight: gross 5.2 g · net 5 g · wastage 0.5 g' },
      { label: '22K gold value: 5.5 g × PKR 29,333 a gram (rate of 22 Nov 2026)', amount: 161_332 },
      { label: 'Making charges', amount: 8000 },
      { label: 'Rounded off', amount: -332 },
    ]);
    expect(sum(breakupRows(ring, 'Gold'))).toBe(169_000);
  });

  it('adds a stone, takes off one on sale; leaves out what is nothing', () => {
    const withStone = breakupRows({ ...ring, grossWeight: 0, wastage: 0, stone: 250_000, remainder: 0 }, 'Diamond');
    expect(withStone.map((r) => r.label)).toEqual([
      'Weight: net 5 g',
      '22K gold value: 5 g × PKR 29,333 a gram (rate of 22 Nov 2026)',
      'Making charges',
      'Stone',
    ]);
    const onSale = breakupRows({ ...ring, stone: -5000 }, 'Gold');
    expect(onSale).toContainEqual({ label: 'Stone (on sale)', amount: -5000 });
    expect(sum(onSale)).toBe(161_332 + 8000 - 5000 - 332);
  });

  it('gives silver its price and a fixed price its value, with no rate', () => {
    const silver: LineBreakup = {
      karat: null,
      grossWeight: 0,
      netWeight: 0,
      wastage: 0,
      ratePerGram: null,
      rateDate: null,
      metal: 8400,
      making: 0,
      stone: 0,
      remainder: 400,
    };
    expect(breakupRows(silver, 'Silver')).toEqual([
      { label: 'Silver price', amount: 8400 },
      { label: 'Rounded off', amount: -400 },
    ]);
    expect(breakupRows({ ...silver, metal: 185_500, making: 2000 }, 'Watches').map((r) => r.label)).toEqual([
      'Item value',
      'Making charges',
      'Rounded off',
    ]);
    expect(breakupRows({ ...ring, ratePerGram: null, rateDate: null }, 'Platinum')[1]).toEqual({
      label: '22K gold value',
      amount: 161_332,
    });
  });
});

describe('amounts as printed', () => {
  it('writes what is taken off with a minus before PKR', () => {
    expect(signedPKR(1000)).toBe('PKR 1,000');
    expect(signedPKR(-332)).toBe('- PKR 332');
    expect(signedPKR(0)).toBe('PKR 0');
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [7, 'Rupees Seven Only'],
    [15, 'Rupees Fifteen Only'],
    [40, 'Rupees Forty Only'],
    [99, 'Rupees Ninety-Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [1000, 'Rupees One Thousand Only'],
    [8400, 'Rupees Eight Thousand Four Hundred Only'],
    [169_000, 'Rupees One Lakh Sixty-Nine Thousand Only'],
    [1_088_000, 'Rupees Ten Lakh Eighty-Eight Thousand Only'],
    [25_00_00_305, 'Rupees Twenty-Five Crore Three Hundred Five Only'],
    [1_000_000_000, 'Rupees One Hundred Crore Only'],
    [
      123_45_67_890,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only',
    ],
    [1234_00_00_901, 'Rupees One Thousand Two Hundred Thirty-Four Crore Nine Hundred One Only'],
    [-2000, 'Rupees Two Thousand Only'],
  ])('%d in words: %s', (n, words) => {
    expect(rupeesInWords(n)).toBe(words);
  });
});

describe('receipts', () => {
  const entries = [
    { id: 4, kind: 'payment' as const, amount: 50_000 },
    { id: 9, kind: 'payment' as const, amount: 100_000 },
    { id: 12, kind: 'refund' as const, amount: 20_000 },
    { id: 15, kind: 'payment' as const, amount: 19_000 },
  ];

  it('tells what was paid and still due once the entry was made, the later ones left out', () => {
    expect(receiptFigures(169_000, entries, 4)?.totals).toEqual({ paid: 50_000, refunded: 0, balance: 119_000 });
    expect(receiptFigures(169_000, entries, 9)?.totals).toEqual({ paid: 150_000, refunded: 0, balance: 19_000 });
    expect(receiptFigures(169_000, entries, 12)).toEqual({
      entry: entries[2],
      totals: { paid: 130_000, refunded: 20_000, balance: 39_000 },
    });
    expect(receiptFigures(169_000, entries, 15)?.totals.balance).toBe(20_000);
  });

  it('knows no entry outside the ledger', () => {
    expect(receiptFigures(169_000, entries, 5)).toBeNull();
    expect(receiptFigures(169_000, [], 1)).toBeNull();
  });

  it('numbers a receipt after its order and entry', () => {
    expect(receiptNo('NM-7K4Q9X', 12)).toBe('NM-7K4Q9X-R12');
  });

  it('takes a payment id that is a whole number from 1', () => {
    expect(PaymentIdSchema.parse('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999'])
      expect(PaymentIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
