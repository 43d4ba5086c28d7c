/**
 * Reads a guest's search (docs/search-vocabulary.md, "What the number phrases understand"): a karat (`22k`, `22 karat`,
 * `۲۲ قیراط`), a price or a range of prices in rupees (`under 50000`, `50k to 1 lakh`, `2 lakh tak`), whom the piece is
 * for (`mens`, `ladies`, `مردانہ`), a tag number however typed (`za 10021` → `ZA-10021`), and the words left, folded
 * (core/urdu-fold.ts) with connecting words (`ki`, `for`, `والی`) left out, each with the concept it names
 * (core/search-vocabulary.ts). What a phrase takes is not among the words.
 */
import { conceptAt, conceptByKey, conceptOf, isConnectingWord } from './search-vocabulary';
import { foldText } from './urdu-fold';

export interface PriceRange {
  readonly min?: number;
  readonly max?: number;
}

export type Gender = 'men' | 'women';

/** A word or a phrase of the search ('nose pin' is one), folded, with the concept it names if any. */
export interface QueryTerm {
  readonly text: string;
  readonly concept?: string;
}

export interface QueryPhrases {
  /** The terms' texts, in the order typed. */
  readonly words: readonly string[];
  readonly terms: readonly QueryTerm[];
  /** The concepts the terms name, without repeats, in the order typed. */
  readonly concepts: readonly string[];
  /** A karat the shop sells (18 to 24). */
  readonly karat?: number;
  /** In rupees (PKR), whole. */
  readonly price?: PriceRange;
  readonly gender?: Gender;
  /** A tag number as the shop writes them, LETTERS-DIGITS in capitals. */
  readonly tag?: string;
}

/** The karats the shop sells: a number outside them before `k` is not a karat. */
export const KARATS_SOLD = { min: 18, max: 24 } as const;

/** `around 1 lakh` is this much either side. */
export const AROUND_SHARE = 0.2;

/** Words that multiply the number before them (folded). `k` is also a karat after 18 to 24: see parseQuery. */
const MULTIPLIERS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    k: 1_000,
    thousand: 1_000,
    thousands: 1_000,
    hazar: 1_000,
    hazaar: 1_000,
    hajar: 1_000,
    ہزار: 1_000,
    lakh: 100_000,
    lakhs: 100_000,
    lac: 100_000,
    lacs: 100_000,
    laakh: 100_000,
    lak: 100_000,
    لاکھ: 100_000,
    million: 1_000_000,
    crore: 10_000_000,
    crores: 10_000_000,
    karor: 10_000_000,
    karore: 10_000_000,
    کروڑ: 10_000_000,
  }).map(([word, value]) => [foldText(word), value]),
);
const CURRENCY: ReadonlySet<string> = new Set(
  ['rs', 'pkr', 'rupees', 'rupee', 'rupay', 'rupaye', 'rupaiya', 'روپے', 'روپیہ', 'روپیے'].map(foldText),
);
const KARAT_UNITS: ReadonlySet<string> = new Set(
  ['k', 'kt', 'ct', 'karat', 'karats', 'carat', 'carats', 'krt', 'kerat', 'qirat', 'qeerat', 'قیراط'].map(foldText),
);
const ls = (...phrases: string[]): readonly (readonly string[])[] => phrases.map((p) => foldText(p).split(' '));
/** Before an amount: at most it. */
const MAX_BEFORE = ls('under', 'below', 'upto', 'up to', 'less than', 'within', 'max', 'maximum', 'till', '<');
/** Before an amount: at least it. */
const MIN_BEFORE = ls('above', 'over', 'more than', 'min', 'minimum', 'starting', 'starting from', '>');
/** After an amount: at most it ('2 lakh tak', '1 lakh se kam'). */
const MAX_AFTER = ls('tak', 'se kam', 'say kam', 'or less', 'or below', 'and below', 'and under', 'تک', 'سے کم');
/** After an amount: at least it ('5 lakh se zyada', '50k+'). */
const MIN_AFTER = ls(
  'se zyada',
  'se ziada',
  'se ziyada',
  'say zyada',
  'or more',
  'or above',
  'and above',
  'plus',
  '+',
  'سے زیادہ',
);
/** Before an amount: near it. */
const AROUND_BEFORE = ls('around', 'about', 'approx', 'approximately', 'lagbhag', 'taqreeban', 'takreeban', 'تقریبا');
/** Between the two amounts of a range. */
const RANGE_JOINS = ls('to', '-', '–', '~', 'se', 'say', 'and', 'سے');
/** Before the first amount of a range ('between 1 and 2 lakh', 'from 50k to 1 lakh'). */
const RANGE_BEFORE = ls('between', 'from', 'beech');
/** After the second amount of a range ('50k se 1 lakh tak'), taken with it. */
const RANGE_AFTER = ls('tak', 'تک', 'ke beech', 'کے درمیان');

