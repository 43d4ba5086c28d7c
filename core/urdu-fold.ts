/**
 * Folds text for matching (docs/search-vocabulary.md, "How text is folded"): what a guest types and what the stock
 * says are folded the same way, so that a letter's Arabic and Urdu forms, diacritics, joiners, Urdu or Arabic digits
 * and Latin accents make no difference.
 *
 * - Lower case; Latin letters without their accents (é → e), compatibility forms to their plain ones (ﬁ → fi, full-width
 *   letters and Arabic presentation forms to the letters they show): Unicode's NFKD, then marks dropped.
 * - Arabic letters to their Urdu forms: ك → ک, ي ى → ی, ه ھ ە → ہ, ة → ۃ, ٱ → ا. The aspirate ھ is folded into ہ too:
 *   a guest often types one for the other (an Arabic keyboard has only ه), and both sides are folded alike, so گھڑی and
 *   گہڑی and گهڑی are one word. ں (noon ghunna) is folded into ن for the same reason.
 * - Hamza and madda carried by a letter are dropped with the other diacritics: آ أ إ → ا, ئ → ی, ؤ → و, ۂ → ہ, ۓ → ے.
 *   ے (bari ye) stays apart from ی, and the standalone hamza ء stays.
 * - Dropped: harakat (U+064B–U+065F), the superscript alef (U+0670), Quranic marks, tatweel (U+0640), zero-width
 *   spaces and joiners, direction marks, the byte order mark and the soft hyphen.
 * - Urdu (۰–۹) and Arabic-Indic (٠–٩) digits to 0–9; Arabic decimal and thousands separators to `.` and `,`; the Urdu
 *   comma, full stop and question mark to `,` `.` `?`; ٪ to %.
 * - Any run of white space (tabs, new lines, no-break and other Unicode spaces) to one space, none at either end.
 *
 * Fast: ASCII text (most of the catalogue and most queries) is lower-cased and its spaces collapsed in one pass; other
 * text is normalised once and then read a code unit at a time through a table. `foldText(foldText(s)) === foldText(s)`.
 */

/** What a code unit becomes: KEEP (itself), DROP (nothing), SPACE (white space), or the code unit to write. */
const KEEP = -1;
const DROP = -2;
const SPACE = -3;

const ARABIC_BLOCK = 0x0600;
/** U+0600–U+06FF, indexed from ARABIC_BLOCK. */
const ARABIC = new Int32Array(256).fill(KEEP);

const setArabic = (from: number, to: number, value: number) => {
  for (let c = from; c <= to; c++) ARABIC[c - ARABIC_BLOCK] = value;
};
setArabic(0x0610, 0x061a, DROP); // marks above and below
setArabic(0x061c, 0x061c, DROP); // Arabic letter mark
setArabic(0x064b, 0x065f, DROP); // harakat, hamza and madda above/below
setArabic(0x0670, 0x0670, DROP); // superscript alef
setArabic(0x0640, 0x0640, DROP); // tatweel
setArabic(0x06d6, 0x06ed, DROP); // Quranic annotation marks
for (let d = 0; d <= 9; d++) {
  ARABIC[0x0660 + d - ARABIC_BLOCK] = 0x30 + d;
  ARABIC[0x06f0 + d - ARABIC_BLOCK] = 0x30 + d;
}
const LETTERS: readonly (readonly [from: number, to: number])[] = [
  [0x0643, 0x06a9], // ك → ک
  [0x064a, 0x06cc], // ي → ی
  [0x0649, 0x06cc], // ى → ی
  [0x0647, 0x06c1], // ه → ہ
  [0x06be, 0x06c1], // ھ → ہ
  [0x06d5, 0x06c1], // ە → ہ
  [0x06c0, 0x06c1], // ۀ → ہ (when not already decomposed)
  [0x06c2, 0x06c1], // ۂ → ہ (when not already decomposed)
  [0x0629, 0x06c3], // ة → ۃ
  [0x0671, 0x0627], // ٱ → ا
  [0x06ba, 0x0646], // ں → ن
  [0x066b, 0x2e], // Arabic decimal separator → .
  [0x066c, 0x2c], // Arabic thousands separator → ,
  [0x060c, 0x2c], // ، → ,
  [0x06d4, 0x2e], // ۔ → .
  [0x061f, 0x3f], // ؟ → ?
  [0x066a, 0x25], // ٪ → %
];
for (const [from, to] of LETTERS) ARABIC[from - ARABIC_BLOCK] = to;

/** Outside the Arabic block: what is dropped or is white space; everything else is kept. */
function otherUnit(c: number): number {
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x85) return SPACE;
  if (c >= 0x0300 && c <= 0x036f) return DROP; // Latin combining accents (after NFKD)
  if (c === 0x00ad || c === 0xfeff || c === 0x180e) return DROP; // soft hyphen, BOM, Mongolian vowel separator
  if (c >= 0x200b && c <= 0x200f) return DROP; // zero-width space, ZWNJ, ZWJ, direction marks
  if (c >= 0x202a && c <= 0x202e) return DROP; // direction embeddings
  if (c >= 0x2060 && c <= 0x2064) return DROP; // word joiner and invisible operators
  if (c === 0x00a0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)) return SPACE;
  if (c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000) return SPACE;
  return KEEP;
}

const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** Lower case, white space collapsed: the whole fold for ASCII text (split only when its spaces need it). */
function foldAscii(text: string): string {
  const lower = text.toLowerCase();
  const n = lower.length;
  let clean = n === 0 || (lower.charCodeAt(0) !== 0x20 && lower.charCodeAt(n - 1) !== 0x20);
  for (let i = 0; clean && i < n; i++) {
    const c = lower.charCodeAt(i);
    if ((c >= 0x09 && c <= 0x0d) || (c === 0x20 && lower.charCodeAt(i + 1) === 0x20)) clean = false;
  }
  return clean ? lower : lower.split(/\s+/).filter(Boolean).join(' ');
}

/** Code units written in one go by String.fromCharCode (its arguments are bounded). */
const CHUNK = 4096;

/** The folded form of `text` (see above): what both a query and a piece's text are compared in. */
export function foldText(text: string): string {
  if (isAscii(text)) return foldAscii(text);
  const source = text.normalize('NFKD').toLowerCase();
  const units: number[] = [];
  let out = '';
  // A space waits until a kept character follows it: none at the start, at the end, or twice.
  let pendingSpace = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    let to: number;
    if (c < 0x80) to = c === 0x20 || (c >= 0x09 && c <= 0x0d) ? SPACE : c;
    else if (c >= ARABIC_BLOCK && c <= 0x06ff) {
      const mapped = ARABIC[c - ARABIC_BLOCK] ?? KEEP;
      to = mapped === KEEP ? c : mapped;
    } else {
      const other = otherUnit(c);
      to = other === KEEP ? c : other;
    }
    if (to === DROP) continue;
    if (to === SPACE) {
      pendingSpace = units.length > 0 || out.length > 0;
      continue;
    }
    if (pendingSpace) {
      units.push(0x20);
      pendingSpace = false;
    }
    units.push(to);
    if (units.length >= CHUNK) {
      out += String.fromCharCode(...units);
      units.length = 0;
    }
  }
  return out + String.fromCharCode(...units);
}

/** The folded words of `text`: split at white space, none empty. */
export const foldedWords = (text: string): string[] => {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
};
