import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { DomainError } from './domain-error';
import { runOwnerCommand } from './owner/commands';
import type { Services } from './services';

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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /_admin/run { args: string[], password?: string }: runs one owner's command inside the shop (server/owner/commands.ts) and
 * answers { output }. Only from this machine, only with the token written (readable by the owner alone) into
 * DATA_DIR/server.json, checked before the body is read; the catalog caches are cleared after. A wrong command
 * is answered by server/errors.ts like any DomainError (400 with the usage), a failure as a plain 500.
 */
export function registerAdmin(
  app: FastifyInstance,
  db: Db,
  services: Services,
  dataDir: string,
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
  app.post<{ Body: { args?: unknown; password?: unknown } }>(
    '/_admin/run',
    { schema: { hide: true }, onRequest: onlyTheOwner },
    async (req) => {
      const args: unknown = req.body?.args;
      if (!Array.isArray(args) || !args.every((a): a is string => typeof a === 'string'))
        throw new DomainError(400, 'args must be a list of strings', 'args');
      const password = typeof req.body?.password === 'string' ? req.body.password : undefined;
      const output = await runOwnerCommand({ db, dataDir, publicUrl }, args, password);
      services.invalidate();
      return { output };
    },
  );
  return {
    announce: (port: number) =>
      writeFile(fileFor(dataDir), JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 }),
    withdraw: () => rm(fileFor(dataDir), { force: true }),
  };
}
