// By hand, not part of `npm run bench`: /Image with the pictures in the local folder or in S3-compatible storage
// (s3rver, in this process: a pessimistic stand-in for a bucket over the network), docs/decisions/103.
//   KIND=local|s3 npx tsx scripts/bench-files.mjs
// Prints the first request of each of 60 pictures (resized then; p50 and p95) and a cached picture's rate
// (autocannon, 10 connections, 8 s). ROOT= runs another checkout's shop (an older build's, to compare).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kind = process.env.KIND ?? 'local';
const require = createRequire(path.join(root, 'package.json'));
const sharp = require('sharp');
const autocannon = require('autocannon');
const { buildApp } = await import(path.join(root, 'server/app.ts'));
const { openDatabase } = await import(path.join(root, 'server/db/client.ts'));

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-files-'));
let store;
let s3;
if (kind === 's3') {
  // The tests' S3-compatible server (s3rver in this process, bucket zewar) and a store on it.
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { startTestS3 } = await import(path.join(here, 'tests/support/s3-server.ts'));
  s3 = await startTestS3();
  store = s3.store();
}
const database = await openDatabase({});
await database.migrate();
const { app } = await buildApp({ database, dataDir, publicUrl: 'http://localhost', logLevel: 'silent', store });
const N = 60;
const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#d4af37' } })
  .jpeg()
  .toBuffer();
await mkdir(path.join(dataDir, 'images'), { recursive: true });
for (let i = 0; i < N; i++)
  if (store) await store.put(`images/B-${i}.jpg`, picture);
  else await writeFile(path.join(dataDir, 'images', `B-${i}.jpg`), picture);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

const firsts = [];
for (let i = 0; i < N; i++) {
  const began = performance.now();
  const res = await fetch(`${base}/Image/B-${i}.jpg?w=320`, { headers: { accept: 'image/webp' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`B-${i}.jpg answered ${res.status}`);
  firsts.push(performance.now() - began);
}
firsts.sort((a, b) => a - b);
const pct = (p) => firsts[Math.min(firsts.length - 1, Math.floor((p / 100) * firsts.length))].toFixed(1);
console.log(`${kind}: first request p50 ${pct(50)} ms, p95 ${pct(95)} ms`);
const result = await autocannon({
  url: `${base}/Image/B-1.jpg?w=320`,
  headers: { accept: 'image/webp' },
  connections: 10,
  duration: 8,
});
console.log(`${kind}: cached picture ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
await app.close();
await database.close();
await s3?.close();
process.exit(0);
