import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_MENU_PREFIXES } from './constants';
import {
  CONCEPTS,
  CONNECTING_WORDS,
  conceptAt,
  conceptByKey,
  conceptOf,
  formsOf,
  isConnectingWord,
  LONGEST_FORM_WORDS,
  type Concept,
} from './search-vocabulary';
import { foldText, foldedWords } from './urdu-fold';

/** The item names of the demo catalogue (demo/catalogue-groups.ts), listed here: core/ does not import demo/. */
const STOCK_ITEM_NAMES = [
  'Ancklet',
  'Bangles',
  'Bracelets',
  'Brasclate',
  'Bulk Tops',
  'Chain',
  'Diamond',
  'Earrings',
  'Gold Coin',
  'Jhumka',
  'Mens Bracelets',
  'Mens Chain',
  'Mens Rings',
  'Mens Watches',
  'Mix Jewery',
  'Necklace Set',
  'Nose Pin',
  'Pendant',
  'Rings',
  'Tikka',
  'Watches',
];
/** The stock's item types (ItemType), which are metals or watches. */
const STOCK_ITEM_TYPES = ['Gold', 'Silver', 'Diamond', 'Platinum', 'Palladium', 'Artificial', 'Watches'];

/** Every concept a text names, read word by word as a search reads it (longest form first). */
function conceptsIn(text: string): string[] {
  const words = foldedWords(text);
  const found: string[] = [];
  for (let i = 0; i < words.length;) {
    const at = conceptAt(words, i);
    if (at) found.push(at.concept);
    i += at?.length ?? 1;
  }
  return found;
}

const written = (c: Concept) => [...c.english, ...c.romanUrdu, ...c.urdu];
/** The Arabic keyboard's letters for the Urdu ones a word has. */
const arabicLetters = (word: string) =>
  word.replace(/ک/g, 'ك').replace(/ی/g, 'ي').replace(/ہ/g, 'ه').replace(/ھ/g, 'ه').replace(/ں/g, 'ن');

describe('the table', () => {
  it('has one entry per key, each naming something in English', () => {
    const keys = CONCEPTS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of CONCEPTS) {
      expect(c.key, c.key).toMatch(/^[a-z]+(-[a-z]+)?$/);
      expect(c.english.length, c.key).toBeGreaterThan(0);
      expect(conceptByKey(c.key)).toBe(c);
    }
  });

  it('lists no form twice, in one concept or in two, and no connecting word as a form', () => {
    const owner = new Map<string, string>();
    for (const c of CONCEPTS)
      for (const form of new Set(written(c).map(foldText))) {
        expect(owner.get(form), `${form} is in ${owner.get(form)} and ${c.key}`).toBeUndefined();
        owner.set(form, c.key);
        expect(isConnectingWord(form), form).toBe(false);
      }
    for (const c of CONCEPTS) {
      const forms = written(c);
      expect(new Set(forms).size, `${c.key} repeats a form`).toBe(forms.length);
    }
  });

  it('writes Roman Urdu and English in lower-case Latin letters and Urdu in Arabic script', () => {
    for (const c of CONCEPTS) {
      for (const w of [...c.english, ...c.romanUrdu]) expect(w, c.key).toMatch(/^[a-z]+( [a-z]+)?$/);
      for (const w of c.urdu) expect(w, c.key).toMatch(/^[\u0600-\u06ff]+( [\u0600-\u06ff]+)?$/);
    }
  });

  it('has forms of at most LONGEST_FORM_WORDS words', () => {
    expect(LONGEST_FORM_WORDS).toBe(2);
  });
});

