/**
 * The stock import (docs/behaviour.md §11.12, docs/decisions/028), in two steps on the web and the command line
 * alike: createStockImport makes an import of a file, checkStockImport checks it (check.ts: rows read as the file
 * streams, set aside, compared with the stock, compare.ts), startStockImport imports a checked one (apply.ts: its
 * pictures stored, then one transaction of the statements in statements.ts). Its life in stock_import (files,
 * status, failure) is jobs.ts, the sweep of those that are over sweep.ts; the shop's own records go through the same
 * steps (importStock).
 */
export { startStockImport } from './apply';
export { checkStockImport } from './check';
export {
  attachImportFiles,
  createStockImport,
  failStockImport,
  importDir,
  importStatus,
  type ImportProgress,
} from './jobs';
export { importStock } from './load-records';
export { pictureProblem } from './picture-checks';
export { IMPORT_KEEP_MS, sweepImports, sweepStoppedImports } from './sweep';
export { zipContents } from './zip-pictures';
