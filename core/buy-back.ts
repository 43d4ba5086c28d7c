import { z } from 'zod';
import type { GoldRate } from './api-schemas';
import { PURITY_CHOICES } from './estimate-fields';
import { formatPKR } from './format';
import { formatPattern } from './message-format';
import enOldGold from './messages/en/pages-old-gold';
import { KARATS, ratePerGram, TABLE_KARATS, type Karat } from './pricing';
import type { BuyBackSettings } from './shop-settings';
import { gramsOf, MASHA_PER_TOLA, RATTI_PER_MASHA, TOLA_GRAMS } from './tola';
import { optionalNumber } from './weights-input';

/*
 * What the shop pays for old jewellery (docs/behaviour.md §9.16, docs/decisions/084): the terms for each kind of
 * piece, and old gold's value at the day's rate less the owner's deductions. The /old-gold page reads its form with
 * OldGoldQuerySchema and answers with oldGoldQuote; the product page shows buyBackTerms for its piece.
 */

/** The kinds of piece the shop's terms speak of, as the stock's ItemType names them (core/api-schemas TYPE_KEYS). */
export type BuyBackKind = 'gold' | 'silver' | 'diamond' | 'platinum' | 'palladium' | 'artificial' | 'watch' | 'other';

/** A stock ItemType ("Gold", "Watches", " silver ") as the kind its terms are written for; an unknown one is 'other'. */
export function buyBackKindOf(itemType: string): BuyBackKind {
  const t = itemType.trim().toLowerCase();
  if (t === 'watch' || t === 'watches') return 'watch';
  const kinds: readonly BuyBackKind[] = ['gold', 'silver', 'diamond', 'platinum', 'palladium', 'artificial'];
  return kinds.find((k) => k === t) ?? 'other';
}

/** The keys of the terms' sentences in the old gold page's catalogue (core/messages/en/pages-old-gold.ts). */
export type BuyBackLineKey = Extract<keyof typeof enOldGold, `buyBack.${string}`>;

/** One sentence of the terms: its catalogue key and its values (the deductions, the karat, the silver rate). */
export interface BuyBackLine {
  key: BuyBackLineKey;
  values?: Readonly<Record<string, string | number>>;
}

function goldLines(s: BuyBackSettings, karat: number | null | undefined): BuyBackLine[] {
  const k = karat && (KARATS as number[]).includes(karat) ? karat : 'none';
  return [
    { key: 'buyBack.weighed', values: { karat: k } },
    { key: 'buyBack.cash', values: { percent: s.goldCashDeduction } },
    { key: 'buyBack.exchange', values: { percent: s.goldExchangeDeduction } },
  ];
}

const stoneLine = (s: BuyBackSettings): BuyBackLine => ({
  key: s.stonesPaid ? 'buyBack.stonesPaid' : 'buyBack.stonesNotPaid',
});

const ID_LINE: BuyBackLine = { key: 'buyBack.id' };

/**
 * The buy-back and exchange terms for a piece of the given kind, as catalogue sentences with their values (the old
 * gold page draws them in its language): `kind` is the stock's ItemType as the catalogue spells it ("Gold", "Silver",
 * "Diamond", "Platinum", "Palladium", "Artificial", "Watches"; any case) or a BuyBackKind; `settings` the owner's
 * buy-back settings (§11.15); `karat`, for gold, names its karat's rate. An unknown kind gets the general terms.
 */
export function buyBackLines(kind: string, settings: BuyBackSettings, karat?: number | null): BuyBackLine[] {
  const kindOf = buyBackKindOf(kind);
  switch (kindOf) {
    case 'gold':
      return [...goldLines(settings, karat), stoneLine(settings), ID_LINE];
    case 'diamond':
      return [
        ...goldLines(settings, karat),
        { key: settings.stonesPaid ? 'buyBack.diamondsPaid' : 'buyBack.diamondsBack' },
        ID_LINE,
      ];
    case 'silver':
      return [
        {
          key: 'buyBack.silver',
          values: {
            rate: settings.silverRatePerTola ? formatPKR(settings.silverRatePerTola) : 'none',
            percent: settings.silverDeduction,
          },
        },
        stoneLine(settings),
        ID_LINE,
      ];
    case 'platinum':
    case 'palladium':
      return [{ key: 'buyBack.noDailyRate', values: { metal: kindOf } }, stoneLine(settings), ID_LINE];
    case 'artificial':
      return [{ key: 'buyBack.artificial' }, { key: 'buyBack.artificialPolicy' }];
    case 'watch':
      return [{ key: 'buyBack.watches' }, { key: 'buyBack.watchPolicy' }];
    case 'other':
      return [{ key: 'buyBack.other' }, ID_LINE];
  }
}

/** A sentence of the terms in plain English, or in the language of `words`. */
export const buyBackLineText = (line: BuyBackLine, words: Readonly<Record<string, string>> = enOldGold): string =>
  formatPattern(words[line.key] ?? enOldGold[line.key], line.values);

