/**
 * The guest queries the shop's search is judged by (`npm run search-quality`, tests/api/search-quality.test.ts), each
 * with what it MEANS: a rule over a piece's own fields (its item name, metal type, karat, price, men's or not, design,
 * stones, tag number) that says which pieces for sale answer it. The expected set is worked out from the catalogue by
 * that rule, never copied from any engine's answer, so a query that no engine answers still has its right answer here.
 *
 * The vocabulary below is kept small so that a reviewer can read every rule against the demo catalogue (demo/):
 * `item('ring')` is what a piece is (its item name, read through `KIND_OF_NAME`), `metal('gold')` what it is made of,
 * `karat(22)`, `priceMax(300000)`, `mens()`, `all(...)`, `any(...)`, `not(...)`.
 */
import type { StockItem } from '../../core/api-schemas';
import { isMensName } from '../../core/stock-schema';

/** A rule over a piece, with its text as the query list writes it (printed in the measurement's JSON). */
export interface Rule {
  readonly text: string;
  readonly test: (piece: StockItem) => boolean;
}

export const CATEGORIES = [
  'english word',
  'english words',
  'misspelt',
  'roman urdu',
  'urdu script',
  'karat and price',
  'tag number',
  'men and women',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Query {
  readonly category: Category;
  /** Exactly as the guest types it. */
  readonly query: string;
  readonly means: Rule;
}

/** What a piece is. */
export type Kind =
  | 'ring'
  | 'bangle'
  | 'bracelet'
  | 'chain'
  | 'anklet'
  | 'coin'
  | 'earrings'
  | 'tops'
  | 'jhumka'
  | 'necklace set'
  | 'pendant'
  | 'nose pin'
  | 'tikka'
  | 'mixed lot'
  | 'watch';

/**
 * Each item name of the catalogue (lower case) and what it is. The shop's own spellings are read as meant ('Brasclate'
 * is a bracelet, 'Ancklet' an anklet, 'Mix Jewery' a mixed lot). 'Diamond' is a gold menu whose pieces are told apart
 * by their display name (ItemPriceD: '18K Diamond Halo Tops'), read by `kindOf`.
 */
const KIND_OF_NAME: ReadonlyMap<string, Kind> = new Map([
  ['rings', 'ring'],
  ['mens rings', 'ring'],
  ['bangles', 'bangle'],
  ['bracelets', 'bracelet'],
  ['mens bracelets', 'bracelet'],
  ['brasclate', 'bracelet'],
  ['chain', 'chain'],
  ['mens chain', 'chain'],
  ['ancklet', 'anklet'],
  ['gold coin', 'coin'],
  ['earrings', 'earrings'],
  ['bulk tops', 'tops'],
  ['jhumka', 'jhumka'],
  ['necklace set', 'necklace set'],
  ['pendant', 'pendant'],
  ['nose pin', 'nose pin'],
  ['tikka', 'tikka'],
  ['mix jewery', 'mixed lot'],
  ['watches', 'watch'],
  ['mens watches', 'watch'],
]);

/** The kinds a piece of the 'Diamond' menu may be, as its display name says. */
const DIAMOND_MENU_KINDS: readonly [string, Kind][] = [
  ['earrings', 'earrings'],
  ['tops', 'tops'],
  ['nose pin', 'nose pin'],
  ['pendant', 'pendant'],
];

/** What the piece is, or undefined for an item name this list does not know (it then answers no `item` rule). */
export function kindOf(piece: StockItem): Kind | undefined {
  const name = piece.ItemName.trim().toLowerCase();
  const kind = KIND_OF_NAME.get(name);
  if (kind || name !== 'diamond') return kind;
  const shown = (piece.ItemPriceD ?? piece.Description).toLowerCase();
  return DIAMOND_MENU_KINDS.find(([word]) => shown.includes(word))?.[1];
}

const rule = (text: string, test: (piece: StockItem) => boolean): Rule => ({ text, test });

/** The piece is one of these kinds. */
export const item = (...kinds: Kind[]): Rule =>
  rule(`item(${kinds.join('|')})`, (p) => {
    const kind = kindOf(p);
    return kind !== undefined && kinds.includes(kind);
  });

/**
 * What the piece is made of. Gold: a piece with a karat (the gold menus, diamonds set in gold, coins); silver, platinum,
 * palladium: the piece's metal type. Artificial pieces (gold-plated brass, silver-tone metal) and watches have none of
 * these: a watch's case is in its text, read with `says`.
 */
export const metal = (name: 'gold' | 'silver' | 'platinum' | 'palladium'): Rule =>
  rule(`metal(${name})`, (p) => (name === 'gold' ? p.Karat !== null : p.ItemType.toLowerCase() === name));

/** The piece is of one of these karats. */
export const karat = (...karats: number[]): Rule =>
  rule(`karat(${karats.join('|')})`, (p) => p.Karat !== null && karats.includes(p.Karat));

/** The piece holds a stone of this type (StoneDetails' StoneTypeName: Diamond, Ruby, Emerald, Zircon, Aqeeq, Feroza). */
export const stone = (type: string): Rule =>
  rule(`stone(${type})`, (p) => p.StoneDetails.some((s) => s.StoneTypeName.toLowerCase() === type.toLowerCase()));

/** The piece's design name holds one of these words ('Kundan Drop' has the design Kundan). */
export const design = (...words: string[]): Rule =>
  rule(`design(${words.join('|')})`, (p) => {
    const name = p.DesignName.toLowerCase();
    return words.some((w) => name.includes(w.toLowerCase()));
  });

/** The piece's display name or description says these words (for what only the text tells: a watch's gold case). */
export const says = (words: string): Rule =>
  rule(`says(${words})`, (p) => `${p.ItemPriceD ?? ''} ${p.Description}`.toLowerCase().includes(words.toLowerCase()));

/** A men's piece (docs/behaviour.md §3.5: its item name starts with "Mens"). */
export const mens = (): Rule => rule('mens', (p) => isMensName(p.ItemName));

/** Displayed price in PKR at most / at least. */
export const priceMax = (max: number): Rule => rule(`price<=${max}`, (p) => p.Price <= max);
export const priceMin = (min: number): Rule => rule(`price>=${min}`, (p) => p.Price >= min);

/** The piece with this tag number. */
export const tag = (tagNo: string): Rule => rule(`tag(${tagNo})`, (p) => p.TagNo === tagNo);

export const all = (...rules: Rule[]): Rule =>
  rule(rules.map((r) => r.text).join(' & '), (p) => rules.every((r) => r.test(p)));
export const any = (...rules: Rule[]): Rule =>
  rule(`(${rules.map((r) => r.text).join(' or ')})`, (p) => rules.some((r) => r.test(p)));
export const not = (r: Rule): Rule => rule(`not ${r.text}`, (p) => !r.test(p));

// Words that mean more than one kind, as a guest means them.
/** Earrings of every style: drops and hoops, tops (studs), jhumkas. */
const EARRINGS = item('earrings', 'tops', 'jhumka');
/** A kangan, kara or kada: a bangle, or a bracelet made as one (the designs Kangan, Kada, Karra). */
const KANGAN = any(item('bangle'), design('Kangan', 'Kada', 'Karra'));
const RING = item('ring');
const BANGLE = item('bangle');
const GOLD = metal('gold');
const SILVER = metal('silver');
const DIAMOND = stone('Diamond');
const LADIES = not(mens());

const q = (category: Category, query: string, means: Rule): Query => ({ category, query, means });

export const QUERIES: readonly Query[] = [
  // English, one word
  q('english word', 'ring', RING),
  q('english word', 'rings', RING),
  q('english word', 'bangles', BANGLE),
  q('english word', 'bangle', BANGLE),
  q('english word', 'pendant', item('pendant')),
  q('english word', 'locket', item('pendant')),
  q('english word', 'earrings', EARRINGS),
  q('english word', 'earring', EARRINGS),
  q('english word', 'studs', any(item('tops'), all(EARRINGS, design('Stud')))),
  q('english word', 'tops', item('tops')),
  q('english word', 'watch', item('watch')),
  q('english word', 'watches', item('watch')),
  q('english word', 'chain', item('chain')),
  q('english word', 'necklace', item('necklace set')),
  q('english word', 'bracelet', item('bracelet')),
  q('english word', 'bracelets', item('bracelet')),
  q('english word', 'anklet', item('anklet')),
  q('english word', 'nosepin', item('nose pin')),
  q('english word', 'coin', item('coin')),
  q('english word', 'diamond', DIAMOND),

  // English, several words in any order
  q('english words', 'gold ring', all(RING, GOLD)),
  q('english words', 'ring gold', all(RING, GOLD)),
  q('english words', 'diamond ring', all(RING, DIAMOND)),
  q('english words', 'ring diamond', all(RING, DIAMOND)),
  q('english words', 'gold earrings', all(EARRINGS, GOLD)),
  q('english words', 'earrings gold', all(EARRINGS, GOLD)),
  q('english words', 'silver bracelet', all(item('bracelet'), SILVER)),
  q('english words', 'bracelet silver', all(item('bracelet'), SILVER)),
  q('english words', 'platinum ring', all(RING, metal('platinum'))),
  q('english words', 'silver ring', all(RING, SILVER)),
  q('english words', 'gold chain', all(item('chain'), GOLD)),
  q('english words', 'silver chain', all(item('chain'), SILVER)),
  q('english words', 'diamond necklace', all(item('necklace set'), DIAMOND)),
  q('english words', 'gold necklace set', all(item('necklace set'), GOLD)),
  q('english words', 'diamond earrings', all(EARRINGS, DIAMOND)),
  q('english words', 'white gold ring', all(RING, says('white gold'))),
  q('english words', 'gold pendant', all(item('pendant'), GOLD)),
  q('english words', 'silver anklet', all(item('anklet'), SILVER)),
  q('english words', 'gold bangles', all(BANGLE, GOLD)),
  q('english words', 'gold coin', all(item('coin'), GOLD)),
  q('english words', 'kundan necklace', all(item('necklace set'), design('Kundan'))),
  q('english words', 'floral ring', all(RING, design('Floral'))),
  q('english words', 'palladium band', all(RING, metal('palladium'))),
  q('english words', 'gold watch', all(item('watch'), says('gold'))),
  q('english words', 'platinum bangles', all(BANGLE, metal('platinum'))),

  // Misspelt
  q('misspelt', 'earings', EARRINGS),
  q('misspelt', 'earing', EARRINGS),
  q('misspelt', 'braclet', item('bracelet')),
  q('misspelt', 'bracelate', item('bracelet')),
  q('misspelt', 'neclace', item('necklace set')),
  q('misspelt', 'necklase', item('necklace set')),
  q('misspelt', 'pendent', item('pendant')),
  q('misspelt', 'pandent', item('pendant')),
  q('misspelt', 'bangels', BANGLE),
  q('misspelt', 'bangals', BANGLE),
  q('misspelt', 'chian', item('chain')),
  q('misspelt', 'wach', item('watch')),
  q('misspelt', 'anklit', item('anklet')),
  q('misspelt', 'jumka', item('jhumka')),
  q('misspelt', 'diamand ring', all(RING, DIAMOND)),
  q('misspelt', 'gold rign', all(RING, GOLD)),
  q('misspelt', 'nose pen', item('nose pin')),
  q('misspelt', 'tika', item('tikka')),

  // Roman Urdu, as guests spell it
  q('roman urdu', 'anguthi', RING),
  q('roman urdu', 'angoothi', RING),
  q('roman urdu', 'angothi', RING),
  q('roman urdu', 'churiyan', BANGLE),
  q('roman urdu', 'chooriyan', BANGLE),
  q('roman urdu', 'choori', BANGLE),
  q('roman urdu', 'kangan', KANGAN),
  q('roman urdu', 'kara', KANGAN),
  q('roman urdu', 'baliyan', EARRINGS),
  q('roman urdu', 'bali', EARRINGS),
  q('roman urdu', 'jhumka', item('jhumka')),
  q('roman urdu', 'jhumkay', item('jhumka')),
  q('roman urdu', 'jhumki', item('jhumka')),
  q('roman urdu', 'haar', item('necklace set')),
  q('roman urdu', 'teeka', item('tikka')),
  q('roman urdu', 'maang tikka', item('tikka')),
  q('roman urdu', 'payal', item('anklet')),
  q('roman urdu', 'pazeb', item('anklet')),
  q('roman urdu', 'laung', item('nose pin')),
  q('roman urdu', 'nath', item('nose pin')),
  q('roman urdu', 'ghari', item('watch')),
  q('roman urdu', 'gharri', item('watch')),
  q('roman urdu', 'sone ki anguthi', all(RING, GOLD)),
  q('roman urdu', 'sonay ki angoothi', all(RING, GOLD)),
  q('roman urdu', 'chandi ki chain', all(item('chain'), SILVER)),
  q('roman urdu', 'chandi ki anguthi', all(RING, SILVER)),
  q('roman urdu', 'sone ke kangan', all(KANGAN, GOLD)),
  q('roman urdu', 'heere ki anguthi', all(RING, DIAMOND)),
  q('roman urdu', 'mardana anguthi', all(RING, mens())),

  // Urdu script
  q('urdu script', 'انگوٹھی', RING),
  q('urdu script', 'کنگن', KANGAN),
  q('urdu script', 'چوڑیاں', BANGLE),
  q('urdu script', 'جھمکا', item('jhumka')),
  q('urdu script', 'بالیاں', EARRINGS),
  q('urdu script', 'ہار', item('necklace set')),
  q('urdu script', 'گھڑی', item('watch')),
  q('urdu script', 'لاکٹ', item('pendant')),
  q('urdu script', 'پازیب', item('anklet')),
  q('urdu script', 'ٹیکا', item('tikka')),
  q('urdu script', 'سونے کی انگوٹھی', all(RING, GOLD)),
  q('urdu script', 'چاندی کی چین', all(item('chain'), SILVER)),
  q('urdu script', 'ہیرے کی انگوٹھی', all(RING, DIAMOND)),

  // Karat and price (1 lakh = 100,000 rupees; 50k = 50,000)
  q('karat and price', '22k bangles', all(BANGLE, karat(22))),
  q('karat and price', 'bangles 22k', all(BANGLE, karat(22))),
  q('karat and price', '21 karat ring', all(RING, karat(21))),
  q('karat and price', '18k gold ring', all(RING, karat(18))),
  q('karat and price', '22 carat chain', all(item('chain'), karat(22))),
  q('karat and price', '24k coin', all(item('coin'), karat(24))),
  q('karat and price', '21k earrings', all(EARRINGS, karat(21))),
  q('karat and price', 'gold ring under 1 lakh', all(RING, GOLD, priceMax(100_000))),
  q('karat and price', 'gold ring under 2 lakh', all(RING, GOLD, priceMax(200_000))),
  q('karat and price', 'bangles below 300000', all(BANGLE, priceMax(300_000))),
  q('karat and price', '22k bangles under 5 lakh', all(BANGLE, karat(22), priceMax(500_000))),
  q('karat and price', '50k to 1 lakh earrings', all(EARRINGS, priceMin(50_000), priceMax(100_000))),
  q('karat and price', 'silver ring under 10000', all(RING, SILVER, priceMax(10_000))),
  q('karat and price', 'watch under 2 lakh', all(item('watch'), priceMax(200_000))),
  q('karat and price', 'diamond ring above 5 lakh', all(RING, DIAMOND, priceMin(500_000))),
  q('karat and price', 'necklace set under 5 lakh', all(item('necklace set'), priceMax(500_000))),

  // Tag numbers as typed (real tags of the demo catalogue)
  q('tag number', 'ZG-10001', tag('ZG-10001')),
  q('tag number', 'zg-10001', tag('ZG-10001')),
  q('tag number', 'zg10001', tag('ZG-10001')),
  q('tag number', 'ZG 10001', tag('ZG-10001')),
  q('tag number', 'zs-10007', tag('ZS-10007')),
  q('tag number', 'ZD10020', tag('ZD-10020')),
  q('tag number', 'zw 10006', tag('ZW-10006')),
  q('tag number', 'ZP-10004', tag('ZP-10004')),

  // Men and women
  q('men and women', 'mens ring', all(RING, mens())),
  q('men and women', "men's ring", all(RING, mens())),
  q('men and women', 'ring for men', all(RING, mens())),
  q('men and women', 'gents ring', all(RING, mens())),
  q('men and women', 'gents watch', all(item('watch'), mens())),
  q('men and women', 'mens watch', all(item('watch'), mens())),
  q('men and women', 'ladies ring', all(RING, LADIES)),
  q('men and women', 'ladies watch', all(item('watch'), LADIES)),
  q('men and women', 'womens bracelet', all(item('bracelet'), LADIES)),
  q('men and women', 'mens bracelet', all(item('bracelet'), mens())),
  q('men and women', 'mens gold chain', all(item('chain'), GOLD, mens())),
  q('men and women', 'mens earrings', all(EARRINGS, mens())),
  // Written after the search was built (2026-11-26) and not used to tune it or its vocabulary: whether what was built
  // holds for queries it was not shaped by.
  q('english word', 'necklaces', item('necklace set')),
  q('english word', 'pendants', item('pendant')),
  q('english word', 'anklets', item('anklet')),
  q('english word', 'coins', item('coin')),
  q('english word', 'chains', item('chain')),
  q('english words', 'platinum band', all(RING, metal('platinum'))),
  q('english words', 'silver pendant', all(item('pendant'), SILVER)),
  q('english words', 'diamond tops', all(item('tops'), DIAMOND)),
  q('english words', 'gold tikka', all(item('tikka'), GOLD)),
  q('english words', 'mens silver ring', all(RING, SILVER, mens())),
  q('english words', 'silver bangles', all(BANGLE, SILVER)),
  q('misspelt', 'bengals', BANGLE),
  q('misspelt', 'neckless', item('necklace set')),
  q('misspelt', 'pendnt', item('pendant')),
  q('misspelt', 'braslet', item('bracelet')),
  q('misspelt', 'earrrings', EARRINGS),
  q('roman urdu', 'chandi ki payal', all(item('anklet'), SILVER)),
  q('roman urdu', 'sone ka haar', all(item('necklace set'), GOLD)),
  q('roman urdu', 'sone ki chain', all(item('chain'), GOLD)),
  q('roman urdu', 'heeray ki angothi', all(RING, DIAMOND)),
  q('roman urdu', 'sonay ki churiyan', all(BANGLE, GOLD)),
  q('urdu script', 'سونے کی چوڑیاں', all(BANGLE, GOLD)),
  q('urdu script', 'چاندی کی پائل', all(item('anklet'), SILVER)),
  q('urdu script', 'سونے کا ہار', all(item('necklace set'), GOLD)),
  q('karat and price', '22k chain', all(item('chain'), karat(22))),
  q('karat and price', '18k ring', all(RING, karat(18))),
  q('karat and price', 'gold chain under 2 lakh', all(item('chain'), GOLD, priceMax(200_000))),
  q('karat and price', 'bangles 2 lakh tak', all(BANGLE, priceMax(200_000))),
  q('karat and price', 'silver under 20000', all(SILVER, priceMax(20_000))),
  q('men and women', 'gents chain', all(item('chain'), mens())),
  q('men and women', 'ladies bracelet', all(item('bracelet'), LADIES)),
];
