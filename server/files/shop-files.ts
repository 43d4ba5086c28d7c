import { LocalStore } from './local-store';
import type { FileStore } from './store';

/**
 * What the services need of files: the store every kept file goes through (store.ts), and DATA_DIR, this machine's
 * own folder for what is never shared: resized pictures (picture-cache.ts) and a stock import's work while it is read
 * (server/services/stock-import).
 */
export interface ShopFiles {
  store: FileStore;
  dataDir: string;
}

/** Files kept in DATA_DIR itself (the local store), as on one machine. */
export const localFiles = (dataDir: string): ShopFiles => ({ store: new LocalStore(dataDir), dataDir });