/** A word, a number (digits with `,` or `.` inside) or a sign, from folded text. */
const TOKEN = /\d+(?:[.,]\d+)*|[\p{L}\p{M}]+|[-–~+<>]/gu;
const isNumber = (token: string) => token.charCodeAt(0) >= 0x30 && token.charCodeAt(0) <= 0x39;
const SIGNS: ReadonlySet<string> = new Set(['-', '–', '~', '+', '<', '>']);

/** Every word a phrase of this module uses: such a word is never the letters of a tag number. */
const PHRASE_WORDS: ReadonlySet<string> = new Set([
  ...MULTIPLIERS.keys(),
  ...CURRENCY,
  ...KARAT_UNITS,
  ...[MAX_BEFORE, MIN_BEFORE, MAX_AFTER, MIN_AFTER, AROUND_BEFORE, RANGE_JOINS, RANGE_BEFORE, RANGE_AFTER].flatMap(
    (list) => list.flat(),
  ),
]);

/** The number a token writes: `1,00,000` (Pakistani grouping) is 100000, `1.5` is 1.5. */
const numberOf = (token: string): number => Number(token.replace(/,/g, ''));

interface Amount {
  readonly value: number;
  /** The token after it. */
  readonly end: number;
  /** The multiplier written after it, if any (`lakh`: 100000). */
  readonly multiplier?: number;
  /** Written with a multiplier or a currency: a price even without a price word. */
  readonly money: boolean;
}

/**
 * A tag number as the shop writes them (LETTERS-DIGITS in capitals), when `text` is one however typed: `za10021`,
 * `ZA-10021`, `za 10021`. One to four Latin letters, then three to eight digits.
 */
export function tagNumberOf(text: string): string | undefined {
  const match = /^([a-z]{1,4})[\s\-_./]*(\d{3,8})$/i.exec(foldText(text));
  return match ? `${(match[1] ?? '').toUpperCase()}-${match[2] ?? ''}` : undefined;
}

