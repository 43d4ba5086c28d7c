/** A small seeded PRNG (mulberry32) so that the demo catalogue and its pictures are the same on every run. */
export type Rng = () => number;

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function rngFrom(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
/** Entry `i` of the list, counting on from the start again past its end (the list must not be empty). */
export function cycle<T>(list: readonly T[], i: number): T {
  const entry = list[i % list.length];
  if (entry === undefined) throw new Error(`No entry ${i} in a list of ${list.length}`);
  return entry;
}
export const pick = <T>(rng: Rng, list: readonly T[]): T => cycle(list, Math.floor(rng() * list.length));
/** Rounds to a step (e.g. 0.001 g for weights, 500 PKR for making charges). */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** `count` distinct entries of `list`, kept in list order. */
export function pickSome<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(rng() * list.length));
  return list.filter((_, i) => chosen.has(i));
}
