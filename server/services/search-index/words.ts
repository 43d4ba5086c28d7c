import type { StockItem } from '../../../core/api-schemas';
import { conceptAndBroader, conceptAt, CONCEPTS } from '../../../core/search-vocabulary';
import { foldText } from '../../../core/urdu-fold';

/**
 * Where in a piece a word occurs: what the piece is (its item name and the concepts it names, and the concepts its
 * karat, metal type and stones give it), its display name, Urdu name and metal type's words, its design and stones'
 * names, its description (English and Urdu).
 */
export const FIELD = { kind: 0, title: 1, details: 2, description: 3 } as const;

/**
 * How near a match of a query's word is (lower is nearer): the word itself (or its plural or singular), the concept it
 * names, a word it begins, a word within a typing mistake or two, a word it is part of.
 */
export const NEARNESS = { word: 0, concept: 1, prefix: 2, mistake: 3, mistakes: 4, inside: 5 } as const;

/** A word's stem: English plurals folded to the singular (rings → ring, watches → watch, necklaces → necklace). */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** The folded words of a text, split at anything that is not a letter, a mark or a digit. */
export const indexWords = (text: string): string[] => foldText(text).match(WORD) ?? [];

/**
 * A tag number as the index keys it: folded, in capitals, letters and digits alone, so that `za10021`, `ZA-10021` and
 * `za 10021` are one key.
 */
export const tagKey = (tag: string): string => (foldText(tag).match(WORD) ?? []).join('').toUpperCase();

const CONCEPT_KEYS: ReadonlySet<string> = new Set(CONCEPTS.map((c) => c.key));

/** Each one-word form of the vocabulary (folded) and its concept: misspelt or half-typed, it still names the concept. */
export const CONCEPT_FORMS: readonly (readonly [form: string, concept: string])[] = CONCEPTS.flatMap((c) =>
  [...c.english, ...c.romanUrdu, ...c.urdu, ...c.stockNames]
    .map((f) => foldText(f))
    .filter((f) => f.length > 0 && !f.includes(' '))
    .map((f) => [f, c.key] as const),
);

/** Each form of two words (folded) and its concept: `nose pen` is a misspelt `nose pin`. */
export const PHRASE_FORMS: readonly (readonly [form: string, concept: string])[] = CONCEPTS.flatMap((c) =>
  [...c.english, ...c.romanUrdu, ...c.urdu]
    .map((f) => foldText(f))
    .filter((f) => f.includes(' '))
    .map((f) => [f, c.key] as const),
);

/**
 * A piece's words and concepts, each with the best field it occurs in. Its tag number is not among them: tag numbers
 * are found whole or by their beginning (`tags`, `tagKeys`), and as words they would be most of the index. The owner's
 * words for its item name (`itemWords`, docs/decisions/078) count as its item name does, whatever its own name.
 */
export function termsOfPiece(p: StockItem, itemWords: string | null = null): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (key: string, field: number) => {
    const had = terms.get(key);
    if (had === undefined || field < had) terms.set(key, field);
  };
  const addText = (text: string, field: number) => {
    const words = indexWords(text);
    for (const w of words) add(stem(w), field);
    for (let at = 0; at < words.length; at++) {
      const found = conceptAt(words, at);
      if (found) for (const key of conceptAndBroader(found.concept)) add(`@${key}`, field);
    }
  };
  addText(p.ItemName, FIELD.kind);
  if (itemWords) addText(itemWords, FIELD.kind);
  if (p.Karat !== null) {
    add(`${p.Karat}k`, FIELD.kind);
    add('@gold', FIELD.kind);
  }
  const type = p.ItemType.trim().toLowerCase();
  if (CONCEPT_KEYS.has(type) && type !== 'diamond') add(`@${type}`, FIELD.kind);
  if (p.StoneDetails.some((s) => s.StoneTypeName.trim().toLowerCase() === 'diamond')) add('@diamond', FIELD.kind);
  addText(`${p.ItemPriceD ?? ''} ${p.ItemType} ${p.NameUrdu ?? ''}`, FIELD.title);
  addText(
    `${p.DesignName} ${p.StoneDetails.map((s) => `${s.StoneTypeName} ${s.StonesName.StoneName}`).join(' ')}`,
    FIELD.details,
  );
  addText(`${p.Description} ${p.DescriptionUrdu ?? ''}`, FIELD.description);
  return terms;
}
