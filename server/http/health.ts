import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HealthAnswerSchema,
  NotReadyAnswerSchema,
  ReadinessAnswerSchema,
  type ReadinessAnswer,
} from '../../core/health-schemas';
import type { Database } from '../db/client';
import type { FileStore } from '../files/store';

/** How long GET /readyz waits for the database, and for the file store, before it calls either unreachable. */
export const READY_TIMEOUT_MS = 2000;

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error('timed out')), ms).unref();
  });

/**
 * For a load balancer (docs/decisions/033-operating-the-shop.md): GET /healthz says the process is up; GET /readyz
 * that the database answers a query and has every migration of this build, and that the file store takes a small file
 * and gives it back (docs/decisions/103-one-file-store.md), else 503 with what is wrong. Both are asked at once. Neither is
 * cached nor rate limited (the rate limits are per route and these have none), and neither writes a request log line (server/http/request-log.ts).
 */
export function healthRoutes(database: Database, store: FileStore) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/healthz',
      {
        schema: {
          tags: ['operations'],
          operationId: 'getHealth',
          summary: 'Whether the process is up (for a load balancer)',
          response: { 200: HealthAnswerSchema.describe('The process is up and answering') },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const };
      },
    );
    api.get(
      '/readyz',
      {
        schema: {
          tags: ['operations'],
          operationId: 'getReadiness',
          summary:
            'Whether the process can serve: the database answers and has every migration of this build, and the file store answers',
          response: {
            200: ReadinessAnswerSchema.describe('Ready to serve'),
            503: NotReadyAnswerSchema.describe('Not ready: `database` or `files`, and `message`, say what is wrong'),
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const [db, files] = await Promise.all([
          Promise.race([database.pendingMigrations(), timeout(READY_TIMEOUT_MS)]).then(
            (pending) => ({ pending }),
            (err: unknown) => {
              req.log.warn({ err }, 'readiness check: the database does not answer');
              return null;
            },
          ),
          Promise.race([store.check(), timeout(READY_TIMEOUT_MS)]).then(
            () => 'ok',
            (err: unknown) => {
              req.log.warn({ err }, 'readiness check: the file store does not answer');
              return 'the file store does not answer';
            },
          ),
        ]);
        const databaseSays = !db ? 'the database does not answer' : db.pending ? 'migrations not applied' : 'ok';
        const pendingMigrations = db ? db.pending : undefined;
        const wrong = [
          !db ? 'the database does not answer' : '',
          db?.pending ? `${db.pending} migration(s) of this build not applied` : '',
          files !== 'ok' ? files : '',
        ].filter(Boolean);
        const answer: ReadinessAnswer = {
          status: wrong.length ? 'unavailable' : 'ok',
          database: databaseSays,
          ...(pendingMigrations === undefined ? {} : { pendingMigrations }),
          files,
          filesKind: store.kind,
          ...(wrong.length ? { message: `Not ready: ${wrong.join('; ')}` } : {}),
        };
        return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
      },
    );
  };
}
