import { z } from 'zod';
import { displayName } from './format';

/*
 * A piece's name and description in Urdu (docs/behaviour.md §3.1, docs/decisions/095): each optional, given by the
 * stock file's NameUrdu and DescriptionUrdu columns or the back office's piece form. The Urdu pages show them, and the
 * English where a piece has none (`pieceText`).
 */

/** The languages the storefront's pages are written in: English at `/...`, Urdu at `/ur/...`. */
export type PieceLocale = 'en' | 'ur';

/** As long as the English they stand for: the name guests see (ItemPriceD) and the description. */
export const URDU_NAME_MAX = 120;
export const URDU_DESCRIPTION_MAX = 2000;

/** A letter of the Arabic script (Urdu's): what Urdu text must hold at least one of. */
const ARABIC_SCRIPT_LETTER = /(?=\p{L})\p{Script=Arabic}/u;

/** Whether `text` holds at least one letter of the Arabic script, in which Urdu is written. */
export const hasUrduLetters = (text: string): boolean => ARABIC_SCRIPT_LETTER.test(text);

/**
 * Urdu text of a piece: trimmed, at most `max` characters, with an Urdu (Arabic-script) letter in it; empty is none
 * (null). Kept as typed: the search folds the letters an Arabic keyboard types into Urdu's (core/urdu-fold.ts) when it
 * compares, so a name needs no folding to be found, and a fold here would change what guests read.
 */
const urduText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => v === '' || hasUrduLetters(v), { error: 'must be written in Urdu (Arabic-script letters)' })
    .transform((v) => v || null);

/** The Urdu fields of the stock record (core/stock-schema.ts): each may be left out (kept) or empty (none). */
export const UrduTextSchema = z.object({
  NameUrdu: urduText(URDU_NAME_MAX).nullish(),
  DescriptionUrdu: urduText(URDU_DESCRIPTION_MAX).nullish(),
});
export type UrduText = z.output<typeof UrduTextSchema>;

/**
 * A stock file's record with the Urdu fields it leaves out (a file without those columns, as the point of sale's own
 * export is) taken from the piece as the shop has it: such a file keeps a piece's Urdu text.
 */
export function keptUrduText<T extends UrduText>(current: UrduText, record: T): T {
  return {
    ...record,
    NameUrdu: record.NameUrdu === undefined ? (current.NameUrdu ?? null) : record.NameUrdu,
    DescriptionUrdu: record.DescriptionUrdu === undefined ? (current.DescriptionUrdu ?? null) : record.DescriptionUrdu,
  };
}

/** What `pieceText` reads of a piece: a stock item, a card or a line of the bag. */
export interface PieceWords {
  ItemName: string;
  ItemPriceD?: string | null;
  Description?: string;
  NameUrdu?: string | null;
  DescriptionUrdu?: string | null;
}

/** A piece's words on a page, and the language each is in (for its element's `lang`: English stays left to right). */
export interface PieceText {
  name: string;
  description: string;
  nameLocale: PieceLocale;
  descriptionLocale: PieceLocale;
}

/**
 * A piece's name and description as a page in `locale` shows them (docs/behaviour.md §3.1): on an Urdu page its Urdu
 * name and description, each where it has one; the English (`displayName`, its description) otherwise.
 */
export function pieceText(item: PieceWords, locale: PieceLocale): PieceText {
  const name = locale === 'ur' ? item.NameUrdu?.trim() : '';
  const description = locale === 'ur' ? item.DescriptionUrdu?.trim() : '';
  return {
    name: name || displayName(item),
    description: description || (item.Description ?? ''),
    nameLocale: name ? 'ur' : 'en',
    descriptionLocale: description ? 'ur' : 'en',
  };
}
