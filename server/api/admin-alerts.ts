import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlertCountsSchema } from '../../core/alert-schemas';
import { ALERT_EVENTS } from '../../core/alerts';
import type { AdminGuard } from '../auth/guard';
import { readSession } from '../auth/sessions';
import { DomainError } from '../common/domain-error';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { alertCounts, type AlertEvent, type AlertHub } from '../services/alerts';

/** The alerts stream's bounds (docs/behaviour.md §11.13). */
export const ALERT_STREAM = {
  /** Streams one process holds at most: each is a socket kept open. */
  maxStreams: 100,
  /** Streams one session holds at most (a browser's tabs share one: app/components/admin/use-alerts.ts). */
  perSession: 4,
  /**
   * A comment line this often keeps a quiet stream open through proxies and the server's own 30 s idle timeout
   * (server/app.ts connectionTimeout); the session is looked at again each time.
   */
  heartbeatMs: 15_000,
  /** How long the browser waits before connecting again once the stream drops (the `retry:` field). */
  retryMs: 3_000,
};

export type AlertStreamBounds = typeof ALERT_STREAM;

export interface AlertsApiOptions {
  db: Db;
  hub: AlertHub;
  guard: AdminGuard;
  /** The bounds, changed by tests. */
  bounds?: Partial<AlertStreamBounds>;
}

/** One server-sent event: its name and its data on one line. */
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The back office told at once (docs/behaviour.md §11.13): the menu's counts, and a stream of server-sent events
 * telling of each order, deposit slip, payment and inquiry as it is committed, in any shop process. The guard has
 * checked the session (server/auth/guard.ts) before either runs; the stream looks at it again at every heartbeat and
 * before every alert it passes on, and ends once it is gone (signed out, ended by the owner, timed out), without
 * using it: a back office left open does not keep its session alive. Every stream is ended when the shop closes, so
 * that a SIGTERM does not wait for them.
 */
export const adminAlertsApi =
  (opts: AlertsApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const bounds = { ...ALERT_STREAM, ...opts.bounds };
    /** The open streams, each with what ends it; and how many each session holds, by its anti-forgery token. */
    const open = new Set<() => void>();
    const perSession = new Map<string, number>();
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get(
      '/alerts',
      {
        schema: {
          tags,
          operationId: 'getAlertCounts',
          summary: "The menu's counts: orders awaiting payment, of them with a deposit slip, inquiries not answered",
          response: { 200: AlertCountsSchema.describe('The counts'), ...refusals(401) },
        },
      },
      async () => alertCounts(opts.db),
    );

    app.get(
      '/alerts/stream',
      {
        // A HEAD would be answered by this handler and never end; a stream is never compressed (it would be held back).
        exposeHeadRoute: false,
        compress: false,
        schema: {
          tags,
          operationId: 'followAlerts',
          summary: 'Server-sent events: each order, deposit slip, payment and inquiry as it arrives',
          description:
            'Opened by the browser\'s EventSource (Accept: text/event-stream). Begins with `retry:` and the event `ready`; then `alert` (its data an alert: `{"kind":"order","orderNo":"NM-7K4Q9X","slip":true}`, `slip`, `payment` or `{"kind":"inquiry","id":12,"form":"contact"}`) and `gap` (alerts may have been missed: read the counts again), with a comment line every 15 s. Ends when the session does, or when the shop closes.',
          response: {
            200: {
              description: 'The stream of events, never cached',
              content: { 'text/event-stream': { schema: z.string().describe('Server-sent events') } },
            },
            ...refusals(401, 406, 429, 503),
          },
        },
      },
      async (req, reply) => {
        if (!String(req.headers.accept ?? '').includes('text/event-stream'))
          throw new DomainError(
            406,
            'This is a stream of server-sent events: ask for it with Accept: text/event-stream',
          );
        const session = req.staffSession;
        if (!session) throw new DomainError(401, 'Please sign in.');
        if (open.size >= bounds.maxStreams)
          throw new DomainError(503, 'Too many back offices are open on this server just now.', undefined, 30);
        const key = session.csrfToken;
        const held = perSession.get(key) ?? 0;
        if (held >= bounds.perSession)
          throw new DomainError(429, 'This session has too many alert streams open: close a tab.', undefined, 30);
        perSession.set(key, held + 1);

        const token = opts.guard.token(req);
        const body = new PassThrough();
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          open.delete(end);
          const left = (perSession.get(key) ?? 1) - 1;
          if (left > 0) perSession.set(key, left);
          else perSession.delete(key);
          clearInterval(beat);
          unfollow();
          body.end();
        };
        /** The session is still alive: looked at, not used. */
        const signedIn = async () => {
          const alive = await readSession(opts.db, token, { use: false }).catch(() => null);
          if (!alive) end();
          return alive !== null && !ended;
        };
        const pass = (event: AlertEvent) => {
          void signedIn().then((ok) => {
            if (!ok) return;
            body.write(event.kind === 'alert' ? frame(ALERT_EVENTS.alert, event.alert) : frame(ALERT_EVENTS.gap, {}));
          });
        };
        const unfollow = opts.hub.follow(pass);
        const beat = setInterval(() => {
          void signedIn().then((ok) => ok && body.write(': still here\n\n'));
        }, bounds.heartbeatMs);
        beat.unref();
        open.add(end);
        // The browser went away (a closed tab, a dropped network): what it held is let go.
        reply.raw.on('close', end);

        body.write(`retry: ${bounds.retryMs}\n\n`);
        body.write(frame(ALERT_EVENTS.ready, {}));
        return reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('X-Accel-Buffering', 'no')
          .send(body);
      },
    );
  };
