/*
 * The boxes of the storefront's two estimate forms, /old-gold (docs/behaviour.md §9.16) and /zakat (§9.17), as their
 * GET queries name them: the pages draw them from here and the schemas (core/buy-back.ts, core/zakat.ts) read them,
 * with no zod in the pages' own code. The page cache keeps these parameters (core/page-query.ts).
 */

/** The old gold form: the weight in grams, or in tola, masha and ratti, and the karat. */
export const OLD_GOLD_FIELDS = ['grams', 'tola', 'masha', 'ratti', 'purity'] as const;

/** The karat box's choices: a karat from 24 down to 18, or "unknown" (tested at the shop). */
export const PURITY_CHOICES = ['24', '22', '21', '20', '19', '18', 'unknown'] as const;

/** The zakat form's rows of gold, one per karat the shop quotes. */
export const ZAKAT_KARATS = [24, 22, 21, 18] as const;

/** The nisab of gold, 7.5 tola (about 87.48 g) of pure gold, valued at the 24 karat rate (docs/decisions/085). */
export const GOLD_NISAB_TOLA = 7.5;
/** The nisab of silver, 52.5 tola (about 612.36 g). */
export const SILVER_NISAB_TOLA = 52.5;

/** The zakat form: the unit of the weights, gold by karat, silver, then cash, money owed and debts in PKR. */
export const ZAKAT_FIELDS = ['unit', 'k24', 'k22', 'k21', 'k18', 'silver', 'cash', 'owed', 'debts'] as const;

/** A form's boxes as its query carries them (the first value of each; a missing box is undefined). */
export function queryValues<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const f of fields) {
    const v = params.get(f);
    if (v !== null) out[f] = v.slice(0, 40);
  }
  return out;
}