/**
 * The buy-back and exchange terms of `buyBackLines` as sentences to show as a list (the product page, the API), the
 * deductions filled in from the settings: in plain English, or in the language of `words` (that language's old gold
 * page's patterns).
 */
export function buyBackTerms(
  kind: string,
  settings: BuyBackSettings,
  karat?: number | null,
  words: Readonly<Record<string, string>> = enOldGold,
): string[] {
  return buyBackLines(kind, settings, karat).map((line) => buyBackLineText(line, words));
}

/** Old gold at the day's rate (§9.16): the metal's value and what the shop pays for cash and towards new jewellery. */
export interface OldGoldQuote {
  karat: Karat;
  grams: number;
  /** The day's rate per gram for the karat (PKR). */
  perGram: number;
  /** grams × perGram, rounded to a rupee. */
  value: number;
  /** The value less the cash deduction, rounded to a rupee. */
  cash: number;
  /** The value less the exchange deduction, rounded to a rupee. */
  exchange: number;
}

/** `value` less `percent` (one decimal at most), rounded to a rupee. */
export const lessPercent = (value: number, percent: number) => Math.round((value * (1000 - percent * 10)) / 1000);

/** docs/behaviour.md §9.16: weight (g) × the karat's rate per gram, and the cash and exchange values after deductions. */
export function oldGoldQuote(grams: number, karat: Karat, rate: GoldRate, s: BuyBackSettings): OldGoldQuote {
  const perGram = ratePerGram(rate, karat);
  const value = Math.round(grams * perGram);
  return {
    karat,
    grams,
    perGram,
    value,
    cash: lessPercent(value, s.goldCashDeduction),
    exchange: lessPercent(value, s.goldExchangeDeduction),
  };
}

/** The karats a quote is shown for when the guest does not know theirs (testing at the shop finds it). */
export const UNKNOWN_KARAT_TABLE: readonly Karat[] = TABLE_KARATS;

/** The most a weight may be: 100 kg is far beyond any guest's old gold, and keeps the figures readable. */
export const WEIGHT_MAX_GRAMS = 100_000;

export const OLD_GOLD_MESSAGES = {
  grams: `Weight in grams must be a number from 0 to 100,000, e.g. 23.3`,
  tola: 'Tola must be a number, e.g. 2 or 2.5',
  masha: `Masha must be a whole number from 0 to ${MASHA_PER_TOLA - 1}`,
  ratti: `Ratti must be a number from 0 to ${RATTI_PER_MASHA - 0.1}, e.g. 4 or 4.5`,
  none: 'Enter the weight, in grams or in tola, masha and ratti',
  both: 'Enter the weight in grams or in tola, masha and ratti, not both',
  zero: 'The weight must be more than nothing',
  karat: 'Choose the karat, or “Don’t know”',
} as const;

const always = () => true;
const inTola = (q: { tola?: number; masha?: number; ratti?: number }) =>
  q.tola !== undefined || q.masha !== undefined || q.ratti !== undefined;

/**
 * The /old-gold form as its GET query sends it (docs/behaviour.md §9.16): the weight in grams, or in tola, masha and
 * ratti (not both), and the karat or "unknown". Read by the page's loader on the server; its messages name each field.
 */
export const OldGoldQuerySchema = z
  .object({
    grams: optionalNumber(OLD_GOLD_MESSAGES.grams, WEIGHT_MAX_GRAMS, 3),
    tola: optionalNumber(OLD_GOLD_MESSAGES.tola, WEIGHT_MAX_GRAMS / TOLA_GRAMS, 3),
    masha: optionalNumber(OLD_GOLD_MESSAGES.masha, MASHA_PER_TOLA - 1, 0),
    ratti: optionalNumber(OLD_GOLD_MESSAGES.ratti, RATTI_PER_MASHA - 0.1, 1),
    purity: z.string().optional(),
  })
  // Checked even when another box is at fault (`when`), so the form names every box at once.
  .refine((q) => (PURITY_CHOICES as readonly string[]).includes(q.purity ?? ''), {
    path: ['purity'],
    error: OLD_GOLD_MESSAGES.karat,
    when: always,
  })
  .refine((q) => !(q.grams !== undefined && inTola(q)), {
    path: ['grams'],
    error: OLD_GOLD_MESSAGES.both,
    when: always,
  })
  .refine((q) => q.grams !== undefined || inTola(q), { path: ['grams'], error: OLD_GOLD_MESSAGES.none, when: always })
  .transform((q) => ({
    grams: q.grams ?? gramsOf({ tola: q.tola ?? 0, masha: q.masha ?? 0, ratti: q.ratti ?? 0 }),
    karat: q.purity === 'unknown' ? null : (Number(q.purity) as Karat),
    /** How the weight was given, to tell it back the same way. */
    inTola: q.grams === undefined,
  }))
  .refine((q) => q.grams > 0, { path: ['grams'], error: OLD_GOLD_MESSAGES.zero });
export type OldGoldQuery = z.infer<typeof OldGoldQuerySchema>;
