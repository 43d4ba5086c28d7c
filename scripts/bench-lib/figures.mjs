// What the bench's parts share: the project's TypeScript imported from a script, and the figures worked out of timings.

/** Imports one of the project's TypeScript modules (a path relative to this folder) through tsx. */
export const tsImport = async (specifier) => (await import('tsx/esm/api')).tsImport(specifier, import.meta.url);

/** The value at quantile `p` (0 to 1) of `sorted`, ascending: the nearest rank, never between two values. */
export const quantile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

export const round2 = (x) => Math.round(x * 100) / 100;
