import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HealthAnswerSchema,
  NotReadyAnswerSchema,
  ReadinessAnswerSchema,
  type ReadinessAnswer,
} from '../../core/health-schemas';
import type { Database } from '../db/client';

/** How long GET /readyz waits for the database before it calls it unreachable. */
export const READY_TIMEOUT_MS = 2000;

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error('timed out')), ms).unref();
  });

/**
 * For a load balancer (docs/decisions/033-operating-the-shop.md): GET /healthz says the process is up; GET /readyz
 * that the database answers a query and has every migration of this build, else 503 with what is wrong. Neither is
 * cached nor rate limited (the rate limits are per route and these have none), and neither writes a request log line (server/http/request-log.ts).
 */
export function healthRoutes(database: Database) {
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
          summary: 'Whether the process can serve: the database answers and has every migration of this build',
          response: {
            200: ReadinessAnswerSchema.describe('Ready to serve'),
            503: NotReadyAnswerSchema.describe('Not ready: `database` and `message` say what is wrong'),
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        let answer: ReadinessAnswer;
        try {
          const pendingMigrations = await Promise.race([database.pendingMigrations(), timeout(READY_TIMEOUT_MS)]);
          answer = pendingMigrations
            ? {
                status: 'unavailable',
                database: 'migrations not applied',
                pendingMigrations,
                message: `Not ready: ${pendingMigrations} migration(s) of this build not applied`,
              }
            : { status: 'ok', database: 'ok', pendingMigrations };
        } catch (err) {
          req.log.warn({ err }, 'readiness check: the database does not answer');
          answer = {
            status: 'unavailable',
            database: 'the database does not answer',
            message: 'Not ready: the database does not answer',
          };
        }
        return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
      },
    );
  };
}
