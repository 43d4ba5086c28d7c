/**
 * The shop's own search vocabulary, kept as data (docs/search-vocabulary.md): for each thing a guest may ask for, the
 * words that name it in English, in Roman Urdu with the spellings guests use, and in Urdu script, and the item names the
 * stock gives it. A word is looked up folded (core/urdu-fold.ts) in Maps built from this table (docs/decisions/032: the
 * key is what the guest typed, and `__proto__` must find nothing).
 *
 * To add a word: put it in its concept's list below (Urdu script as typed: it is folded when the maps are built) and run
 * the unit tests; the one for docs/search-vocabulary.md says which table to paste when the document is behind.
 */
import { foldText } from './urdu-fold';

/** An item of jewellery, a metal or stone, or whom a piece is for. */
export type ConceptKind = 'item' | 'material' | 'gender';

export interface Concept {
  /** The concept's name in code and in the document: one lower-case English word or two joined by a dash. */
  readonly key: string;
  readonly kind: ConceptKind;
  /** A narrower kind of another concept (jhumka, tops: earrings): a piece that is this one is also that one. */
  readonly within?: string;
  /** English words, singular and plural, and phrases of two words ('nose pin'). */
  readonly english: readonly string[];
  /** Roman Urdu words with their spelling variants. */
  readonly romanUrdu: readonly string[];
  /** Urdu script, as typed with an Urdu keyboard. */
  readonly urdu: readonly string[];
  /**
   * The stock's item names (ItemName) that are this concept. They are not forms of their own: each is read word by word
   * ('Mens Rings' is men and ring, 'Gold Coin' gold and coin), so its misspellings ('Brasclate') are among the forms.
   */
  readonly stockNames: readonly string[];
}

