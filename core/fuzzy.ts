/**
 * Forgiving typing mistakes in a search (docs/behaviour.md §9.11): a small edit distance (optimal string alignment: a
 * swap of two letters counts once). The stock's own spellings are in the vocabulary (core/search-vocabulary.ts).
 */
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
