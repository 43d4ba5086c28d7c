// Bundles the Fastify server next to React Router's server build, copies the migrations beside it,
// and pre-compresses the browser assets so they are served as .br/.gz without work per request.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The shop, and the scripts it runs in processes of their own: making a new embedded database and drawing the demo
// catalogue's pictures (docs/decisions/043).
await build({
  entryPoints: {
    main: 'server/main.ts',
    'make-database': 'server/start/make-database.ts',
    'draw-demo-pictures': 'server/start/draw-demo-pictures.ts',
  },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'build/server/migrations', { recursive: true });
cpSync('demo/assets', 'build/server/assets', { recursive: true });

const walk = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk('build/client')) {
  if (!/\.(js|css|svg|json|txt|html|map)$/.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}
console.log('server bundled to build/server/main.js');
