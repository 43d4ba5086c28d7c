import type { Database } from './client';

/** The channel the database's triggers notify on whenever what the storefront shows changes (migration 0008). */
export const CATALOGUE_CHANNEL = 'zewar_catalog';

/**
 * Clears this process's catalogue caches whenever the catalogue changes in the database, whoever changed it: another
 * shop process, the owner's command line, a stock import (docs/decisions/038-catalogue-changes-across-processes.md).
 * The database's triggers notify once per committed transaction with the schema's name, so that shops sharing one
 * server in other schemas are not heard; a lost connection clears the caches too, since a change may have been
 * missed. The returned function stops.
 */
export const followCatalogueChanges = (database: Database, invalidate: () => void): Promise<() => Promise<void>> =>
  database.listen(CATALOGUE_CHANNEL, invalidate, invalidate);
