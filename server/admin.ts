import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { runCommand, UsageError } from '../cli/commands';
import type { Database } from './db/client';
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
 * POST /_admin/run: runs one owner command inside the shop. Only from this machine, only with the token
 * written (readable by the owner alone) into DATA_DIR/server.json; the catalog caches are cleared after.
 */
export function registerAdmin(app: FastifyInstance, database: Database, services: Services, dataDir: string) {
  const token = randomBytes(24).toString('base64url');
  app.post<{ Body: { args?: unknown } }>('/_admin/run', { schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-admin-token'] ?? ''));
    const ok =
      LOOPBACK.has(req.socket.remoteAddress ?? '') &&
      given.length === token.length &&
      timingSafeEqual(given, Buffer.from(token));
    if (!ok) return reply.code(403).send({ message: 'Forbidden' });
    const args = req.body?.args;
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
      return reply.code(400).send({ message: 'args must be a list of strings' });
    try {
      const output = await runCommand(database, dataDir, args);
      services.invalidate();
      return { output };
    } catch (err) {
      if (err instanceof UsageError || err instanceof ZodError || err instanceof Error) {
        const message =
          err instanceof ZodError
            ? `Invalid stock record: ${err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`
            : err.message;
        return reply.code(400).send({ message });
      }
      throw err;
    }
  });
  return {
    announce: (port: number) =>
      writeFile(fileFor(dataDir), JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 }),
    withdraw: () => rm(fileFor(dataDir), { force: true }),
  };
}
