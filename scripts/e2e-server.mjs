// The server the end-to-end suite runs against: the production build on a fresh embedded database.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'production';
// E2E_FRESH: start from an empty folder, so every run loads the demo catalogue anew.
if (process.env.DATA_DIR && process.env.E2E_FRESH) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zewar-e2e-'));
delete process.env.DATABASE_URL;
// What the shop prints is also kept in DATA_DIR/shop-output.log: the tests read the owner's setup link from it.
mkdirSync(process.env.DATA_DIR, { recursive: true });
const printed = path.join(process.env.DATA_DIR, 'shop-output.log');
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  appendFileSync(printed, chunk);
  return write(chunk, ...rest);
};
// Both browser projects place orders and send forms from 127.0.0.1 within the same minute.
process.env.ORDER_RATE_LIMIT ??= '200';
process.env.FORM_RATE_LIMIT ??= '200';
process.env.ADDRESS_RATE_LIMIT ??= '1000';
await import('../build/server/main.js');
