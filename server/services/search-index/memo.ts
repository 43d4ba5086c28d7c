/** At most this many queries' answers, words' matches or results' counts are remembered by an index. */
export const REMEMBERED = 512;

/** The index remembers at most this many positions of words' matches in all (about 5 bytes each). */
export const REMEMBERED_POSITIONS = 2_000_000;

/**
 * What an index worked out once and remembers, by key, until it is rebuilt: at most REMEMBERED entries and
 * REMEMBERED_POSITIONS positions (each entry's `sizeOf`) in all. One more that would pass either forgets everything
 * kept at once: what guests ask again is worked out again, once. The positions held are counted as entries come and
 * go, so that keeping one costs the same however many are kept.
 */
export class Memo<V> {
  private readonly kept = new Map<string, V>();
  private held = 0;

  constructor(private readonly sizeOf: (value: V) => number) {}

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  remember(key: string, value: V) {
    const size = this.sizeOf(value);
    if (this.held + size > REMEMBERED_POSITIONS || this.kept.size >= REMEMBERED) this.clear();
    if (size > REMEMBERED_POSITIONS) return;
    const had = this.kept.get(key);
    if (had !== undefined) this.held -= this.sizeOf(had);
    this.kept.set(key, value);
    this.held += size;
  }

  clear() {
    this.kept.clear();
    this.held = 0;
  }
}
