import { allowedMistakes, editDistance } from '../../../core/fuzzy';
import type { QueryTerm } from '../../../core/query-phrases';
import { conceptByKey } from '../../../core/search-vocabulary';
import type { SearchIndex, TermMatch } from './build';
import { CONCEPT_FORMS, FIELD, NEARNESS, PHRASE_FORMS, stem } from './words';

/**
 * The query's words with two neighbours that name nothing on their own read as one phrase of the vocabulary when they
 * are within a typing mistake or two of it (`nose pen`: nose pin).
 */
export function withPhrases(terms: readonly QueryTerm[]): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (let i = 0; i < terms.length; i++) {
    const a = terms[i];
    const b = terms[i + 1];
    if (a && b && !a.concept && !b.concept) {
      const joined = `${a.text} ${b.text}`;
      const allowed = allowedMistakes(joined.length);
      const near = PHRASE_FORMS.find(([form]) => editDistance(joined, form, allowed) <= allowed);
      if (near) {
        out.push({ text: near[0], concept: near[1] });
        i += 1;
        continue;
      }
    }
    if (a) out.push(a);
  }
  return out;
}

/** The sorted list's entries that begin with `prefix`, at most `limit`. */
export function startingWith(sorted: readonly string[], prefix: string, limit: number): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < limit; i++) {
    const w = sorted[i] ?? '';
    if (!w.startsWith(prefix)) break;
    out.push(w);
  }
  return out;
}

/** At most this many words are tried for a word typed in part, or misspelt, or found inside others. */
const MAX_EXPANSIONS = 64;

/** Not a score: the piece is not matched. */
const NONE = 255;

/**
 * The pieces one word (or phrase) of the query matches, each with how well (field × 8 + nearness: lower is better),
 * worked out once per index. The nearest kind of match that finds anything is used: the word or its concept, else
 * words it begins, else words within a typing mistake or two, else words it is part of (`ring` is inside `earrings`
 * only when nothing else is). A word that names a kind of piece (ring, jhumka) is what the piece is, not what its
 * description mentions (a jhumka "to match your necklace" is no necklace): its matches in descriptions count only when
 * there is no other.
 */
export function termMatches(index: SearchIndex, term: QueryTerm): TermMatch {
  const key = `${term.concept ?? ''}\u0000${term.text}`;
  const known = index.matches.get(key);
  if (known) return known;
  const item = isItem(term);
  const keys = nearestKeys(index, term);
  let found = gather(index, keys, item ? FIELD.details : FIELD.description);
  if (found.pos.length === 0 && item) found = gather(index, keys, FIELD.description);
  index.matches.remember(key, found);
  return found;
}

/** The pieces the postings of `keys` hold (each key with its nearness), fields after `lastField` left out. */
function gather(index: SearchIndex, keys: readonly (readonly [string, number])[], lastField: number): TermMatch {
  const lists = keys.flatMap(([key, near]) => {
    const list = index.postings.get(key);
    return list ? [{ list, near }] : [];
  });
  const best = new Uint8Array(index.ids.length).fill(NONE);
  let count = 0;
  for (const { list, near } of lists)
    for (let i = 0; i < list.pos.length; i++) {
      const field = list.field[i] ?? 0;
      if (field > lastField) continue;
      const pos = list.pos[i] ?? 0;
      const score = field * 8 + near;
      const had = best[pos] ?? NONE;
      if (had === NONE) count += 1;
      if (score < had) best[pos] = score;
    }
  const pos = new Int32Array(count);
  const score = new Uint8Array(count);
  let k = 0;
  for (let p = 0; p < best.length && k < count; p++) {
    const s = best[p] ?? NONE;
    if (s === NONE) continue;
    pos[k] = p;
    score[k] = s;
    k += 1;
  }
  return { pos, score };
}

/** Whether the term names a kind of piece, spelt right or within a typing mistake or two of one of its forms. */
function isItem(term: QueryTerm): boolean {
  const item = (key: string | undefined) => key !== undefined && conceptByKey(key)?.kind === 'item';
  if (term.concept !== undefined) return item(term.concept);
  const allowed = allowedMistakes(term.text.length);
  return CONCEPT_FORMS.some(([form, key]) => item(key) && editDistance(term.text, form, allowed) <= allowed);
}

/** The postings' keys of the nearest kind of match of the term that the index holds, each with its nearness. */
function nearestKeys(index: SearchIndex, term: QueryTerm): [string, number][] {
  const text = term.text;
  const single = !text.includes(' ');
  const has = (key: string) => index.postings.has(key);
  const exact: [string, number][] = [];
  if (single && has(stem(text))) exact.push([stem(text), NEARNESS.word]);
  if (term.concept && has(`@${term.concept}`)) exact.push([`@${term.concept}`, NEARNESS.concept]);
  if (exact.length || !single) return exact;
  if (text.length >= 2) {
    const begun: [string, number][] = startingWith(index.words, text, MAX_EXPANSIONS).map((w) => [w, NEARNESS.prefix]);
    for (const [form, concept] of CONCEPT_FORMS)
      if (form.startsWith(text) && has(`@${concept}`)) begun.push([`@${concept}`, NEARNESS.prefix]);
    if (begun.length) return begun;
  }
  const allowed = allowedMistakes(text.length);
  if (allowed > 0 && !/\d/.test(text)) {
    // Only the nearest spellings found: `earings` is one mistake from earrings and two from rings.
    const near: { key: string; d: number }[] = [];
    for (const w of index.letterWords) {
      const d = editDistance(text, w, allowed);
      if (d <= allowed && near.length < MAX_EXPANSIONS) near.push({ key: w, d });
    }
    for (const [form, concept] of CONCEPT_FORMS) {
      const d = editDistance(text, form, allowed);
      if (d <= allowed && has(`@${concept}`)) near.push({ key: `@${concept}`, d });
    }
    const best = Math.min(...near.map((x) => x.d));
    const nearest = near.filter((x) => x.d === best);
    if (nearest.length) return nearest.map((x) => [x.key, x.d === 1 ? NEARNESS.mistake : NEARNESS.mistakes]);
  }
  if (text.length >= 3) {
    const inside: [string, number][] = [];
    for (const w of index.letterWords) {
      if (!w.includes(text)) continue;
      inside.push([w, NEARNESS.inside]);
      if (inside.length >= MAX_EXPANSIONS) break;
    }
    return inside;
  }
  return [];
}
