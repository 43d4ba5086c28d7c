import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/** A column the backup copies: its name, and its type as PostgreSQL writes it (`timestamp with time zone`). */
export interface Column {
  name: string;
  type: string;
}

/** One of the shop's tables as the backup reads and the restore writes it. */
export interface ShopTable {
  name: string;
  /** Its columns in order, those the database computes itself (generated columns) left out. */
  columns: Column[];
  /** The sequences that number its rows (serial ids): column and sequence. */
  sequences: { column: string; sequence: string }[];
}

/** drizzle's own record of the migrations it applied, which the migrations make, not the shop's data. */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * The shop's tables, read from the database's catalogue (so a table a migration adds is backed up without a change
 * here), in the order rows can be written: a table after every table its foreign keys name. Only the schema the shop
 * works in (current_schema(): `public`, or a test's own schema).
 */
export async function shopTables(db: Db): Promise<ShopTable[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> ${MIGRATIONS_TABLE}
        ORDER BY c.relname`,
  );
  const columns = await rowsOf<{ table: string; name: string; type: string; generated: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
               a.attgenerated AS generated
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`,
  );
  const sequences = await rowsOf<{ table: string; column: string; sequence: string | null }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column",
               pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
        FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const keys = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT src.relname AS child, dst.relname AS parent FROM pg_constraint k
        JOIN pg_class src ON src.oid = k.conrelid JOIN pg_class dst ON dst.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = src.relnamespace
        WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const byName = new Map<string, ShopTable>(
    tables.map(({ name }) => [
      name,
      {
        name,
        columns: columns
          .filter((c) => c.table === name && c.generated === '')
          .map(({ name, type }) => ({ name, type })),
        sequences: sequences.flatMap((s) =>
          s.table === name && s.sequence ? [{ column: s.column, sequence: s.sequence }] : [],
        ),
      },
    ]),
  );
  return parentsFirst(
    [...byName.values()],
    keys.filter((k) => byName.has(k.child) && byName.has(k.parent)),
  );
}

/**
 * The tables ordered so that each comes after the tables it names (a table naming itself is left to the database,
 * which checks a statement's foreign keys when the statement ends); alphabetical where the keys leave a choice.
 */
export function parentsFirst<T extends { name: string }>(
  tables: readonly T[],
  keys: readonly { child: string; parent: string }[],
): T[] {
  const waiting = new Map(tables.map((t) => [t.name, t]));
  const ordered: T[] = [];
  while (waiting.size) {
    const ready = [...waiting.values()]
      .filter((t) => !keys.some((k) => k.child === t.name && k.parent !== t.name && waiting.has(k.parent)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (!ready.length) throw new Error(`The tables' foreign keys go round: ${[...waiting.keys()].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      waiting.delete(t.name);
    }
  }
  return ordered;
}

/** The columns JSON keeps as a value of its own (json, jsonb) go in the archive as their text, so that `null` stays. */
export const keptAsText = (type: string) => type === 'json' || type === 'jsonb';