/** The guest's search, read: see QueryPhrases. */
export function parseQuery(query: string): QueryPhrases {
  const tokens = foldText(query.replace(/['’‘`]/g, '')).match(TOKEN) ?? [];
  const taken = new Array<boolean>(tokens.length).fill(false);
  const free = (i: number) => i < tokens.length && !taken[i];
  const take = (from: number, to: number) => {
    for (let i = from; i < to; i++) taken[i] = true;
  };
  /** How many tokens the first of `phrases` found at `at` takes (0: none). */
  const phraseAt = (at: number, phrases: readonly (readonly string[])[]): number => {
    for (const phrase of phrases)
      if (phrase.every((word, k) => free(at + k) && tokens[at + k] === word)) return phrase.length;
    return 0;
  };
  /** The amount at `at`: a currency word or not, a number, a multiplier or not, a currency word or not. */
  const amountAt = (at: number): Amount | undefined => {
    let i = at;
    let money = false;
    if (free(i) && CURRENCY.has(tokens[i] ?? '')) {
      money = true;
      i += 1;
    }
    const token = tokens[i];
    if (!free(i) || token === undefined || !isNumber(token)) return undefined;
    let value = numberOf(token);
    if (!Number.isFinite(value) || value <= 0) return undefined;
    i += 1;
    const multiplier = free(i) ? MULTIPLIERS.get(tokens[i] ?? '') : undefined;
    if (multiplier !== undefined) {
      value *= multiplier;
      money = true;
      i += 1;
    }
    if (free(i) && CURRENCY.has(tokens[i] ?? '')) {
      money = true;
      i += 1;
    }
    return { value, end: i, multiplier, money };
  };

  let price: { min?: number; max?: number } | undefined;
  const setPrice = (min: number | undefined, max: number | undefined) => {
    const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
    price = {
      ...(low !== undefined ? { min: Math.round(low) } : {}),
      ...(high !== undefined ? { max: Math.round(high) } : {}),
    };
  };
  /** A range starting at `at` (after any word before it): `A to B`, `1 to 2 lakh` (A takes B's multiplier). */
  const rangeAt = (at: number, needsJoin: boolean): number => {
    const first = amountAt(at);
    if (!first) return 0;
    const join = phraseAt(first.end, RANGE_JOINS);
    if (!join && needsJoin) return 0;
    const second = amountAt(first.end + join);
    if (!second) return 0;
    let low = first.value;
    if (first.multiplier === undefined && second.multiplier !== undefined && low * second.multiplier <= second.value)
      low *= second.multiplier;
    setPrice(low, second.value);
    const after = phraseAt(second.end, RANGE_AFTER);
    take(at, second.end + after);
    return second.end + after - at;
  };

  // 1. Price phrases with a price word or a range (`under 22k` is a price, not a karat).
  for (let i = 0; i < tokens.length && price === undefined; i++) {
    if (!free(i)) continue;
    const before = phraseAt(i, RANGE_BEFORE);
    if (before && rangeAt(i + before, false)) {
      take(i, i + before);
      continue;
    }
    const max = phraseAt(i, MAX_BEFORE);
    const min = max ? 0 : phraseAt(i, MIN_BEFORE);
    const around = max || min ? 0 : phraseAt(i, AROUND_BEFORE);
    const word = max || min || around;
    if (word) {
      const amount = amountAt(i + word);
      if (amount) {
        if (max) setPrice(undefined, amount.value);
        else if (min) setPrice(amount.value, undefined);
        else setPrice(amount.value * (1 - AROUND_SHARE), amount.value * (1 + AROUND_SHARE));
        take(i, amount.end);
        continue;
      }
    }
    const amount = amountAt(i);
    if (!amount) continue;
    if (rangeAt(i, true)) continue;
    const upTo = phraseAt(amount.end, MAX_AFTER);
    const atLeast = upTo ? 0 : phraseAt(amount.end, MIN_AFTER);
    if (upTo) setPrice(undefined, amount.value);
    else if (atLeast) setPrice(amount.value, undefined);
    if (upTo || atLeast) take(i, amount.end + upTo + atLeast);
  }

  // 2. A karat: 18 to 24 and a karat word (`22k`, `22 kt`, `21 carat`).
  let karat: number | undefined;
  for (let i = 0; i + 1 < tokens.length && karat === undefined; i++) {
    const token = tokens[i] ?? '';
    if (!free(i) || !free(i + 1) || !/^\d+$/.test(token) || !KARAT_UNITS.has(tokens[i + 1] ?? '')) continue;
    const n = Number(token);
    if (n < KARATS_SOLD.min || n > KARATS_SOLD.max) continue;
    karat = n;
    take(i, i + 2);
  }

  // 3. A tag number: letters that are no word of the vocabulary or of a phrase, a dash or not, digits.
  let tag: string | undefined;
  for (let i = 0; i + 1 < tokens.length && tag === undefined; i++) {
    const letters = tokens[i] ?? '';
    if (!free(i) || !/^[a-z]{1,4}$/.test(letters) || PHRASE_WORDS.has(letters)) continue;
    if (isConnectingWord(letters) || conceptOf(letters) !== undefined) continue;
    const dash = tokens[i + 1] === '-' && free(i + 1) ? 1 : 0;
    const digits = tokens[i + 1 + dash] ?? '';
    if (!free(i + 1 + dash) || !/^\d{3,8}$/.test(digits)) continue;
    tag = `${letters.toUpperCase()}-${digits}`;
    take(i, i + 2 + dash);
  }

  // 4. A bare price (`1.5 lakh`, `rs 50000`): what the guest means to spend, so at most it.
  for (let i = 0; i < tokens.length && price === undefined; i++) {
    const amount = free(i) ? amountAt(i) : undefined;
    if (!amount?.money) continue;
    setPrice(undefined, amount.value);
    take(i, amount.end);
  }

  // 5. The words left: signs and connecting words out, phrases of the vocabulary as one term, whom it is for apart.
  const left = tokens.filter((t, i) => !taken[i] && !SIGNS.has(t) && !isConnectingWord(t));
  const terms: QueryTerm[] = [];
  const genders = new Set<Gender>();
  for (let i = 0; i < left.length;) {
    const found = conceptAt(left, i);
    const length = found?.length ?? 1;
    const kind = found ? conceptByKey(found.concept)?.kind : undefined;
    if (kind === 'gender' && (found?.concept === 'men' || found?.concept === 'women')) genders.add(found.concept);
    else terms.push({ text: left.slice(i, i + length).join(' '), ...(found ? { concept: found.concept } : {}) });
    i += length;
  }
  // Both asked for is neither kept out.
  const gender = genders.size === 1 ? [...genders][0] : undefined;
  return {
    words: terms.map((t) => t.text),
    terms,
    concepts: [...new Set(terms.flatMap((t) => (t.concept === undefined ? [] : [t.concept])))],
    ...(karat !== undefined ? { karat } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(gender !== undefined ? { gender } : {}),
    ...(tag !== undefined ? { tag } : {}),
  };
}
