/**
 * Forgiving search terms (issue 2 §3): the spec's own spellings of common words, and a small edit distance
 * (optimal string alignment: a swap of two letters counts once) for typing mistakes.
 */
export const SPELLINGS: Readonly<Record<string, string[]>> = {
  bracelet: ['brasclate'],
  bracelets: ['brasclate'],
  braclet: ['brasclate', 'bracelet'],
  anklet: ['ancklet'],
  anklets: ['ancklet'],
  jewellery: ['jewery'],
  jewelry: ['jewery', 'jewellery'],
  jewelery: ['jewery', 'jewellery'],
  earring: ['earrings', 'tops'],
  tops: ['bulk tops'],
};

export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
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
