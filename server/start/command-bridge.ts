import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { EmbeddedInUse, lockEmbedded } from '../db/embedded-lock';
import { DomainError } from '../common/domain-error';
import type { ShopFiles } from '../files/shop-files';
import { runOwnerCommand } from '../owner/commands';
import { isStockImport } from '../owner/stock-commands';
import type { Services } from '../services';

/** Where a running shop on the embedded database tells the owner's command line how to reach it. */
const fileFor = (dataDir: string) => path.join(dataDir, 'server.json');

export interface RunningServer {
  pid: number;
  port: number;
  token: string;
}

export async function readRunningServer(dataDir: string): Promise<RunningServer | null> {
  try {
    const info = JSON.parse(await readFile(fileFor(dataDir), 'utf8')) as RunningServer;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

/**
 * What the owner's command line works through on the embedded database: the running shop, or, when none runs, the
 * database itself under its lock (docs/decisions/090). A shop that holds the lock while it starts (making its
 * database, loading the demo catalogue) is waited for, up to `waitMs`, and then worked through; `onWait` is told once.
 */
export async function shopOrLock(
  dataDir: string,
  { waitMs = 120_000, onWait = () => {} }: { waitMs?: number; onWait?: () => void } = {},
): Promise<{ running: RunningServer } | { running: null; release: () => Promise<void> }> {
  const until = Date.now() + waitMs;
  for (let told = false; ; told = true) {
    const running = await readRunningServer(dataDir);
    if (running) return { running };
    try {
      return { running: null, release: await lockEmbedded(dataDir) };
    } catch (err) {
      if (!(err instanceof EmbeddedInUse) || Date.now() >= until) throw err;
    }
    if (!told) onWait();
    await new Promise((r) => setTimeout(r, 250));
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /_admin/run { args: string[], password?: string }: runs one owner's command inside the shop (server/owner/commands.ts) and
 * answers { output }. Only from this machine, only with the token written (readable by the owner alone) into
 * DATA_DIR/server.json, checked before the body is read; the catalogue caches are cleared after. A wrong command
 * is answered by server/http/errors.ts like any DomainError (400 with the usage), a failure as a plain 500.
 */
export function registerAdmin(
  app: FastifyInstance,
  db: Db,
  services: Services,
  files: ShopFiles,
  /** PUBLIC_URL: the status link in the guest's mail when a command moves an order. */
  publicUrl: string,
) {
  const token = randomBytes(24).toString('base64url');
  const onlyTheOwner = async (req: FastifyRequest) => {
    const given = Buffer.from(String(req.headers['x-admin-token'] ?? ''));
    const ok =
      LOOPBACK.has(req.socket.remoteAddress ?? '') &&
      given.length === token.length &&
      timingSafeEqual(given, Buffer.from(token));
    if (!ok) throw new DomainError(403, 'Forbidden');
  };
  const argsOf = (body: { args?: unknown } | undefined): string[] => {
    const args: unknown = body?.args;
    if (!Array.isArray(args) || !args.every((a): a is string => typeof a === 'string'))
      throw new DomainError(400, 'args must be a list of strings', 'args');
    return args;
  };
  app.post<{ Body: { args?: unknown; password?: unknown } }>(
    '/_admin/run',
    { schema: { hide: true }, onRequest: onlyTheOwner },
    async (req) => {
      const args = argsOf(req.body);
      const password = typeof req.body?.password === 'string' ? req.body.password : undefined;
      const output = await runOwnerCommand(
        { db, dataDir: files.dataDir, store: files.store, publicUrl, inShop: true },
        args,
        password,
      );
      services.invalidate();
      return { output };
    },
  );
  /**
   * POST /_admin/stock-import { args }: a `stock import` command whose progress the command line shows as it runs;
   * POST /_admin/backup { args }: a `backup`, which may take minutes on a large shop. The answer is one JSON object per
   * line: `{ progress }` a few times a second (an import), `{}` every 10 s whatever else is said (so that the command
   * line's fetch, which gives up on a silent answer after 300 s, waits for any length of work), then `{ output }` or,
   * when the command is refused or fails, `{ status, message }` (the 200 is sent before the work starts).
   */
  const streamed = (url: string, takes: (args: string[]) => boolean, failed: string) =>
    app.post<{ Body: { args?: unknown } }>(
      url,
      { schema: { hide: true }, onRequest: onlyTheOwner },
      async (req, reply) => {
        const args = argsOf(req.body);
        if (!takes(args)) throw new DomainError(400, `${url} does not run: ${args.join(' ')}`, 'args');
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
        const line = (o: object) => reply.raw.write(`${JSON.stringify(o)}\n`);
        const alive = setInterval(() => line({}), 10_000);
        let last = 0;
        try {
          const output = await runOwnerCommand(
            { db, dataDir: files.dataDir, store: files.store, publicUrl, inShop: true },
            args,
            undefined,
            (progress) => {
              const now = Date.now();
              if (now - last < 250) return;
              last = now;
              line({ progress });
            },
          );
          line({ output });
        } catch (err) {
          if (!(err instanceof DomainError)) req.log.error(err);
          line(
            err instanceof DomainError
              ? { status: err.status, message: err.message }
              : { status: 500, message: failed },
          );
        } finally {
          clearInterval(alive);
          services.invalidate();
          reply.raw.end();
        }
      },
    );
  streamed(
    '/_admin/stock-import',
    isStockImport,
    'The stock import failed; nothing was changed. The shop’s log has the details.',
  );
  streamed(
    '/_admin/backup',
    (args) => args[0] === 'backup',
    'The backup failed; no archive was written. The shop’s log has the details.',
  );
  return {
    announce: (port: number) =>
      writeFile(fileFor(files.dataDir), JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 }),
    withdraw: () => rm(fileFor(files.dataDir), { force: true }),
  };
}