describe('conceptOf', () => {
  it('maps every form of every concept to it, folded or as written', () => {
    for (const c of CONCEPTS)
      for (const form of written(c)) {
        expect(conceptOf(form), form).toBe(c.key);
        expect(conceptOf(foldText(form)), form).toBe(c.key);
        expect(conceptOf(form.toUpperCase()), form).toBe(c.key);
      }
  });

  it('maps Urdu written with Arabic letters (ك ي ه) like the Urdu ones', () => {
    for (const c of CONCEPTS)
      for (const form of c.urdu) {
        expect(foldText(form), form).toBe(foldText(foldText(form)));
        expect(conceptOf(arabicLetters(form)), arabicLetters(form)).toBe(c.key);
      }
    expect(conceptOf('انگوٹهي')).toBe('ring');
    expect(conceptOf('چوڑياں')).toBe('bangle');
    expect(conceptOf('گهڑي')).toBe('watch');
    expect(conceptOf('سكہ')).toBe('coin');
  });

  it.each([
    ['ring', 'ring'],
    ['Rings', 'ring'],
    ['anguthi', 'ring'],
    ['angoothi', 'ring'],
    ['angothi', 'ring'],
    ['انگوٹھی', 'ring'],
    ['churi', 'bangle'],
    ['Choori', 'bangle'],
    ['chooriyan', 'bangle'],
    ['چوڑیاں', 'bangle'],
    ['kangna', 'bangle'],
    ['کنگن', 'bangle'],
    ['earring', 'earrings'],
    ['baliyan', 'earrings'],
    ['جھمکی', 'jhumka'],
    ['tops', 'tops'],
    ['studs', 'tops'],
    ['haar', 'necklace'],
    ['ہار', 'necklace'],
    ['necklace set', 'necklace'],
    ['zanjeer', 'chain'],
    ['زنجیر', 'chain'],
    ['kara', 'bangle'],
    ['کڑا', 'bangle'],
    ['brasclate', 'bracelet'],
    ['ancklet', 'anklet'],
    ['payal', 'anklet'],
    ['پازیب', 'anklet'],
    ['teeka', 'tikka'],
    ['ٹیکا', 'tikka'],
    ['laung', 'nose-pin'],
    ['نتھ', 'nose-pin'],
    ['koka', 'nose-pin'],
    ['لاکٹ', 'pendant'],
    ['locket', 'pendant'],
    ['ghadi', 'watch'],
    ['گھڑی', 'watch'],
    ['sikka', 'coin'],
    ['سکہ', 'coin'],
    ['jewery', 'jewellery'],
    ['زیور', 'jewellery'],
    ['soney', 'gold'],
    ['سونے', 'gold'],
    ['chaandi', 'silver'],
    ['چاندی', 'silver'],
    ['hira', 'diamond'],
    ['ہیرا', 'diamond'],
    ['imitation', 'artificial'],
    ['gents', 'men'],
    ['مرد', 'men'],
    ['ladies', 'women'],
    ['عورت', 'women'],
  ])('%s is %s', (word, concept) => expect(conceptOf(word)).toBe(concept));

  it('keeps rings and earrings apart', () => {
    expect(conceptOf('ring')).toBe('ring');
    expect(conceptOf('earring')).toBe('earrings');
    expect(formsOf('earrings')).not.toContain('ring');
    expect(formsOf('ring')).not.toContain('earring');
    expect(conceptsIn('ear ring')).toEqual(['earrings']);
    expect(conceptsIn('nose ring')).toEqual(['nose-pin']);
    expect(conceptsIn('gold ring')).toEqual(['gold', 'ring']);
  });

  it('finds nothing for words it does not hold, prototype names included (docs/decisions/032)', () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', 'kundan', 'ear'])
      expect(conceptOf(word), word).toBeUndefined();
    expect(formsOf('constructor')).toEqual([]);
    expect(conceptByKey('__proto__')).toBeUndefined();
    expect(isConnectingWord('constructor')).toBe(false);
  });
});