export const CONCEPTS: readonly Concept[] = [
  // Items
  {
    key: 'ring',
    kind: 'item',
    english: ['ring', 'rings', 'band', 'bands'],
    romanUrdu: [
      'anguthi',
      'angoothi',
      'angothi',
      'anguthee',
      'angoothee',
      'anguthiyan',
      'angoothiyan',
      'anguthian',
      'challa',
      'chhalla',
    ],
    urdu: ['انگوٹھی', 'انگوٹھیاں', 'چھلا'],
    stockNames: ['Rings', 'Mens Rings'],
  },
  {
    key: 'bangle',
    kind: 'item',
    english: ['bangle', 'bangles'],
    romanUrdu: [
      'churi',
      'choori',
      'churee',
      'churiyan',
      'chooriyan',
      'churian',
      'choorian',
      'kangan',
      'kangna',
      'kangun',
      'kara',
      'karra',
      'kada',
      'karay',
      'kare',
    ],
    urdu: ['چوڑی', 'چوڑیاں', 'کنگن', 'کنگنا', 'کڑا', 'کڑے'],
    stockNames: ['Bangles'],
  },
  {
    key: 'earrings',
    kind: 'item',
    english: ['earring', 'earrings', 'ear ring', 'ear rings', 'drops', 'hoops'],
    romanUrdu: ['bali', 'baali', 'baliyan', 'baaliyan', 'balian', 'bunday', 'bunde', 'bundey'],
    urdu: ['بالی', 'بالیاں', 'بندے'],
    stockNames: ['Earrings'],
  },
  {
    key: 'jhumka',
    kind: 'item',
    within: 'earrings',
    english: ['jhumka', 'jhumkas'],
    romanUrdu: ['jhumkay', 'jhumke', 'jhumkey', 'jhumki', 'jhumkiyan', 'jumka', 'jumkay', 'jumki'],
    urdu: ['جھمکا', 'جھمکے', 'جھمکی', 'جھمکیاں'],
    stockNames: ['Jhumka'],
  },
  {
    key: 'tops',
    kind: 'item',
    within: 'earrings',
    english: ['tops', 'stud', 'studs'],
    romanUrdu: [],
    urdu: ['ٹاپس'],
    stockNames: ['Bulk Tops'],
  },
  {
    key: 'necklace',
    kind: 'item',
    english: ['necklace', 'necklaces', 'necklace set', 'necklace sets', 'choker', 'chokers'],
    romanUrdu: ['haar', 'mala', 'maala', 'galoband', 'guluband'],
    urdu: ['ہار', 'مالا', 'گلوبند'],
    stockNames: ['Necklace Set'],
  },
  {
    key: 'chain',
    kind: 'item',
    english: ['chain', 'chains'],
    romanUrdu: ['zanjeer', 'zanjir', 'zinjeer', 'zanjeeren'],
    urdu: ['زنجیر', 'چین'],
    stockNames: ['Chain', 'Mens Chain'],
  },
  {
    key: 'bracelet',
    kind: 'item',
    english: ['bracelet', 'bracelets', 'braclet', 'braclets', 'bracelate', 'brasclate'],
    romanUrdu: [],
    urdu: ['بریسلیٹ'],
    stockNames: ['Bracelets', 'Brasclate', 'Mens Bracelets'],
  },
  {
    key: 'anklet',
    kind: 'item',
    english: ['anklet', 'anklets', 'ancklet', 'ancklets'],
    romanUrdu: ['payal', 'paayal', 'payel', 'pael', 'pazeb', 'pazaib', 'pazeeb', 'jhanjar', 'jhanjhar'],
    urdu: ['پائل', 'پازیب', 'جھانجھر'],
    stockNames: ['Ancklet'],
  },
  {
    key: 'tikka',
    kind: 'item',
    english: ['tikka', 'tikkas', 'maang tikka', 'mang tikka'],
    romanUrdu: ['tika', 'teeka', 'teka', 'tikkah'],
    urdu: ['ٹیکا', 'ٹکا', 'ٹیکہ'],
    stockNames: ['Tikka'],
  },
  {
    key: 'nose-pin',
    kind: 'item',
    english: ['nose pin', 'nose pins', 'nosepin', 'nosepins', 'nose ring', 'nose rings', 'nose stud'],
    romanUrdu: ['laung', 'loung', 'nath', 'nathni', 'nathli', 'koka', 'kokay'],
    urdu: ['لونگ', 'نتھ', 'نتھنی', 'کوکا'],
    stockNames: ['Nose Pin'],
  },
  {
    key: 'pendant',
    kind: 'item',
    english: ['pendant', 'pendants', 'locket', 'lockets'],
    romanUrdu: ['laket', 'lakit', 'loket'],
    urdu: ['لاکٹ', 'پینڈنٹ'],
    stockNames: ['Pendant'],
  },
  {
    key: 'watch',
    kind: 'item',
    english: ['watch', 'watches', 'wristwatch', 'wristwatches'],
    romanUrdu: ['ghari', 'ghadi', 'gharri', 'gharee', 'ghariyan', 'gharian'],
    urdu: ['گھڑی', 'گھڑیاں'],
    stockNames: ['Watches', 'Mens Watches'],
  },
  {
    key: 'coin',
    kind: 'item',
    english: ['coin', 'coins'],
    romanUrdu: ['sikka', 'sikkay', 'sikke', 'sikkey', 'sika'],
    urdu: ['سکہ', 'سکے'],
    stockNames: ['Gold Coin'],
  },
  {
    key: 'jewellery',
    kind: 'item',
    english: ['jewellery', 'jewelry', 'jewelery', 'jewellry', 'jewery', 'jewels'],
    romanUrdu: ['zewar', 'zewarat', 'zevar', 'zaiwar', 'zaywar'],
    urdu: ['زیور', 'زیورات'],
    stockNames: ['Mix Jewery'],
  },
  // Metals and stones
  {
    key: 'gold',
    kind: 'material',
    english: ['gold', 'golden'],
    romanUrdu: ['sona', 'sone', 'soney', 'sonay', 'sonah', 'soona'],
    urdu: ['سونا', 'سونے', 'طلائی'],
    stockNames: [],
  },
  {
    key: 'silver',
    kind: 'material',
    english: ['silver'],
    romanUrdu: ['chandi', 'chaandi', 'chandee', 'chaandee'],
    urdu: ['چاندی'],
    stockNames: [],
  },
  {
    key: 'diamond',
    kind: 'material',
    english: ['diamond', 'diamonds'],
    romanUrdu: ['heera', 'hira', 'heere', 'heeray', 'hiray'],
    urdu: ['ہیرا', 'ہیرے'],
    stockNames: ['Diamond'],
  },
  {
    key: 'platinum',
    kind: 'material',
    english: ['platinum', 'platinium'],
    romanUrdu: ['platinam'],
    urdu: ['پلاٹینم'],
    stockNames: [],
  },
  {
    key: 'palladium',
    kind: 'material',
    english: ['palladium', 'paladium'],
    romanUrdu: [],
    urdu: ['پیلیڈیم'],
    stockNames: [],
  },
  {
    key: 'artificial',
    kind: 'material',
    english: ['artificial', 'imitation'],
    romanUrdu: ['naqli', 'nakli'],
    urdu: ['نقلی', 'مصنوعی'],
    stockNames: [],
  },
  // Whom a piece is for
  {
    key: 'men',
    kind: 'gender',
    english: ['men', 'mens', 'man', 'gents', 'gent', 'male', 'males', 'gentleman', 'gentlemen'],
    romanUrdu: ['mard', 'mardon', 'mardana', 'mardane'],
    urdu: ['مرد', 'مردوں', 'مردانہ'],
    stockNames: [],
  },
  {
    key: 'women',
    kind: 'gender',
    english: ['ladies', 'lady', 'women', 'womens', 'woman', 'female', 'females'],
    romanUrdu: ['aurat', 'auraton', 'aurton', 'zanana', 'khawateen', 'khwateen'],
    urdu: ['عورت', 'عورتوں', 'زنانہ', 'خواتین'],
    stockNames: [],
  },
];

