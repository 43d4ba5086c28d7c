/**
 * A small in-process cache for catalog answers. It is cleared when stock or rates change in this
 * process; entries also expire after a minute so that other processes behind a load balancer
 * converge (docs/decisions/004-catalog-cache.md).
 */
export class TtlCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private seen: number | undefined;

  /** `version`, when given, is the catalog's version: the cache empties itself whenever it changes. */
  constructor(
    private ttlMs = 60_000,
    private max = 2000,
    private version?: () => number,
  ) {
    this.seen = version?.();
  }

  private follow() {
    if (!this.version) return;
    const now = this.version();
    if (now !== this.seen) {
      this.entries.clear();
      this.seen = now;
    }
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.follow();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.max) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** The value kept for a key, if still fresh. */
  peek<T>(key: string): Promise<T> | undefined {
    this.follow();
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? (hit.value as Promise<T>) : undefined;
  }

  set<T>(key: string, value: T) {
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value: Promise.resolve(value) });
  }

  clear() {
    this.entries.clear();
  }
}
