import { randomBytes } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A request's id: random, short enough for a guest to read out on the phone ("quote reference 3f9c1a7b2e"), and the
 * `reqId` of every log line about the request (docs/decisions/033-operating-the-shop.md).
 */
export const newRequestId = () => randomBytes(5).toString('hex');

/** Paths a load balancer polls: never a request log line of their own. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Query parameters whose values a log must not hold: the order status page's token (it opens a guest's order), the
 * e-mail that opens it with the order's number, the owner's setup link, and any other token or key.
 */
const SECRET_PARAMS = /token|e-?mail|password|secret|key|phone/i;

/** The address as a log line shows it: the values of secret parameters left out (`token=…`). */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let readable = name;
      try {
        readable = decodeURIComponent(name);
      } catch {
        // Left as sent: an unreadable name is refused before any route (server/http/unreadable.ts).
      }
      return eq >= 0 && SECRET_PARAMS.test(readable) ? `${name}=…` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/**
 * Fastify's request log lines, sampled (docs/decisions/033): no "incoming request" line; one "request completed" line
 * at info for a `sample` share of requests (LOG_SAMPLE: 1 every one, 0 none) and at debug for the rest, so
 * LOG_LEVEL=debug still shows every request. A request that failed is logged at error whatever the sample (a 5xx by
 * server/http/errors.ts with its cause, and Fastify's own error lines, which this class leaves as they are).
 */
export class SampledRequestLog extends LogController {
  constructor(private readonly sample: number) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (PROBES.has(request.url)) return;
    const line = {
      req: { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (this.sample >= 1 || (this.sample > 0 && Math.random() < this.sample)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

/** Every answer names its request's id in X-Request-Id (the `reference` a 5xx shows the guest). */
export function requestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
}
