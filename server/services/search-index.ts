import { sql } from 'drizzle-orm';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { closeWords, SPELLINGS } from '../../core/fuzzy';
import { rowsOf, type Db } from '../db/client';
import { stockItems } from '../db/schema';
import { forSale, pieceJson } from './catalog';

/**
 * The pieces for sale, held in the process (docs/decisions/052): ids in ascending order, each piece's `search_text`
 * (the column the database keeps, lower-cased by it), its tag number and its JSON, and for every three characters that
 * occur in some text, the positions of the texts holding them, ascending. Searches and listing pages read no database.
 */
export interface SearchIndex {
  readonly ids: Int32Array;
  /** Each piece as the text of its JSON (`pieceJson`), for listing pages and searches. */
  readonly pieces: readonly string[];
  readonly texts: readonly string[];
  readonly tags: ReadonlyMap<string, number>;
  readonly grams: ReadonlyMap<number | string, Int32Array>;
}

/**
 * The key of the three characters at `i`: one number below 128³ when all three are ASCII (every letter, digit and sign
 * of the catalogue's text), which the build finds in a table, else the characters themselves. The build and the
 * searches use this one key.
 */
function gramKey(text: string, i: number): number | string {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  return a < 128 && b < 128 && c < 128 ? (a << 14) | (b << 7) | c : text.slice(i, i + 3);
}

const ASCII_GROUPS = 128 ** 3;
/** Texts indexed between two pauses, so that a large catalogue's build never holds the process for long. */
const TEXTS_PER_TURN = 10_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The index of the pieces given as [id, tag number, search text, JSON], in ascending order of id. Built in two passes
 * (count, then fill one array of positions), with ASCII groups found through a table rather than a map, pausing every
 * 10,000 texts for whatever else the process has to do (docs/decisions/052).
 */
export async function buildSearchIndex(
  pieces: readonly (readonly [id: number, tag: string, text: string, piece: string])[],
  pause: () => Promise<void> = turn,
): Promise<SearchIndex> {
  const ids = Int32Array.from(pieces, ([id]) => id);
  const texts = pieces.map(([, , text]) => text);
  const held = pieces.map(([, , , piece]) => piece);
  const tags = new Map(pieces.map(([, tag], pos) => [tag, pos]));
  // Each ASCII group's slot plus one (0: none yet), so that the table is never filled: pages never written stay unused.
  const table = new Int32Array(ASCII_GROUPS);
  const others = new Map<string, number>();
  const keys: (number | string)[] = [];
  let counts: Int32Array = new Int32Array(4096);
  let last: Int32Array = new Int32Array(4096).fill(-1);
  const slotOf = (key: number | string): number => {
    const found = typeof key === 'number' ? (table[key] ?? 0) - 1 : (others.get(key) ?? -1);
    if (found >= 0) return found;
    const slot = keys.length;
    keys.push(key);
    if (slot === counts.length) {
      counts = grown(counts, 0);
      last = grown(last, -1);
    }
    if (typeof key === 'number') table[key] = slot + 1;
    else others.set(key, slot);
    return slot;
  };
  let positions = new Int32Array(0);
  let filled = new Int32Array(0);
  // The first pass counts each group's texts, the second writes their positions (a group twice in a text counts once).
  const pass = async (filling: boolean) => {
    last.fill(-1);
    for (let pos = 0; pos < texts.length; pos++) {
      if (pos > 0 && pos % TEXTS_PER_TURN === 0) await pause();
      const text = texts[pos] ?? '';
      for (let i = 0; i + 3 <= text.length; i++) {
        const slot = slotOf(gramKey(text, i));
        if (last[slot] === pos) continue;
        last[slot] = pos;
        if (!filling) counts[slot] = (counts[slot] ?? 0) + 1;
        else {
          const at = filled[slot] ?? 0;
          positions[at] = pos;
          filled[slot] = at + 1;
        }
      }
    }
  };
  await pass(false);
  const starts = new Int32Array(keys.length + 1);
  for (let k = 0; k < keys.length; k++) starts[k + 1] = (starts[k] ?? 0) + (counts[k] ?? 0);
  positions = new Int32Array(starts[keys.length] ?? 0);
  filled = starts.slice(0, keys.length);
  await pass(true);
  const grams = new Map<number | string, Int32Array>();
  keys.forEach((key, k) => grams.set(key, positions.subarray(starts[k], starts[k + 1])));
  return { ids, pieces: held, texts, tags, grams };
}

/** The same numbers in an array twice as long, the rest `fill`. */
function grown(list: Int32Array, fill: number): Int32Array {
  const longer = new Int32Array(list.length * 2).fill(fill);
  longer.set(list);
  return longer;
}

/**
 * Reads the pieces for sale, 2,000 at a time (each read one JSON value: docs/decisions/050; the embedded database
 * answers nothing else while it reads, so a large catalogue is not read in one go), and indexes them. The parts are not
 * one snapshot: a change between them empties the caches (`invalidate`), and KeptSearchIndex then throws this away.
 */
