import { sql } from 'drizzle-orm';
import { FILE_PREFIXES } from '../../server/backup/archive';
import { LocalStore } from '../../server/files/local-store';
import { shopTables } from '../../server/backup/tables';
import { rowsOf, type Db } from '../../server/db/client';

/** Every row of every table of the shop, each as its JSON, sorted: what two shops must agree on to be the same. */
export async function everyRow(db: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const t of await shopTables(db)) {
    const rows = await rowsOf<{ line: string }>(db, sql.raw(`SELECT row_to_json(r)::text AS line FROM "${t.name}" r`));
    out.set(t.name, rows.map((r) => r.line).sort());
  }
  return out;
}

/** Every file a backup keeps under a data folder, key and bytes, by key. */
export async function everyFile(dataDir: string): Promise<Map<string, Buffer>> {
  const store = new LocalStore(dataDir);
  const out = new Map<string, Buffer>();
  for (const prefix of FILE_PREFIXES)
    for await (const f of store.list(prefix)) out.set(f.key, (await store.get(f.key)) ?? Buffer.alloc(0));
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
