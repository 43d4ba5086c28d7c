/**
 * A Pakistani phone number however it was written (`+92 321 7654321`, `92 321 7654321`, `0321-7654321`,
 * `0321 7654321`, `00923217654321`, `3217654321`) comes down to the same digits, the number without its country code
 * or trunk 0: `3217654321`. The back office finds orders, inquiries and customers by it (docs/behaviour.md §11.2,
 * §11.16). The same rule runs in SQL (server/db/phone-key.ts): PHONE_PREFIX is written so both engines read it alike.
 */
export const PHONE_PREFIX = '^(00)?(92)?0?';
const PREFIX = new RegExp(PHONE_PREFIX);

/** The digits of a phone number without its international prefix, country code or trunk 0. */
export const phoneKey = (raw: string): string => raw.replace(/\D/g, '').replace(PREFIX, '');

/** Fewer digits than this in a search are not read as a phone number (they would match nearly every one). */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * The phone digits to search for in a term, or '' when the term is not a phone number's part: at least four digits,
 * and nothing but digits, spaces, dashes, dots, brackets and a leading plus (so "NM-3XQ4DJ" or "Lahore 54000" are not
 * read as phones).
 */
export function phoneSearchKey(term: string): string {
  const t = term.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(t)) return '';
  const digits = t.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? phoneKey(t) : '';
}
