import { z } from 'zod';

/**
 * The answer of GET /api/dashboard/goldrate/trend, written as core/api-schemas.ts writes the API's answers (the route
 * declares it, the Today's Gold Rates dialog parses what it reads with it). A module of its own: the checkout loads
 * api-schemas.ts with its first load, and the trend is only read once the dialog opens.
 */

/** One day of the gold rate's trend (docs/behaviour.md §2.16): 24 karat per tola, and how it moved. */
export const GoldRateDaySchema = z.object({
  RateDate: z.string(),
  K24Tola: z.number(),
  Change: z
    .number()
    .nullable()
    .describe('K24Tola minus that of the rate before it, in PKR; null when no rate comes before it'),
});
export type GoldRateDay = z.infer<typeof GoldRateDaySchema>;

/** The latest seven rates, oldest first: the trend the Today's Gold Rates dialog draws. */
export const GoldRateTrendSchema = z.array(GoldRateDaySchema);
