/**
 * Weights as Pakistan counts gold (docs/behaviour.md §9.14): a tola is 11.664 g (the sarafa's figure, the one the
 * rates per tola use, §9.3), 12 masha to the tola and 8 ratti to the masha. Shown beside grams wherever the storefront
 * tells a weight.
 */
export const TOLA_GRAMS = 11.664;
export const MASHA_PER_TOLA = 12;
export const RATTI_PER_MASHA = 8;

export interface TolaWeight {
  tola: number;
  masha: number;
  /** To a tenth, as a jeweller's scale reads it. */
  ratti: number;
}

/** Grams as tola, masha and ratti: the weight rounded to a tenth of a ratti first, so the parts always add up. */
export function tolaMashaRatti(grams: number): TolaWeight {
  const tenthsPerMasha = RATTI_PER_MASHA * 10;
  const tenthsPerTola = MASHA_PER_TOLA * tenthsPerMasha;
  const tenths = Math.max(0, Math.round((grams / TOLA_GRAMS) * tenthsPerTola));
  return {
    tola: Math.floor(tenths / tenthsPerTola),
    masha: Math.floor((tenths % tenthsPerTola) / tenthsPerMasha),
    ratti: (tenths % tenthsPerMasha) / 10,
  };
}

/** How a count of a unit is written: "5 masha" in English; the Urdu mails name the units in Urdu. */
export type UnitWords = (n: number, unit: 'tola' | 'masha' | 'ratti') => string;
const inEnglish: UnitWords = (n, unit) => `${n} ${unit}`;

/** A weight in tola to three decimals: "0.446 tola". */
export const tolaOf = (grams: number, words: UnitWords = inEnglish) =>
  words(Number((grams / TOLA_GRAMS).toFixed(3)), 'tola');

/**
 * A weight in tola for a guest: the tola to three decimals and, in brackets, tola, masha and ratti without the parts
 * that are nought ("0.446 tola (5 masha 2.8 ratti)", "1 tola (1 tola)" is told as "1 tola").
 */
export function formatTola(grams: number, words: UnitWords = inEnglish): string {
  const { tola, masha, ratti } = tolaMashaRatti(grams);
  const parts = [
    tola ? words(tola, 'tola') : '',
    masha ? words(masha, 'masha') : '',
    ratti || (!tola && !masha) ? words(ratti, 'ratti') : '',
  ].filter(Boolean);
  const decimal = tolaOf(grams, words);
  const traditional = parts.join(' ');
  return traditional === decimal ? decimal : `${decimal} (${traditional})`;
}
/** Tola, masha and ratti as grams (the reverse of tolaMashaRatti), to a milligram: 2 tola → 23.328 g. */
export function gramsOf({ tola, masha, ratti }: TolaWeight): number {
  const tolas = tola + masha / MASHA_PER_TOLA + ratti / (MASHA_PER_TOLA * RATTI_PER_MASHA);
  return Math.round(tolas * TOLA_GRAMS * 1000) / 1000;
}
