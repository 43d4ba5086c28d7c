import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MUST_CHANGE_PASSWORD, type SignedIn } from '../../core/staff-schemas';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import type { Actor } from '../services/audit';
import { XSRF_COOKIE, XSRF_HEADER_NAME, XSRF_REFUSED } from '../http/xsrf';
import { readSession, sessionCookieName, type Session } from './sessions';

/** Who may call a back-office route: anybody (sign-in, setup), any signed-in member (the default), or the owner. */
export type Access = 'public' | 'member' | 'owner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office session of this request, when it has one (resolved for back-office paths only). */
    staffSession: Session | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Answered to a member who must choose their own password first (reading the session, signing out, changing it). */
    beforePasswordChange?: boolean;
  }
}

/** Back-office pages without a session that are not sent to the sign-in page. */
export const OPEN_PAGES = new Set(['/admin/login', '/admin/setup', '/admin/join']);

/** Where a member who must choose their own password is sent from any other back-office page. */
export const PASSWORD_PAGE = '/admin/password';

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * A path as React Router matches it against the route table: percent-escapes decoded, any case (its routes are
 * not case-sensitive), the `.data` of its data requests and trailing or repeated slashes left out. `/ADMIN/Orders.data`,
 * `/%61dmin/orders/` and `/admin//orders` are all `/admin/orders`, so none of them passes the guard as a storefront page.
 */
export function routePath(url: string): string {
  let p = pathOf(url);
  try {
    p = decodeURIComponent(p);
  } catch {
    // An address that cannot be decoded is refused before any route (server/http/unreadable.ts); read it as it is.
  }
  p = p.toLowerCase().replace(/\/{2,}/g, '/');
  if (p === '/_root.data') return '/';
  p = p.replace(/\.data$/, '').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** React Router's single-fetch data request (`/admin/orders.data?_routes=…`): it names the loaders it runs. */
const isDataRequest = (url: string) => pathOf(url).endsWith('.data');

export const isBackOfficePage = (url: string) => {
  const p = routePath(url);
  return p === '/admin' || p.startsWith('/admin/');
};
export const isBackOfficeApi = (url: string) => {
  const p = routePath(url);
  return p === '/api/admin' || p.startsWith('/api/admin/');
};
export const isBackOffice = (url: string) => isBackOfficePage(url) || isBackOfficeApi(url);

/** The member behind a request, for the audit log; refuses (401) when there is none. */
export function actorOf(req: FastifyRequest): Actor & { member: SignedIn } {
  const member = req.staffSession?.member;
  if (!member) throw new DomainError(401, 'Please sign in.');
  return { staffId: member.id, name: member.name, member };
}

const sameToken = (a: string, b: string) =>
  a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The back office's guard (docs/behaviour.md §11.1), before any route runs:
 * - every back-office answer is `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`;
 * - a page other than sign-in and setup, without a session, is sent to /admin/login (an unknown path too, so
 *   nothing behind it can be probed), and so is a data request (`.data`) before any loader runs, whatever `_routes`
 *   names; the path is read as React Router matches it (`routePath`), in any case and spelling;
 * - each back-office loader checks the session and the role once more itself (app/lib/admin-access.ts);
 * - an API call without a session is refused with 401 JSON (an unknown one too), a staff member calling an
 *   owner's route with 403, and a change whose X-XSRF-TOKEN is not this session's token with 403;
 * - a member who must choose their own password (the owner typed it or asked for a new one) is sent to
 *   /admin/password from every other page but the open ones, and refused every call with 403 but those marked
 *   `beforePasswordChange`: a route nobody marked is refused, so a new one cannot forget it.
 */
export function adminGuard(app: FastifyInstance, db: Db, https: boolean) {
  const cookie = sessionCookieName(https);
  app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isBackOffice(req.url)) return;
    reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
    req.staffSession = await readSession(db, req.cookies[cookie]);
    if (isBackOfficePage(req.url)) {
      const path = routePath(req.url);
      if (OPEN_PAGES.has(path)) return;
      if (req.staffSession?.member.mustChangePassword && path !== PASSWORD_PAGE)
        return isDataRequest(req.url)
          ? reply.code(204).header('X-Remix-Redirect', PASSWORD_PAGE).header('X-Remix-Status', '302').send()
          : reply.redirect(PASSWORD_PAGE, 302);
      if (req.staffSession) return;
      // No loader runs without a session, whichever loaders a data request names: React Router's client is told to
      // go to the sign-in page (its redirect for data requests), a document is sent there.
      if (isDataRequest(req.url))
        return reply.code(204).header('X-Remix-Redirect', '/admin/login').header('X-Remix-Status', '302').send();
      return reply.redirect('/admin/login', 302);
    }
    const access: Access = req.routeOptions.config.access ?? 'member';
    if (access === 'public') return;
    if (!req.staffSession) throw new DomainError(401, 'Please sign in.');
    if (req.staffSession.member.mustChangePassword && !req.routeOptions.config.beforePasswordChange)
      throw new DomainError(403, MUST_CHANGE_PASSWORD);
    if (access === 'owner' && req.staffSession.member.role !== 'owner')
      throw new DomainError(403, 'Only the owner can do this.');
    const changes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (changes && !sameToken(String(req.headers[XSRF_HEADER_NAME.toLowerCase()] ?? ''), req.staffSession.csrfToken))
      throw new DomainError(403, XSRF_REFUSED);
  });
  // Whatever a route or the renderer set, a back-office answer is never kept by a browser, proxy or search engine.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isBackOffice(req.url)) reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
    return payload;
  });
  return {
    /** Sets the session cookie and binds the anti-forgery cookie to the session. */
    signedIn(reply: FastifyReply, s: { token: string; csrfToken: string; expiresAt: Date }) {
      const maxAge = Math.floor((s.expiresAt.getTime() - Date.now()) / 1000);
      reply.setCookie(cookie, s.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: https, maxAge });
      reply.setCookie(XSRF_COOKIE, s.csrfToken, {
        path: '/',
        httpOnly: false,
        sameSite: 'strict',
        secure: https,
        maxAge,
      });
    },
    signedOut(reply: FastifyReply) {
      reply.clearCookie(cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: https });
    },
    token: (req: FastifyRequest) => req.cookies[cookie],
  };
}
export type AdminGuard = ReturnType<typeof adminGuard>;
