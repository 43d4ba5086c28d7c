/**
 * The demo's Urdu names and descriptions (docs/behaviour.md §3.1, docs/decisions/095), as an owner would give them: by
 * the piece's kind and metal (سونے کی انگوٹھی), to every other piece of the kinds below, so that the Urdu pages show
 * Urdu and, for the rest (and every piece of another kind), the English they fall back to. Made from the group and the
 * piece's number alone: the catalogue's other fields are drawn as before.
 */
import type { StockImport } from '../core/stock-schema';
import type { DemoType, Group } from './catalogue-groups';

/** An Urdu noun's gender and number, which its possessive and verb follow: کا, کی, کے. */
type Agreement = 'm' | 'f' | 'mp' | 'fp';

const KINDS: Readonly<Record<string, readonly [noun: string, agreement: Agreement]>> = {
  Rings: ['انگوٹھی', 'f'],
  'Mens Rings': ['انگوٹھی', 'f'],
  Bangles: ['چوڑیاں', 'fp'],
  Earrings: ['بالیاں', 'fp'],
  Jhumka: ['جھمکے', 'mp'],
  'Necklace Set': ['ہار', 'm'],
  Chain: ['چین', 'f'],
  'Mens Chain': ['چین', 'f'],
  Pendant: ['لاکٹ', 'm'],
  Bracelets: ['بریسلیٹ', 'm'],
  'Mens Bracelets': ['بریسلیٹ', 'm'],
  'Nose Pin': ['لونگ', 'f'],
  Tikka: ['ٹیکا', 'm'],
  Watches: ['گھڑی', 'f'],
  'Mens Watches': ['گھڑی', 'f'],
};

/** The metal a piece is "of" (سونے کی); none for watches and artificial pieces, named by their kind alone. */
const METALS: Partial<Record<DemoType, string>> = {
  Gold: 'سونے',
  Silver: 'چاندی',
  Diamond: 'ہیرے',
  Platinum: 'پلاٹینم',
  Palladium: 'پیلیڈیم',
};

const OF: Record<Agreement, string> = { m: 'کا', f: 'کی', mp: 'کے', fp: 'کی' };
const SEEN: Record<Agreement, string> = {
  m: 'دیکھا جا سکتا ہے',
  f: 'دیکھی جا سکتی ہے',
  mp: 'دیکھے جا سکتے ہیں',
  fp: 'دیکھی جا سکتی ہیں',
};

/** The Urdu name (and, for a kind's first piece, description) of the group's `n`th piece; nothing for the others. */
export function demoUrduText(g: Group, n: number): Pick<StockImport, 'NameUrdu' | 'DescriptionUrdu'> {
  const kind = KINDS[g.name];
  if (!kind || n % 2 === 0) return {};
  const [noun, agreement] = kind;
  const metal = METALS[g.type];
  const mens = g.name.startsWith('Mens') ? 'مردانہ ' : '';
  const name = metal ? `${metal} ${OF[agreement]} ${mens}${noun}` : `${mens || 'زنانہ '}${noun}`;
  if (n !== 1) return { NameUrdu: name };
  return { NameUrdu: name, DescriptionUrdu: `یہ ${name} ہمارے شوروم میں بھی ${SEEN[agreement]}۔` };
}
