import { z } from 'zod';
import { isOneLine, notOneLine } from './text-rules';

/*
 * The words guests see for an item name (docs/decisions/078): the point-of-sale's names reach guests as they are
 * ('Ancklet', 'Brasclate'), so the owner can give a name the words guests read instead ('Anklets'), leaving the stock
 * and its imports with their own names. The back-office page and the API check with the same schema.
 */

/** The most characters of the words: they head a listing and fill a menu line. */
export const ITEM_WORDS_MAX = 60;

/** The field's label, which its messages name: the page shows them under the box, the API in `errors`. */
const LABEL = 'Words guests see';

/** The words typed for one item name: 1–60 characters on one line; empty (or null) is back to the stock's own name. */
export const ItemWordsSchema = z.object({
  shownName: z
    .string({ error: `${LABEL} must be text` })
    .nullable()
    .transform((v) => v?.trim().replace(/ {2,}/g, ' ') || null)
    .pipe(
      z
        .string()
        .max(ITEM_WORDS_MAX, { error: `${LABEL} must be at most ${ITEM_WORDS_MAX} characters` })
        .refine(isOneLine, { error: notOneLine(LABEL) })
        .nullable(),
    ),
});
export type ItemWords = z.infer<typeof ItemWordsSchema>;

/** One item name of the stock, as the page lists it. */
export const ItemNameRowSchema = z.object({
  itemId: z.number(),
  itemType: z.string().describe('Gold, Silver, Diamond…'),
  itemName: z.string().describe("The stock's own name, as the stock file and its imports spell it"),
  pieces: z.number().describe('How many pieces have this name, whatever their state'),
  forSale: z.number().describe('How many of them guests can buy now'),
  shownName: z.string().nullable().describe("The owner's words guests see for it; null: the stock's own name"),
});
export type ItemNameRow = z.infer<typeof ItemNameRowSchema>;

export const ItemNameListSchema = z.array(ItemNameRowSchema);

/** The words guests read for an item name: the owner's when given, else the stock's own name. */
export const wordsFor = (row: { itemName: string; shownName: string | null }): string =>
  row.shownName?.trim() || row.itemName;