/** Words that join others and name nothing: left out of a search. */
export const CONNECTING_WORDS: readonly string[] = [
  'ki',
  'ka',
  'ke',
  'kay',
  'ko',
  'for',
  'with',
  'and',
  'the',
  'a',
  'an',
  'of',
  'in',
  'walay',
  'wale',
  'wali',
  'wala',
  'waali',
  'waala',
  'waale',
  'aur',
  'والی',
  'والا',
  'والے',
  'کی',
  'کا',
  'کے',
  'کو',
  'اور',
];

/** Every way of writing the concept, as its lists give them (English, Roman Urdu, Urdu). */
const writtenForms = (c: Concept): readonly string[] => [...c.english, ...c.romanUrdu, ...c.urdu];

/** The folded forms of a concept, without repeats, in the order of its lists. */
const foldedForms = (c: Concept): readonly string[] => [...new Set(writtenForms(c).map(foldText))];

const BY_KEY: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((c) => [c.key, c]));
const FORMS: ReadonlyMap<string, readonly string[]> = new Map(CONCEPTS.map((c) => [c.key, foldedForms(c)]));
/** Folded form → concept key. A form of two concepts keeps the first (the unit tests refuse such a table). */
const CONCEPT_OF: ReadonlyMap<string, string> = new Map(
  [...CONCEPTS].reverse().flatMap((c) => foldedForms(c).map((form) => [form, c.key] as const)),
);
const CONNECTING: ReadonlySet<string> = new Set(CONNECTING_WORDS.map(foldText));
/** The most words a form has ('necklace set': 2). */
export const LONGEST_FORM_WORDS = Math.max(...[...CONCEPT_OF.keys()].map((f) => f.split(' ').length));

/** The concept a word or a phrase names (any case, Arabic or Urdu letters), if any: 'Churiyan' → 'bangle'. */
export const conceptOf = (word: string): string | undefined => CONCEPT_OF.get(foldText(word));

/** The concept and every concept it is within, narrowest first ('jhumka' → jhumka, earrings). */
export const conceptAndBroader = (key: string): string[] => {
  const out: string[] = [];
  for (let k: string | undefined = key; k !== undefined && !out.includes(k); k = BY_KEY.get(k)?.within) out.push(k);
  return out;
};

/** The concept with this key. */
export const conceptByKey = (key: string): Concept | undefined => BY_KEY.get(key);

/** Every folded form of the concept (its key's English words first), or none for an unknown key. */
export const formsOf = (key: string): readonly string[] => FORMS.get(key) ?? [];

/** Whether the word only joins others ('ki', 'for', 'والی'). */
export const isConnectingWord = (word: string): boolean => CONNECTING.has(foldText(word));

/**
 * The longest form starting at `words[at]` (folded words), as its concept and how many words it takes: ['nose', 'pin',
 * 'gold'] at 0 is nose-pin in 2, so that 'nose ring' is not read as a ring.
 */
export function conceptAt(
  words: readonly string[],
  at: number,
): { readonly concept: string; readonly length: number } | undefined {
  for (let length = Math.min(LONGEST_FORM_WORDS, words.length - at); length >= 1; length--) {
    const concept = CONCEPT_OF.get(words.slice(at, at + length).join(' '));
    if (concept !== undefined) return { concept, length };
  }
  return undefined;
}