describe('the stock', () => {
  it('names a concept with every item name of the demo catalogue, the one its entry lists', () => {
    const listed = new Map(CONCEPTS.flatMap((c) => c.stockNames.map((n) => [n, c.key] as const)));
    for (const name of STOCK_ITEM_NAMES) {
      const key = listed.get(name);
      expect(key, `${name} is in no concept's stockNames`).toBeDefined();
      expect(conceptsIn(name), name).toContain(key);
    }
    for (const [name] of listed) expect(STOCK_ITEM_NAMES, name).toContain(name);
  });

  it('reads the men’s names as men and the item', () => {
    expect(conceptsIn('Mens Rings')).toEqual(['men', 'ring']);
    expect(conceptsIn('Mens Watches')).toEqual(['men', 'watch']);
    expect(conceptsIn('Gold Coin')).toEqual(['gold', 'coin']);
    expect(conceptsIn('Bulk Tops')).toEqual(['tops']);
  });

  it('names a concept with every item type and every name of the home page’s row', () => {
    for (const type of STOCK_ITEM_TYPES) expect(conceptsIn(type), type).toHaveLength(1);
    for (const name of HOME_MENU_PREFIXES) expect(conceptsIn(name).length, name).toBeGreaterThan(0);
  });
});

describe('formsOf', () => {
  it('gives every folded form of a concept, its English first', () => {
    const ring = formsOf('ring');
    expect(ring.slice(0, 2)).toEqual(['ring', 'rings']);
    expect(ring).toContain('anguthi');
    expect(ring).toContain(foldText('انگوٹھی'));
    for (const c of CONCEPTS) for (const form of formsOf(c.key)) expect(foldText(form)).toBe(form);
  });
});

describe('isConnectingWord', () => {
  it.each(['ki', 'Ka', 'ke', 'kay', 'ko', 'for', 'with', 'and', 'the', 'a', 'of', 'in', 'walay', 'wali', 'والی'])(
    '%s joins',
    (word) => expect(isConnectingWord(word)).toBe(true),
  );
  it('knows the Urdu ones written with Arabic letters', () => {
    expect(isConnectingWord('كي')).toBe(true);
    expect(isConnectingWord('کا')).toBe(true);
    expect(isConnectingWord('کے')).toBe(true);
  });
  it('does not take a word that names something', () => {
    for (const w of ['ring', 'sona', 'men', 'k', 'lakh']) expect(isConnectingWord(w), w).toBe(false);
    expect(new Set(CONNECTING_WORDS).size).toBe(CONNECTING_WORDS.length);
  });
});

/** The document's table (docs/search-vocabulary.md): one row per concept. */
const DOC = new URL('../docs/search-vocabulary.md', import.meta.url);
const START = '<!-- vocabulary table: made by core/search-vocabulary.test.ts -->';
const END = '<!-- end of the vocabulary table -->';
const KINDS: ReadonlyMap<string, string> = new Map([
  ['item', 'item'],
  ['material', 'metal or stone'],
  ['gender', 'for whom'],
]);

function vocabularyTable(): string {
  const cell = (list: readonly string[]) => (list.length ? list.join(', ') : '—');
  return [
    '| Concept | Kind | Within | English | Roman Urdu | Urdu | Stock item names |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...CONCEPTS.map(
      (c) =>
        `| ${c.key} | ${KINDS.get(c.kind) ?? c.kind} | ${c.within ?? '—'} | ${cell(c.english)} | ${cell(c.romanUrdu)} | ${cell(c.urdu)} | ${cell(c.stockNames)} |`,
    ),
    '',
    `Connecting words, left out of a search: ${CONNECTING_WORDS.join(', ')}.`,
  ].join('\n');
}

/** A table's rows as their cells, trimmed, so that Prettier's alignment of the columns does not matter. */
const cellsOf = (markdown: string) =>
  markdown
    .trim()
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((c) => c.trim())
            .map((c) => (/^-+$/.test(c) ? '---' : c))
            .join('|')
        : line.trim(),
    )
    .filter(Boolean);

describe('docs/search-vocabulary.md', () => {
  it('shows the table as the data holds it (UPDATE_VOCABULARY_DOC=1 writes it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the document has lost its table markers').toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const table = vocabularyTable();
    if (process.env.UPDATE_VOCABULARY_DOC === '1') {
      writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${table}\n\n${doc.slice(end)}`);
      return;
    }
    expect(
      cellsOf(doc.slice(start + START.length, end)),
      'docs/search-vocabulary.md is behind the vocabulary: run UPDATE_VOCABULARY_DOC=1 npx vitest run --project unit core/search-vocabulary.test.ts, then prettier',
    ).toEqual(cellsOf(table));
  });
});
