// npm run lint:api — the API document as the shop serves it at /api/docs, checked by Redocly's recommended
// rules with every warning an error (redocly.yaml). The app is built as the API tests build it: in-memory
// PGlite, a temporary data directory, no page renderer. Redocly runs offline: no telemetry, no update check.
// Exits non-zero on any problem.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { buildApp } = await tsImport('../server/app.ts', import.meta.url);
const { openDatabase } = await tsImport('../server/db/client.ts', import.meta.url);

const dir = await mkdtemp(path.join(tmpdir(), 'zewar-lint-api-'));
let status = 1;
try {
  const database = await openDatabase({});
  await database.migrate();
  const { app } = await buildApp({ database, dataDir: dir, publicUrl: 'http://localhost:3000', logLevel: 'silent' });
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  await app.close();
  await database.close();
  if (res.statusCode !== 200) throw new Error(`GET /api/docs answered ${res.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, `${JSON.stringify(res.json(), null, 2)}\n`);

  const redocly = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  // Redocly writes its report on stderr, after a box about Node 20 that says nothing about the document.
  const report = `${redocly.stdout}${redocly.stderr}`.replace(/^[^\n]*[║╔╚═][^\n]*\n/gm, '').trim();
  console.log(report);
  status = redocly.status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
