// Backup and restore of the demo shop (server/backup/, docs/decisions/104-backup-and-restore.md): an embedded database
// in a data folder of its own is made and loaded with the demo catalogue, every picture drawn (as a first start leaves
// it); then `backup` writes its archive, and `restore` gives it back into a new data folder whose database has just
// been made and migrated (making it is timed apart: it is the embedded database's own first start, not the restore's).
// Budgets: backup under 30 s, restore under 60 s.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from './figures.mjs';

export const BACKUP_BUDGET_S = 30;
export const RESTORE_BUDGET_S = 60;

const seconds = (t0) => Math.round((performance.now() - t0) / 100) / 10;

export async function backupBench({ log = () => {} } = {}) {
  const [{ openDatabase }, { loadDemoCatalogue }, { writeBackup }, { restoreBackup }, { LocalStore }] =
    await Promise.all([
      tsImport('../../server/db/client.ts'),
      tsImport('../../server/services/demo-catalogue.ts'),
      tsImport('../../server/backup/backup.ts'),
      tsImport('../../server/backup/restore.ts'),
      tsImport('../../server/files/local-store.ts'),
    ]);
  const work = await mkdtemp(path.join(tmpdir(), 'zewar-bench-backup-'));
  try {
    const source = path.join(work, 'source');
    const t0 = performance.now();
    const shop = await openDatabase({ dataDir: path.join(source, 'pglite') });
    await shop.migrate();
    await loadDemoCatalogue(shop.db, { mediaDir: path.join(source, 'images') });
    log(`  backup: demo shop made in ${seconds(t0)} s`);
    const archive = path.join(work, 'shop.tar.gz');
    const t1 = performance.now();
    const written = await writeBackup(shop.db, new LocalStore(source), archive);
    const backupS = seconds(t1);
    await shop.close();
    log(`  backup: ${written.rows} rows, ${written.files} files in ${backupS} s`);

    const target = path.join(work, 'target');
    const t2 = performance.now();
    const fresh = await openDatabase({ dataDir: path.join(target, 'pglite') });
    await fresh.migrate();
    const makeS = seconds(t2);
    const t3 = performance.now();
    await restoreBackup(fresh.db, new LocalStore(target), archive);
    const restoreS = seconds(t3);
    await fresh.close();
    log(`  restore: ${restoreS} s (the new database made in ${makeS} s before it)`);
    return {
      rows: written.rows,
      files: written.files,
      archiveMB: Math.round((await stat(archive)).size / 1e5) / 10,
      backupS,
      databaseReadS: Math.round(written.databaseMs / 100) / 10,
      restoreS,
      makeDatabaseS: makeS,
      budgets: { backupS: BACKUP_BUDGET_S, restoreS: RESTORE_BUDGET_S },
      pass: backupS < BACKUP_BUDGET_S && restoreS < RESTORE_BUDGET_S,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// Run alone: node scripts/bench-lib/backup.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await backupBench({ log: (s) => console.error(s) });
  console.log(JSON.stringify(r, null, 2));
}
