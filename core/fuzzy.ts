/**
 * Forgiving search terms (docs/behaviour.md §9.11): the stock's own spellings of common words, and a small edit
 * distance (optimal string alignment: a swap of two letters counts once) for typing mistakes.
 */
/** A Map, not an object: the key is what the guest typed, and `__proto__` must find nothing (docs/decisions/032). */
export const SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['bracelet', ['brasclate']],
  ['bracelets', ['brasclate']],
  ['braclet', ['brasclate', 'bracelet']],
  ['anklet', ['ancklet']],
  ['anklets', ['ancklet']],
  ['jewellery', ['jewery']],
  ['jewelry', ['jewery', 'jewellery']],
  ['jewelery', ['jewery', 'jewellery']],
  ['earring', ['earrings', 'tops']],
  ['tops', ['bulk tops']],
]);

export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // The table is filled a row at a time, and each cell reads only the row above (and, for a swap, the one
  // above that), so three rows are kept. Every cell read is inside the table; `far` stands for "no cell".
  const far = Number.POSITIVE_INFINITY;
  let twoUp: number[] = [];
  let up = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let left = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let cell = Math.min((up[j] ?? far) + 1, left + 1, (up[j - 1] ?? far) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cell = Math.min(cell, (twoUp[j - 2] ?? far) + 1);
      row.push(cell);
      left = cell;
    }
    twoUp = up;
    up = row;
  }
  return up[b.length] ?? far;
}

/** How many mistakes a word of this length may have: none under 4 letters, one up to 5, two from 6. */
export const allowedMistakes = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : 2);

/** Words of the catalog close to the term (closest first, at most `limit`), the term itself left out. */
export function closeWords(term: string, words: readonly string[], limit = 5): string[] {
  const max = allowedMistakes(term.length);
  if (max === 0) return [];
  return words
    .map((w) => ({ w, d: w === term ? 99 : editDistance(term, w, max) }))
    .filter((x) => x.d <= max)
    .sort((a, b) => a.d - b.d || a.w.localeCompare(b.w))
    .slice(0, limit)
    .map((x) => x.w);
}

/**
 * Splits catalog text into the words the fuzzy search compares against: letters only (tag numbers and
 * weights are not guessed at, and would make the list grow with the catalog).
 */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && w.length <= 30);
