// A catalogue change committed by someone else (another shop process, the owner's command line on PostgreSQL) reaches
// this process's caches through the database's notifications, within a second (docs/decisions/038).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { GoldRate, MenuItem } from '../../core/api-schemas';
import { CATALOGUE_CHANNEL } from '../../server/db/catalogue-events';
import { listenerName, rowsOf } from '../../server/db/client';
import { getJson, type TestApp, useTestApp } from './helpers';

const t = useTestApp({ seed: true });
const onPostgres = Boolean(process.env.DATABASE_URL);

const rate = async (app: TestApp) => (await getJson<GoldRate>(app, '/api/dashboard/goldrate')).body.K24;

/** Reads until `ok` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, ok: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

/** Runs an update behind the shop's back, as another process would: no call to this process's invalidate. */
async function changeElsewhere(app: TestApp, change: SQL) {
  if (!onPostgres) return void (await app.database.db.execute(change));
  // On PostgreSQL, on a connection of its own in the same schema, as another process has.
  const [row] = await rowsOf<{ schema: string }>(app.database.db, sql`SELECT current_schema() AS schema`);
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${row?.schema}` });
  await other.connect();
  try {
    const { sql: text, params } = new PgDialect().sqlToQuery(change);
    await other.query(text, params);
  } finally {
    await other.end();
  }
}

/** Sets the 24K rate behind the shop's back. */
const setK24Elsewhere = (app: TestApp, k24: number) => changeElsewhere(app, sql`UPDATE gold_rate SET k24 = ${k24}`);

describe('catalogue changes made elsewhere', () => {
  it('a committed change clears the cached answers within a second', async () => {
    const before = await rate(t);
    expect(await rate(t)).toBe(before); // kept now
    await setK24Elsewhere(t, before + 111);
    const took = await within(1000, async () => (await rate(t)) === before + 111);
    expect(took).toBeLessThan(1000);
  });

  it("the owner's words for an item name, saved by another process, reach the menu within a second", async () => {
    // docs/decisions/078: the back office of one process saves; every other process's storefront follows.
    const words = async () =>
      (await getJson<MenuItem[]>(t, '/api/dashboard/GetMenuEcom')).body.find((m) => m.ItemName === 'Brasclate')
        ?.ShownName;
    expect(await words()).toBe('Brasclate'); // kept now
    await changeElsewhere(t, sql`UPDATE menu_item SET shown_name = ${'Wristlets'} WHERE item_name = 'Brasclate'`);
    const took = await within(1000, async () => (await words()) === 'Wristlets');
    expect(took).toBeLessThan(1000);
    await changeElsewhere(t, sql`UPDATE menu_item SET shown_name = NULL WHERE item_name = 'Brasclate'`);
    await within(1000, async () => (await words()) === 'Brasclate');
  });

  it('a change rolled back is not heard', async () => {
    const before = await rate(t);
    const version = t.services.version();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE gold_rate SET k24 = k24 + 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.services.version()).toBe(version);
    expect(await rate(t)).toBe(before);
  });

  it.runIf(onPostgres)('a lost listening connection is made again, and the caches are cleared meanwhile', async () => {
    const before = await rate(t);
    const version = t.services.version();
    const [row] = await rowsOf<{ schema: string }>(t.database.db, sql`SELECT current_schema() AS schema`);
    // This app's listener, named after its channel and schema (the other files' apps listen in schemas of their own).
    const listener = sql`FROM pg_stat_activity WHERE application_name = ${listenerName(CATALOGUE_CHANNEL, row?.schema)}`;
    const killed = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(pg_terminate_backend(pid))::int AS n ${listener}`,
    );
    expect(killed[0]?.n).toBe(1);
    await within(2000, async () => t.services.version() > version);
    // Listening again: a later change is heard.
    await within(5000, async () => {
      const rows = await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n ${listener}`);
      return rows[0]?.n === 1;
    });
    await setK24Elsewhere(t, before + 222);
    await within(1000, async () => (await rate(t)) === before + 222);
  });
});
