import type { Database } from './client';

/** The channel the database's triggers notify on whenever what the storefront shows changes (migration 0008). */
export const CATALOG_CHANNEL = 'zewar_catalog';

/**
 * Clears this process's catalog caches whenever the catalog changes in the database, whoever changed it: another
 * shop process, the owner's command line, a stock import (docs/decisions/038-catalog-changes-across-processes.md).
 * The database's triggers notify once per committed transaction with the schema's name, so that shops sharing one
 * server in other schemas are not heard; a lost connection clears the caches too, since a change may have been
 * missed. The returned function stops.
 */
export const followCatalogChanges = (database: Database, invalidate: () => void): Promise<() => Promise<void>> =>
  database.listen(CATALOG_CHANNEL, invalidate, invalidate);
