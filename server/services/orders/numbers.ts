import { randomBytes, randomInt } from 'node:crypto';
import { pathIn, type Locale } from '../../../core/locale';

/** Letters and digits that cannot be mistaken for each other when read out on the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short order number such as "NM-7K4Q9X": 31^6 ≈ 887 million values, retried on the rare clash. */
export function newOrderNo(prefix = 'NM'): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${s}`;
}

/** The unguessable token of the status link in the e-mail (192 bits). */
export const newStatusToken = () => randomBytes(24).toString('base64url');

/**
 * The order's status page with its token, in the language the guest ordered in: the link of every mail to the guest
 * (docs/behaviour.md §2.10).
 */
export const statusLink = (publicUrl: string, statusToken: string, locale: Locale = 'en') =>
  `${publicUrl}${pathIn(locale, '/orderstatus')}?token=${statusToken}`;
/** The order in the back office, for the shop's own mails (docs/behaviour.md §11.5). */
export const adminOrderLink = (publicUrl: string, orderNo: string) => `${publicUrl}/admin/orders/${orderNo}`;
