import type { Locale } from '../../core/locale';
import { compileAll, formatMessage, type MessageValues, type Words } from '../../core/message-format';
import { mailMessages, type MailKey } from '../../core/messages';
import type { UnitWords } from '../../core/tola';

/** A guest's mail's words in one language: a key of core/messages/en/mail.ts and its values, formatted. */
export type MailWords = (key: MailKey, values?: MessageValues) => string;

const compiled = new Map<Locale, Words>();

/** The words of the guest's mails in the language the guest ordered in (compiled once per language). */
export function mailWords(locale: Locale): MailWords {
  let words = compiled.get(locale);
  if (!words) compiled.set(locale, (words = compileAll(mailMessages(locale))));
  const catalogue = words;
  return (key, values) => formatMessage(catalogue[key] ?? key, values);
}

/** Tola, masha and ratti named in the mail's language (core/tola.ts formatTola). */
export const unitWords =
  (w: MailWords): UnitWords =>
  (n, unit) =>
    w(`mail.${unit}`, { n: String(n) });

/** A stored id (an order state, a test or payment method) as a message's select key: ICU keys take no hyphen. */
export const selector = (id: string) => id.replaceAll('-', '_');
