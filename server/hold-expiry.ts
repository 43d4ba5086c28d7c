import type { Db } from './db/client';
import { expireHolds } from './services/order-moves';

export interface HoldExpiryOptions {
  db: Db;
  publicUrl: string;
  /** RESERVE_DAYS, named in the cancel reason. */
  reserveDays: number;
  /** How often to look (default every 10 minutes). */
  intervalMs?: number;
  /** Called with the numbers of the orders it cancelled, when there were any (clear the caches, send the mails). */
  onExpired: (orderNos: string[]) => void;
  log: (msg: string) => void;
}

/**
 * Cancels the orders whose hold ran out before they were paid (docs/behaviour.md §4.7): once at start, then every
 * 10 minutes, one round at a time. The timer does not keep the process alive; stop() waits for a round in progress.
 */
export function startHoldExpiry(opts: HoldExpiryOptions) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return running;
    running = expireHolds(opts.db, { publicUrl: opts.publicUrl, reserveDays: opts.reserveDays })
      .then((cancelled) => {
        if (cancelled.length) opts.onExpired(cancelled);
      })
      .catch((err: unknown) => opts.log(`hold expiry: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(round, opts.intervalMs ?? 10 * 60_000);
  timer.unref();
  void round();
  return {
    /** Runs a round now (or waits for the one under way). */
    runNow: async () => {
      await round();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
