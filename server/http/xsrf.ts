import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { XsrfAnswerSchema } from '../../core/api-schemas';
import './plain-form';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const XSRF_REFUSED =
  'This form has expired or was sent from another site. Please reload the page and try again.';
const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();

/**
 * Whether a route gets the anti-forgery check: every call under /api/ but GET, HEAD and OPTIONS, but the answer to
 * unknown paths (server/http/errors.ts apiFallback), which changes nothing and says 404 or 405, and but a call an
 * order's status token authorises (`config.statusToken`, server/http/plain-form.ts), which reads no cookie.
 */
export function xsrfGuards(
  method: string | readonly string[],
  url: string,
  config?: { statusToken?: true } | null,
): boolean {
  const methods = typeof method === 'string' ? [method] : method;
  return (
    url.startsWith('/api/') &&
    url !== '/api/*' &&
    config?.statusToken !== true &&
    methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS')
  );
}

/**
 * Anti-forgery (docs/behaviour.md §10.5): GET /api/xsrf sets the XSRF-TOKEN cookie (readable by the page's script,
 * SameSite Strict); every non-GET call to /api/ must carry the same value in X-XSRF-TOKEN, or it is refused with 403.
 */
export function xsrf(app: FastifyInstance, secureCookies: boolean) {
  const schema = {
    tags: ['anti-forgery'],
    operationId: 'getXsrfCookie',
    summary: 'Set the XSRF-TOKEN cookie, whose value every call that changes something sends back as X-XSRF-TOKEN',
    response: { 200: XsrfAnswerSchema.describe('The cookie is set, or kept when it is already there') },
  };
  app.get('/api/xsrf', { schema }, async (req, reply) => {
    let token = req.cookies[XSRF_COOKIE];
    if (!token || !/^[\w-]{32,64}$/.test(token)) {
      token = randomBytes(24).toString('base64url');
      reply.setCookie(XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'strict',
        secure: secureCookies,
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 30,
      });
    }
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
  // Checked on the API's own non-GET routes (an unknown path still answers 404), before the body is read.
  const check = async (req: FastifyRequest) => {
    const cookie = req.cookies[XSRF_COOKIE] ?? '';
    const header = String(req.headers[XSRF_HEADER] ?? '');
    const ok =
      cookie.length >= 32 &&
      cookie.length === header.length &&
      timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
    if (!ok) throw new DomainError(403, XSRF_REFUSED);
  };
  app.addHook('onRoute', (route) => {
    if (!xsrfGuards(route.method, route.url, route.config)) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, check];
  });
}
