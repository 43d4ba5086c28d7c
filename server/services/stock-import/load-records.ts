/**
 * Stock records given by the shop's own code (the demo catalogue, tests), loaded the way a file is imported
 * (docs/decisions/028): checked, then written in one transaction.
 */
import { readStockRecord } from '../../../core/stock-file-format';
import { describeError } from '../../../core/stock-import-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../common/domain-error';
import { SHOP } from '../audit';
import { startStockImport } from './apply';
import { checkStockImport } from './check';
import { createStockImport, failStockImport } from './jobs';

/**
 * Loads stock records the way a file is imported: checked, then written in one transaction. A record that does not
 * fit is a 400 naming it, and nothing is written. Returns the number of records written.
 */
export async function importStock(db: Db, input: readonly unknown[]): Promise<number> {
  const id = await createStockImport(db, {
    fileName: 'records',
    filePath: '',
    picturesPath: null,
    actor: SHOP,
    wait: true,
  });
  const rows = input.map((value, i) => ({ line: i + 1, reading: readStockRecord(value) }));
  const report = await checkStockImport(db, id, {}, { kind: 'json', rows, trustPictures: true });
  if (report.errorCount) {
    await failStockImport(db, id, `${report.errorCount} records do not fit the stock record.`);
    throw new DomainError(
      400,
      `Invalid stock: ${report.errors.map((e) => describeError(e, 'json')).join('; ')}`,
      report.errors.map((e) => ({ field: e.field, message: e.message })),
    );
  }
  await (
    await startStockImport(db, id, { removeMissing: false, actor: SHOP })
  ).finished;
  return report.rows;
}
