import type { Db } from '../db/client';
import { expireHolds } from '../services/orders/moves';
import { startPeriodic } from '../common/periodic';

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
 * 10 minutes (server/common/periodic.ts).
 */
export function startHoldExpiry(opts: HoldExpiryOptions) {
  return startPeriodic(
    'hold expiry',
    async () => {
      const cancelled = await expireHolds(opts.db, { publicUrl: opts.publicUrl, reserveDays: opts.reserveDays });
      if (cancelled.length) opts.onExpired(cancelled);
    },
    opts.intervalMs ?? 10 * 60_000,
    opts.log,
  );
}