export async function loadSearchIndex(db: Db, chunk = 2_000): Promise<SearchIndex> {
  const pieces: [number, string, string, string][] = [];
  for (;;) {
    const after = pieces.at(-1)?.[0] ?? 0;
    const [row] = await rowsOf<{ pieces: [number, string, string, string][] | null }>(
      db,
      sql`SELECT json_agg(json_build_array(${stockItems.id}, ${stockItems.tagNo}, ${stockItems.searchText},
          ${pieceJson}::text) ORDER BY ${stockItems.id}) AS pieces
        FROM ${stockItems} WHERE ${stockItems.id} IN (SELECT ${stockItems.id} FROM ${stockItems}
          WHERE ${forSale} AND ${stockItems.id} > ${after} ORDER BY ${stockItems.id} LIMIT ${chunk})`,
    );
    const next = row?.pieces ?? [];
    for (const piece of next) pieces.push(piece);
    if (next.length < chunk) return buildSearchIndex(pieces);
  }
}

/** The JSON text of the piece with this id, if the index holds it (a piece for sale when it was read). */
export function heldPiece(index: SearchIndex, id: number): string | undefined {
  let lo = 0;
  let hi = index.ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = index.ids[mid] ?? 0;
    if (at === id) return index.pieces[mid];
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * The first `limit` positions (ascending) whose text contains any of `terms`, leaving out those `skip` names: what
 * `search_text LIKE '%term%' OR … ORDER BY id LIMIT limit` answers. Terms of three characters or more walk the
 * shortest list of their three-character groups; shorter ones walk every text.
 */
function firstContaining(index: SearchIndex, terms: readonly string[], limit: number, skip: ReadonlySet<number>) {
  const found = new Set<number>();
  for (const term of terms) {
    let candidates: ArrayLike<number> | null = null;
    if (term.length >= 3) {
      for (let i = 0; i + 3 <= term.length; i++) {
        const list = index.grams.get(gramKey(term, i));
        if (!list) {
          candidates = new Int32Array(0);
          break;
        }
        if (!candidates || list.length < candidates.length) candidates = list;
      }
    }
    let kept = 0;
    const n = candidates ? candidates.length : index.texts.length;
    for (let k = 0; k < n && kept < limit; k++) {
      const pos = candidates ? (candidates[k] ?? 0) : k;
      if (skip.has(pos) || !index.texts[pos]?.includes(term)) continue;
      found.add(pos);
      kept += 1;
    }
  }
  return [...found].sort((a, b) => a - b).slice(0, limit);
}

/**
 * The ids a search shows, in its order (docs/behaviour.md §7.2, §9.11): the piece whose tag number was typed, then up
 * to a page of pieces whose text contains the term or one of the stock's own spellings of it, by id, then, only when
 * those leave room, pieces found by a catalogue word within a typing mistake or two, by id. The same answer as the
 * query of `searchStock` (server/services/search.ts), which tests hold it to.
 */
export function searchIds(index: SearchIndex, term: string, words: readonly string[], limit: number): number[] {
  const q = term.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
  if (q.length === 0) return [];
  const tag = index.tags.get(term.trim()) ?? index.tags.get(term.trim().toUpperCase());
  const taken = new Set<number>(tag === undefined ? [] : [tag]);
  const matches = firstContaining(index, [q, ...(SPELLINGS.get(q) ?? [])], limit, taken);
  for (const pos of matches) taken.add(pos);
  const close = q.includes(' ') || taken.size >= limit ? [] : closeWords(q, words);
  const forgiven = close.length ? firstContaining(index, close, limit, taken) : [];
  const order = [...(tag === undefined ? [] : [tag]), ...matches, ...forgiven].slice(0, limit);
  return order.map((pos) => index.ids[pos] ?? 0);
}

/**
 * The index a process keeps: built on the first search, dropped when the catalogue changes here (`invalidate`), built
 * again after `ttlMs` so that changes made by other processes reach it (the old one answers meanwhile, as kept pages
 * do). Until one is ready, `current()` answers undefined and searches go to the database: nobody waits for a build.
 */
export class KeptSearchIndex {
  private ready: { index: SearchIndex; at: number } | undefined;
  private loading: Promise<void> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(): SearchIndex | undefined {
    if (!this.ready || this.now() - this.ready.at > this.ttlMs) this.refresh();
    return this.ready?.index;
  }

  /** The index once one is ready (for tests and the bench). */
  async settled(): Promise<SearchIndex | undefined> {
    this.current();
    await this.loading;
    return this.ready?.index;
  }

  invalidate() {
    this.generation += 1;
    this.ready = undefined;
  }

  private refresh() {
    if (this.loading) return;
    const generation = this.generation;
    const at = this.now();
    this.loading = this.load()
      .then(
        // An index read before a change made here is not used: the next search reads another.
        (index) => {
          if (generation === this.generation) this.ready = { index, at };
        },
        // A failed read leaves searches to the database, which reports its own failures; the next search tries again.
        () => undefined,
      )
      .finally(() => {
        this.loading = undefined;
      });
  }
}
