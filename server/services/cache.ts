import { LRUCache } from 'lru-cache';

/** What a cache may hold, in bytes, and for how long (docs/decisions/035-bounded-caches.md). */
export interface CacheLimits {
  ttlMs: number;
  maxBytes: number;
  /** The bytes a value holds (its key is counted too); an estimate is fine as long as it is not too small. */
  sizeOf: (value: unknown) => number;
}

const MiB = 1024 * 1024;
/** The bytes each of the shop's caches may hold: pages, serialized API answers, and query results. */
/** Megabytes of rendered pages kept by default (PAGE_CACHE_MB). */
export const PAGE_CACHE_MB_DEFAULT = 24;
export const CACHE_BYTES = { pages: PAGE_CACHE_MB_DEFAULT * MiB, answers: 8 * MiB, data: 8 * MiB } as const;
/** How long a kept page or answer is used: a minute, so that several processes converge. */
export const CACHE_TTL_MS = 60_000;

/** What a value not yet loaded is counted as until it is. */
const PENDING_BYTES = 1024;

/** A value's size as its JSON text: the shop's answers are plain data, which JSON measures closely enough. */
export const jsonSize = (value: unknown): number => {
  try {
    return (JSON.stringify(value) ?? '').length * 2;
  } catch {
    return PENDING_BYTES;
  }
};

interface Entry {
  value: Promise<unknown>;
}

/**
 * An in-process cache for catalogue answers and pages, bounded in bytes (least recently used first out) and in time.
 * It is cleared when stock or rates change in this process; entries also expire after their time so that other
 * processes behind a load balancer converge (docs/decisions/004-catalogue-cache.md).
 */
export class TtlCache {
  private readonly lru: LRUCache<string, Entry>;
  private seen: number | undefined;

  /** `version`, when given, is the catalogue's version: the cache empties itself whenever it changes. */
  constructor(
    private readonly limits: CacheLimits,
    private readonly version?: () => number,
  ) {
    this.lru = new LRUCache<string, Entry>({ maxSize: limits.maxBytes, ttl: limits.ttlMs, allowStale: false });
    this.seen = version?.();
  }

  private follow() {
    if (!this.version) return;
    const now = this.version();
    if (now !== this.seen) {
      this.lru.clear();
      this.seen = now;
    }
  }

  private sizeOf(key: string, value: unknown): number {
    // A value larger than the whole cache is not kept (lru-cache refuses it); at least 1 byte each.
    return Math.max(1, key.length * 2 + this.limits.sizeOf(value));
  }

  /** The value kept for a key, or the one `load` gives, kept once it has come (a failed load is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.follow();
    const hit = this.lru.get(key);
    if (hit) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value };
    this.lru.set(key, entry, { size: key.length * 2 + PENDING_BYTES });
    value.then(
      (v) => {
        // A new entry object: lru-cache only counts a new size when the value it is given is another one.
        if (this.lru.peek(key) === entry) this.lru.set(key, { value }, { size: this.sizeOf(key, v) });
      },
      () => {
        if (this.lru.peek(key) === entry) this.lru.delete(key);
      },
    );
    return value;
  }

  /** The value kept for a key, if still fresh. */
  peek<T>(key: string): Promise<T> | undefined {
    this.follow();
    return this.lru.get(key)?.value as Promise<T> | undefined;
  }

  set<T>(key: string, value: T) {
    this.follow();
    this.lru.set(key, { value: Promise.resolve(value) }, { size: this.sizeOf(key, value) });
  }

  clear() {
    this.lru.clear();
  }

  /** Entries and bytes held now (for tests and the soak report). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }
}
