import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Anti-forgery (DESIGN.md): GET /api/xsrf sets the XSRF-TOKEN cookie (readable by the page's script, SameSite
 * Strict); every non-GET call to /api/ must carry the same value in X-XSRF-TOKEN, or it is refused with 403.
 */
export function xsrf(app: FastifyInstance, secureCookies: boolean) {
  app.get('/api/xsrf', { schema: { hide: true } }, async (req, reply) => {
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
  const check = async (req: FastifyRequest, reply: FastifyReply) => {
    const cookie = req.cookies[XSRF_COOKIE] ?? '';
    const header = String(req.headers[XSRF_HEADER] ?? '');
    const ok =
      cookie.length >= 32 &&
      cookie.length === header.length &&
      timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
    if (!ok) {
      return reply.code(403).send({
        message: 'This form has expired or was sent from another site. Please reload the page and try again.',
      });
    }
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS')) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, check];
  });
}
