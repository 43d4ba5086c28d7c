import type { Db } from '../db/client';
import type { ShopFiles } from '../files/shop-files';
import { startPeriodic } from '../common/periodic';
import { sweepImports } from '../services/stock-import';

export interface ImportSweepOptions {
  db: Db;
  /** The imports' files: in the file store under `imports/`, their work folders under DATA_DIR/imports/. */
  files: ShopFiles;
  /** How often to look (default every 15 minutes). */
  intervalMs?: number;
  log: (msg: string) => void;
}

/**
 * Drops the stock imports past their time and removes the files of those that are over (docs/behaviour.md §11.12,
 * sweepImports in server/services/stock-import/sweep.ts): once at start, then every 15 minutes (server/common/periodic.ts).
 */
export function startImportSweep(opts: ImportSweepOptions) {
  return startPeriodic(
    'import sweep',
    async () => {
      const { dropped, removed } = await sweepImports(opts.db, opts.files);
      if (dropped) opts.log(`Dropped ${dropped} stock import(s) checked but not imported in time.`);
      if (removed.length) opts.log(`Removed the files of ${removed.length} stock import(s) that are over.`);
    },
    opts.intervalMs ?? 15 * 60_000,
    opts.log,
  );
}
