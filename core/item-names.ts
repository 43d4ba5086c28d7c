/**
 * Item names (Rings, Mens Rings) and metal types (Gold, Silver) in the page's language (docs/decisions/097). The stock
 * writes them in English; an Urdu page reads each word of a name as the search vocabulary's concept
 * (core/search-vocabulary.ts) and writes that concept's Urdu word, chosen below from the vocabulary's own Urdu forms
 * (the unit test holds each choice to them). A name with a word the vocabulary does not know is shown as it is.
 */
import type { Locale } from './locale';
import { conceptAt, isConnectingWord } from './search-vocabulary';
import { foldText } from './urdu-fold';

/**
 * Each concept's Urdu word as a page shows it: an item in the plural a shop's shelf uses (انگوٹھیاں), a metal as a
 * noun (سونا), a person's kind as the adjective put before the item (مردانہ انگوٹھیاں). `before`: written before
 * the item (a metal or a kind of person inside an item name, `Gold Coin` → طلائی سکے).
 */
export const URDU_WORDS: ReadonlyMap<string, { readonly word: string; readonly before?: string }> = new Map(
  Object.entries({
    ring: { word: 'انگوٹھیاں' },
    bangle: { word: 'چوڑیاں' },
    earrings: { word: 'بالیاں' },
    jhumka: { word: 'جھمکے' },
    tops: { word: 'ٹاپس' },
    necklace: { word: 'ہار' },
    chain: { word: 'چین' },
    bracelet: { word: 'بریسلیٹ' },
    anklet: { word: 'پازیب' },
    tikka: { word: 'ٹیکا' },
    'nose-pin': { word: 'لونگ' },
    pendant: { word: 'لاکٹ' },
    watch: { word: 'گھڑیاں' },
    coin: { word: 'سکے' },
    jewellery: { word: 'زیورات' },
    gold: { word: 'سونا', before: 'طلائی' },
    silver: { word: 'چاندی' },
    diamond: { word: 'ہیرا' },
    platinum: { word: 'پلاٹینم' },
    palladium: { word: 'پیلیڈیم' },
    artificial: { word: 'مصنوعی', before: 'مصنوعی' },
    men: { word: 'مردانہ', before: 'مردانہ' },
    women: { word: 'زنانہ', before: 'زنانہ' },
  }),
);

/** The Urdu words of a name, or undefined when one of its words is not in the vocabulary. */
function urduOf(name: string): string | undefined {
  const words = foldText(name)
    .split(/[\s&/,-]+/)
    .filter((w) => w !== '');
  const found: string[] = [];
  for (let at = 0; at < words.length;) {
    const hit = conceptAt(words, at);
    if (hit) {
      found.push(hit.concept);
      at += hit.length;
    } else if (isConnectingWord(words[at] ?? '')) at += 1;
    else return undefined;
  }
  const known = found.map((k) => URDU_WORDS.get(k));
  if (!known.length || known.some((w) => w === undefined)) return undefined;
  // One word: itself. More: each but the last before it, as an adjective where it has one (مردانہ انگوٹھیاں).
  const last = known.length - 1;
  return known.map((w, i) => (i < last ? (w?.before ?? w?.word) : w?.word)).join(' ');
}

/**
 * An item name or metal type in a language: English pages show `shown` (the owner's words for it, docs/decisions/078,
 * or the name itself); Urdu pages the vocabulary's Urdu words for `name`, else `shown`.
 */
export function itemNameIn(locale: Locale, name: string, shown: string = name): string {
  if (locale === 'en') return shown;
  return urduOf(name) ?? shown;
}
