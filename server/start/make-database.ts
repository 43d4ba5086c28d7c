/**
 * Makes a new embedded database in a folder, brings it to this build's migrations and loads the demo catalogue's rows
 * (its pictures marked pending in the file store the environment's settings choose, as the shop's), in a process of its own that then exits
 * (docs/decisions/043): making a database takes about 70 MB of the process's memory that is never given back, so the
 * shop does it apart and opens the finished folder as any restart does. Started by server/main.ts (server/common/run-apart.ts).
 */
import { openDatabase } from '../db/client';
import { openFileStore } from '../files/open-store';
import { loadDemoRows } from '../services/demo-catalogue';
import { readEnv } from './env';

const [pgliteDir, dataDir] = process.argv.slice(2);
if (!pgliteDir || !dataDir) {
  console.error('usage: make-database PGLITE_DIR DATA_DIR');
  process.exit(2);
}
const started = Date.now();
const database = await openDatabase({ dataDir: pgliteDir });
await database.migrate();
const demo = await loadDemoRows(database.db, { store: openFileStore({ ...readEnv().files, dataDir }) });
await database.close();
if (demo)
  console.log(
    `Made the database and loaded the demo catalogue: ${demo.items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
