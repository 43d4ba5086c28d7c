/**
 * A bounded queue for work that must not all run at once (decoding pictures, docs/decisions/060): at most
 * `concurrency` tasks run, at most `maxWaiting` more wait their turn in arrival order, and one more is refused at
 * once with QueueFull, so a flood is answered in milliseconds instead of piling up until every connection times out.
 */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
}

export class BoundedQueue {
  #running = 0;
  /** Those waiting, first in first out: each resolves when a running task hands it its place. */
  readonly #line: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be at least 1');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be at least 0');
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#line.length;
  }

  /**
   * Runs `task` at once when fewer than `concurrency` run, else once those before it are done. When `maxWaiting`
   * already wait, `refuse` (the default) throws QueueFull without running it; `wait` joins the line all the same
   * (for work that has no one to send away, such as a stock import's pictures: the line grows by its few workers).
   */
  async run<T>(task: () => Promise<T>, whenFull: 'refuse' | 'wait' = 'refuse'): Promise<T> {
    if (this.#running < this.concurrency) this.#running += 1;
    else if (whenFull === 'refuse' && this.#line.length >= this.maxWaiting) throw new QueueFull('The queue is full');
    // Its place is handed over by the task that ends (#release), so #running already counts it.
    else await new Promise<void>((resolve) => this.#line.push(resolve));
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #release() {
    const next = this.#line.shift();
    if (next) next();
    else this.#running -= 1;
  }
}
