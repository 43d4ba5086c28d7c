import { z } from 'zod';
import type { GoldRate } from './api-schemas';
import { GOLD_NISAB_TOLA, SILVER_NISAB_TOLA, ZAKAT_KARATS } from './estimate-fields';
import { ratePerGram, type Karat } from './pricing';
import { TOLA_GRAMS } from './tola';
import { optionalNumber } from './weights-input';

/*
 * The zakat estimate (docs/behaviour.md §9.17, docs/decisions/085): 2.5% of the wealth held above the nisab, the gold
 * valued at the shop's rate of the day for its karat and the silver at the owner's silver rate. An estimate to take to
 * a scholar, not a ruling.
 */

export const ZAKAT_RATE_PERCENT = 2.5;

const AMOUNT_MAX = 100_000_000_000;
const WEIGHT_MAX = 1_000_000;
const amountError = (label: string) => `${label} must be a whole number of rupees, e.g. 250,000`;
const weightError = (label: string) => `${label} must be a weight, e.g. 12.5`;

export const ZAKAT_MESSAGES = {
  unit: 'Choose grams or tola',
  nothing: 'Enter at least one thing you hold: gold, silver, cash or money owed to you',
  noSilverRate:
    'The shop has not set today’s silver rate yet: leave silver empty, or ask the showroom for its value and add it to cash',
} as const;

/** The form's fields as its GET query carries them: gold by karat (k24…k18) and silver in `unit`, the rest in PKR. */
export const ZakatQuerySchema = z
  .object({
    // The box's first choice, grams, sends an empty value.
    unit: z.enum(['', 'g', 'tola'], { error: ZAKAT_MESSAGES.unit }).optional(),
    k24: optionalNumber(weightError('24 karat gold'), WEIGHT_MAX, 3),
    k22: optionalNumber(weightError('22 karat gold'), WEIGHT_MAX, 3),
    k21: optionalNumber(weightError('21 karat gold'), WEIGHT_MAX, 3),
    k18: optionalNumber(weightError('18 karat gold'), WEIGHT_MAX, 3),
    silver: optionalNumber(weightError('Silver'), WEIGHT_MAX, 3),
    cash: optionalNumber(amountError('Cash and savings'), AMOUNT_MAX, 0),
    owed: optionalNumber(amountError('Money owed to you'), AMOUNT_MAX, 0),
    debts: optionalNumber(amountError('Debts due now'), AMOUNT_MAX, 0),
  })
  .transform((q) => {
    const grams = (w: number | undefined) => (w ?? 0) * (q.unit === 'tola' ? TOLA_GRAMS : 1);
    return {
      unit: q.unit === 'tola' ? ('tola' as const) : ('g' as const),
      gold: ZAKAT_KARATS.map((karat) => ({ karat, grams: grams(q[`k${karat}`]) })),
      silverGrams: grams(q.silver),
      cash: q.cash ?? 0,
      owed: q.owed ?? 0,
      debts: q.debts ?? 0,
    };
  })
  .refine((h) => h.gold.some((g) => g.grams > 0) || h.silverGrams > 0 || h.cash > 0 || h.owed > 0, {
    path: ['k24'],
    error: ZAKAT_MESSAGES.nothing,
  });
export type ZakatHoldings = z.infer<typeof ZakatQuerySchema>;

export interface ZakatEstimate {
  gold: { karat: Karat; grams: number; perGram: number; value: number }[];
  goldValue: number;
  /** The silver at the shop's silver rate (0 when none is held). */
  silverValue: number;
  cash: number;
  owed: number;
  debts: number;
  /** Gold + silver + cash + owed − debts, never below 0. */
  wealth: number;
  goldNisab: number;
  /** null while the shop has no silver rate. */
  silverNisab: number | null;
  /** Which nisab the estimate holds the wealth against, and why (docs/decisions/085). */
  nisabUsed: 'gold' | 'silver';
  nisab: number;
  due: boolean;
  /** 2.5% of the wealth when due, else 0, rounded to a rupee. */
  zakat: number;
}

/**
 * docs/behaviour.md §9.17: values the holdings at the day's gold rate (each karat's rate per gram) and the silver rate
 * per tola, and holds the wealth against the silver nisab (52.5 tola) when anything besides gold is held and the shop
 * has a silver rate, the gold nisab (7.5 tola of 24 karat) when gold alone is held or there is no silver rate
 * (docs/decisions/085). Returns null when silver is held and there is no silver rate to value it.
 */
export function zakatEstimate(h: ZakatHoldings, rate: GoldRate, silverPerTola: number | null): ZakatEstimate | null {
  if (h.silverGrams > 0 && !silverPerTola) return null;
  const gold = h.gold
    .filter((g) => g.grams > 0)
    .map((g) => {
      const perGram = ratePerGram(rate, g.karat);
      return { ...g, perGram, value: Math.round(g.grams * perGram) };
    });
  const goldValue = gold.reduce((sum, g) => sum + g.value, 0);
  const silverValue = silverPerTola ? Math.round((h.silverGrams / TOLA_GRAMS) * silverPerTola) : 0;
  const wealth = Math.max(0, goldValue + silverValue + h.cash + h.owed - h.debts);
  const goldNisab = Math.round(GOLD_NISAB_TOLA * TOLA_GRAMS * rate.K24);
  const silverNisab = silverPerTola ? Math.round(SILVER_NISAB_TOLA * silverPerTola) : null;
  const goldAlone = h.silverGrams === 0 && h.cash === 0 && h.owed === 0;
  const nisabUsed = silverNisab !== null && !goldAlone ? 'silver' : 'gold';
  const nisab = nisabUsed === 'silver' && silverNisab !== null ? silverNisab : goldNisab;
  const due = wealth > 0 && wealth >= nisab;
  return {
    gold,
    goldValue,
    silverValue,
    cash: h.cash,
    owed: h.owed,
    debts: h.debts,
    wealth,
    goldNisab,
    silverNisab,
    nisabUsed,
    nisab,
    due,
    zakat: due ? Math.round((wealth * ZAKAT_RATE_PERCENT) / 100) : 0,
  };
}
