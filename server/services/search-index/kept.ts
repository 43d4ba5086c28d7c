import type { SearchIndex } from './build';

/**
 * How long an index serves before it is built again, changes or none: changes made here or announced by another
 * process (decision 038) start a build at once, so this only catches what no one announced.
 */
export const SEARCH_INDEX_TTL_MS = 10 * 60_000;

/**
 * A catalogue of at most this many pieces for sale is built again in milliseconds: after a change, a search waits for
 * the new index, so that a piece hidden, sold or repriced is so at once. A larger one is answered by the old index
 * while the new one builds (100,000 pieces: seconds).
 */
export const WAIT_FOR_CHANGES_UP_TO = 5_000;

/**
 * The index a process keeps (docs/decisions/063): built as the shop starts, and again after a catalogue change here
 * or another (`invalidate`, docs/decisions/038) and after `ttlMs`. The old index answers while the next one builds
 * (a catalogue of at most WAIT_FOR_CHANGES_UP_TO pieces waits for it after a change); the very first build is waited
 * for. A search is never answered another way.
 */
export class KeptSearchIndex {
  private ready: { index: SearchIndex; at: number; generation: number } | undefined;
  private loading: Promise<void> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly waitUpTo = WAIT_FOR_CHANGES_UP_TO,
  ) {}

  /** The index as it is now, if one was built (a stale one while its successor builds). */
  current(): SearchIndex | undefined {
    const ready = this.ready;
    if (!ready || ready.generation !== this.generation || this.now() - ready.at > this.ttlMs) this.refresh();
    return ready?.index;
  }

  /**
   * The index: the current one, or the first once built (its failure is the caller's: the database is down). After a
   * change, a catalogue of at most `waitUpTo` pieces waits for the next one; a larger one is answered by the old.
   */
  async index(): Promise<SearchIndex> {
    for (;;) {
      const index = this.current();
      const changed = this.ready?.generation !== this.generation;
      if (index && this.loading && changed && index.ids.length <= this.waitUpTo) {
        await this.loading;
        // A failed build: the old index answers (the next request tries again).
        if (this.failure !== undefined || !this.ready) return this.ready?.index ?? index;
        continue;
      }
      if (index) return index;
      await this.loading;
      if (!this.ready) {
        // The build failed: try once more, and let that failure be the answer.
        this.refresh();
        await this.loading;
        if (!this.ready) throw this.failure ?? new Error('the search index could not be built');
      }
    }
  }

  /** The index once every change made here is in it (for start-up, tests and the bench); a failed build throws. */
  async settled(): Promise<SearchIndex> {
    for (;;) {
      const index = await this.index();
      if (this.ready?.generation === this.generation && !this.loading) return index;
      await this.loading;
      if (this.failure !== undefined) throw this.failure;
    }
  }

  invalidate() {
    this.generation += 1;
    this.refresh();
  }

  private failure: unknown;

  private refresh() {
    if (this.loading) return;
    const generation = this.generation;
    const at = this.now();
    let built = false;
    this.loading = this.load()
      .then(
        (index) => {
          built = true;
          this.failure = undefined;
          this.ready = { index, at, generation };
        },
        // A failed build leaves the old index answering; the next request tries again.
        (err: unknown) => {
          this.failure = err;
        },
      )
      .finally(() => {
        this.loading = undefined;
        // A change made while this one was built: build again at once.
        if (built && this.ready && this.ready.generation !== this.generation) this.refresh();
      });
  }
}
