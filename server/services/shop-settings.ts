/**
 * The owner's settings (docs/behaviour.md §11.15), read from `shop_setting` on each use (one small row; every process
 * sees a change at once) and checked by core/shop-settings.ts both ways: a stored value this build cannot read (an
 * older or hand-edited one) falls back to the defaults, and is logged by the caller's error path only when written.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, SETTINGS_SCHEMAS, type SettingsGroup, type ShopSettings } from '../../core/shop-settings';
import { invalidInput } from '../common/domain-error';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';
import { audit, type Actor } from './audit';

/** One group of settings as stored, or its defaults where none (or none this build can read) is stored. */
export async function readSettings<G extends SettingsGroup>(db: Db, group: G): Promise<ShopSettings[G]> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, group)).limit(1);
  if (!row) return DEFAULT_SETTINGS[group];
  const parsed = SETTINGS_SCHEMAS[group].safeParse(row.value);
  return parsed.success ? (parsed.data as ShopSettings[G]) : DEFAULT_SETTINGS[group];
}

/** Every group, as the owner's settings page reads them. */
export async function readAllSettings(db: Db): Promise<ShopSettings> {
  const [payments, tax, buyBack] = await Promise.all([
    readSettings(db, 'payments'),
    readSettings(db, 'tax'),
    readSettings(db, 'buyBack'),
  ]);
  return { payments, tax, buyBack };
}

/**
 * Saves one group (checked by its schema: 400 naming each field), with an audit entry holding the old and the new
 * value. Answers what is stored now.
 */
export async function saveSettings<G extends SettingsGroup>(
  db: Db,
  group: G,
  given: unknown,
  actor: Actor,
): Promise<ShopSettings[G]> {
  const parsed = SETTINGS_SCHEMAS[group].safeParse(given);
  if (!parsed.success) throw invalidInput(parsed.error);
  const value = parsed.data as ShopSettings[G];
  return db.transaction(async (tx) => {
    const old = await readSettings(tx, group);
    await tx
      .insert(shopSettings)
      .values({ key: group, value, updatedBy: actor.name })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value, updatedBy: actor.name, updatedAt: sql`now()` },
      });
    await audit(tx, actor, {
      action: 'settings',
      subjectType: 'setting',
      subjectId: group,
      oldValue: JSON.stringify(old),
      newValue: JSON.stringify(value),
    });
    return value;
  });
}
