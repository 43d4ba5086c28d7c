import { describe, expect, it } from 'vitest';
import { buyBackTerms, OLD_GOLD_MESSAGES, WEIGHT_MAX_GRAMS } from '../buy-back';
import { DELIVERY_PROMISE, DELIVERY_PROMISE_DAYS, MADE_TO_ORDER_DAYS, workingDays } from '../delivery';
import { ZAKAT_FIELDS } from '../estimate-fields';
import { errorsOf } from '../field-errors';
import { sizeAnswerText, sizeForMeasurement, tenth } from '../size-chart';
import { FIND_SIZE_MESSAGES } from '../size-chart-query';
import { MASHA_PER_TOLA, RATTI_PER_MASHA } from '../tola';
import { ZAKAT_MESSAGES, ZakatQuerySchema } from '../zakat';
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

describe('the size guides, old gold and zakat in English read as core says them', () => {
  const sizes = pageMessages('en', 'sizeChart');
  const oldGold = pageMessages('en', 'oldGold');
  const zakat = pageMessages('en', 'zakat');
  const KEY = { exact: 'answerExact', between: 'answerBetween', below: 'answerBelow', above: 'answerAbove' } as const;

  it('the "find my size" answer is sizeAnswerText, word for word, for every fit', () => {
    for (const kind of ['ring', 'bangle'] as const)
      for (const by of ['diameter', 'circumference'] as const)
        for (let mm = 1; mm < 420; mm += 0.37) {
          const a = sizeForMeasurement(kind, by, mm);
          const values = {
            kind,
            by,
            mm: tenth(mm),
            size: a.row.size,
            smaller: a.fit === 'between' ? a.smaller.size : '',
          };
          expect(formatMessage(sizes[`sizeChart.${KEY[a.fit]}`] ?? '', values)).toBe(sizeAnswerText(kind, by, mm, a));
        }
  });

  it('the "find my size" messages are the schema’s', () => {
    for (const [problem, message] of Object.entries(FIND_SIZE_MESSAGES))
      expect(sizes[`sizeChart.problem.${problem}`]).toBe(message);
  });

  it('the old gold boxes’ messages are OLD_GOLD_MESSAGES', () => {
    const limits = { maxGrams: WEIGHT_MAX_GRAMS, maxMasha: MASHA_PER_TOLA - 1, maxRatti: RATTI_PER_MASHA - 0.1 };
    for (const [problem, message] of Object.entries(OLD_GOLD_MESSAGES))
      expect(formatMessage(oldGold[`oldGold.error.${problem}`] ?? '', limits)).toBe(message);
  });

  it('the buy-back terms are written from the catalogue, the karat and the silver rate filled in', () => {
    const settings = { goldCashDeduction: 10, goldExchangeDeduction: 2.5, silverDeduction: 12, stonesPaid: false };
    expect(buyBackTerms('Gold', { ...settings, silverRatePerTola: null }, 21)[0]).toBe(
      "Old gold is weighed and its purity tested at the showroom, in front of you, then valued at the day's gold rate for its karat (21 karat gold at the 21 karat rate).",
    );
    expect(buyBackTerms('Silver', { ...settings, silverRatePerTola: 5_000 })[0]).toBe(
      "Old silver is weighed at the showroom and valued at the day's silver rate (PKR 5,000 per tola), less 12%, for cash or towards new jewellery.",
    );
    expect(buyBackTerms('Palladium', { ...settings, silverRatePerTola: null })[0]).toMatch(
      /^Palladium has no daily rate at the shop: a palladium piece is weighed/,
    );
  });

  it('the buy-back terms on an Urdu page are in Urdu, the figures as in English', () => {
    const settings = { goldCashDeduction: 10, goldExchangeDeduction: 2.5, silverDeduction: 12, stonesPaid: false };
    const ur = pageMessages('ur', 'oldGold');
    for (const kind of ['Gold', 'Diamond', 'Silver', 'Platinum', 'Artificial', 'Watches', 'Brass']) {
      const terms = buyBackTerms(kind, { ...settings, silverRatePerTola: 5_000 }, 21, ur);
      expect(terms.length, kind).toBe(buyBackTerms(kind, { ...settings, silverRatePerTola: 5_000 }, 21).length);
      for (const line of terms) expect(line, kind).toMatch(/^[^A-Za-z]*[\u0600-\u06ff]/);
    }
    const gold = buyBackTerms('Gold', { ...settings, silverRatePerTola: null }, 21, ur).join(' ');
    expect(gold).toContain('21 کیرٹ');
    expect(gold).toContain('2.5 فیصد');
  });

  it('every zakat box’s message is core/zakat.ts’s', () => {
    const bad = Object.fromEntries(ZAKAT_FIELDS.map((f) => [f, 'x']));
    const errors = errorsOf(ZakatQuerySchema.safeParse(bad));
    expect(Object.keys(errors).sort()).toEqual([...ZAKAT_FIELDS].sort());
    const said = (field: string) =>
      field === 'unit'
        ? formatMessage(zakat['zakat.error.unit'] ?? '')
        : field === 'silver' || field.startsWith('k')
          ? formatMessage(zakat['zakat.error.weight'] ?? '', { karat: field === 'silver' ? 'none' : field.slice(1) })
          : formatMessage(zakat['zakat.error.amount'] ?? '', { field });
    for (const [field, message] of Object.entries(errors)) expect(said(field), field).toBe(message);
    for (const k of ['nothing', 'noSilverRate'] as const) expect(zakat[`zakat.error.${k}`]).toBe(ZAKAT_MESSAGES[k]);
  });
});
