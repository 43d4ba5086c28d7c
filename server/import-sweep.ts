import type { Db } from './db/client';
import { sweepImports } from './services/stock-import';

export interface ImportSweepOptions {
  db: Db;
  /** DATA_DIR: the imports' files are under its imports/. */
  dataDir: string;
  /** How often to look (default every 15 minutes). */
  intervalMs?: number;
  log: (msg: string) => void;
}

/**
 * Drops the stock imports past their time and removes the files of those that are over (docs/behaviour.md §11.12,
 * sweepImports in server/services/stock-import.ts): once at start, then every 15 minutes, one round at a time. The
 * timer does not keep the process alive; stop() waits for a round in progress.
 */
export function startImportSweep(opts: ImportSweepOptions) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return running;
    running = sweepImports(opts.db, opts.dataDir)
      .then(({ dropped, removed }) => {
        if (dropped) opts.log(`Dropped ${dropped} stock import(s) checked but not imported in time.`);
        if (removed.length) opts.log(`Removed the files of ${removed.length} stock import(s) that are over.`);
      })
      .catch((err: unknown) => opts.log(`import sweep: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void round(), opts.intervalMs ?? 15 * 60_000);
  timer.unref();
  const first = round();
  return {
    /** The round run at start. */
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
