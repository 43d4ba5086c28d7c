// The server the end-to-end suite runs against: the production build on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'production';
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'zewar-e2e-'));
delete process.env.DATABASE_URL;
await import('../build/server/main.js');
