/**
 * A process of its own that draws the demo catalogue's pictures into the file store and exits (docs/decisions/043): the
 * memory the picture library takes while drawing goes back to the system with it, instead of staying in the shop.
 * Started by server/services/demo-pictures.ts (server/common/run-apart.ts) with DATA_DIR (the store is the one the
 * environment's settings choose, as the shop's), how many pictures to draw at once
 * and whether from the catalogue's end; it tells its
 * parent what it wrote, and on SIGTERM (or SIGINT), or when the shop that started it is gone, it takes no new picture,
 * finishes those being drawn and exits.
 */
import sharp from 'sharp';
import { demoCatalogue } from '../../demo/catalogue';
import { writeDemoMedia } from '../../demo/pictures';
import { openFileStore } from '../files/open-store';
import { storeSink } from '../services/demo-pictures';
import { readEnv } from './env';

sharp.cache(false);
const [dir, concurrency, order] = process.argv.slice(2);
const stopping = new AbortController();
// Ctrl-C in a terminal reaches the whole group, this process too: taken as the shop's own stop.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopping.abort());
// The shop gone without a word (killed, crashed): its channel closes, and this stops as on SIGTERM, instead of
// drawing on into a store that a new shop, or whoever removes it, is using.
process.once('disconnect', () => stopping.abort());

if (!dir) {
  console.error('usage: draw-demo-pictures DATA_DIR [CONCURRENCY] [from-end]');
  process.exit(2);
}
const store = openFileStore({ ...readEnv().files, dataDir: dir });
const result = await writeDemoMedia(demoCatalogue(), storeSink(store), {
  concurrency: Number(concurrency) || 1,
  fromEnd: order === 'from-end',
  signal: stopping.signal,
});
// The shop may have gone meanwhile (killed): then no one is told.
if (!stopping.signal.aborted && process.connected) process.send?.(result, () => process.disconnect());
else if (process.connected) process.disconnect();
