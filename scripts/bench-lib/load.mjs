// Requests per second and p99 latency: the shop against a bare Fastify server answering the same bytes.
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const ACCEPT_ENCODING = 'br, gzip';

/** One GET over node:http without decoding, to see what goes over the wire. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: GET ${url}`)));
    req.on('error', reject);
  });
}

/** Takes each target's decoded body and content-type from the shop once. */
export async function snapshot(base, targets) {
  const out = [];
  for (const t of targets) {
    const res = await fetch(base + t.path, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${t.path} answered ${res.status}, not 200`);
    const body = Buffer.from(await res.arrayBuffer());
    out.push({ ...t, contentType: res.headers.get('content-type') ?? 'application/octet-stream', body });
  }
  return out;
}

/**
 * A bare Fastify server answering each snapshotted path with its stored bytes: brotli (compressed once, at the
 * quality the shop sends a page asked for again: 11) when the client accepts it, else gzip, else identity; same
 * Vary as the shop.
 */
export async function startBare(port, snapshots) {
  const byUrl = new Map(
    snapshots.map((s) => [
      s.path,
      {
        type: s.contentType,
        raw: s.body,
        br: brotliCompressSync(s.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz: gzipSync(s.body, { level: 6 }),
      },
    ]),
  );
  const app = Fastify({ logger: false, routerOptions: { maxParamLength: 500 } });
  app.get('/*', (req, reply) => {
    const hit = byUrl.get(req.url);
    if (!hit) return reply.code(404).send({ message: 'not a bench target' });
    const accept = String(req.headers['accept-encoding'] ?? '');
    reply.header('content-type', hit.type).header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(hit.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(hit.gz);
    return reply.send(hit.raw);
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/**
 * Load over many paths, each connection taking them in turn (autocannon's request list): a page the cache does not
 * hold. Same warm-up and duration as `measure`.
 */
export async function measurePaths(base, paths, { connections = 10, duration = 8, warmup = 2 } = {}) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  for (const p of paths.slice(0, 5)) {
    const res = await rawGet(base + p, headers);
    if (res.status !== 200) throw new Error(`GET ${base + p} answered ${res.status}`);
  }
  const requests = paths.map((p) => ({ method: 'GET', path: p }));
  if (warmup > 0) await autocannon({ url: base, connections, duration: warmup, headers, requests });
  const r = await autocannon({ url: base, connections, duration, headers, requests });
  return {
    paths: paths.length,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Warm-up (a few single requests, then `warmup` seconds of load), then `duration` seconds measured. */
export async function measure(url, { connections = 10, duration = 8, warmup = 2 } = {}) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  let wire;
  for (let i = 0; i < 5; i++) wire = await rawGet(url, headers);
  if (wire.status !== 200) throw new Error(`GET ${url} answered ${wire.status}`);
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    url,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    contentEncoding: wire.headers['content-encoding'] ?? 'identity',
    wireBytes: wire.body.length,
  };
}
