import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { LANGUAGE_COOKIE, pathIn } from '../../core/locale';
import { canonicalPageUrl } from '../../core/page-query';
import { isBackOffice } from '../auth/guard';
import { cachedBody, sendCached, type CachedBody } from '../http/body-cache';
import { REQUEST_ID_MARKER } from '../../core/constants';
import { cssInliner } from './inline-css';
import { withBagState } from './bag-state';
import { deferHydration, hasRouterScript } from './deferred-hydration';
import { contentSecurityPolicy, newNonce } from '../http/security';
import type { Services } from '../services';
import { refusalOf } from '../http/unreadable';
import type { BackOffice } from '../services/admin-pages';

/**
 * HTML and route data are the same for every visitor (docs/behaviour.md §10.3), so browsers revalidate and CDNs may
 * keep them a minute.
 */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';

function toWebRequest(req: FastifyRequest, origin: string, url: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (hasBody && req.body !== undefined) {
    body =
      typeof req.body === 'string'
        ? req.body
        : Buffer.isBuffer(req.body)
          ? Uint8Array.from(req.body)
          : JSON.stringify(req.body);
  }
  // Joined, not resolved: a path starting `//` must not become another host (docs/behaviour.md §10.10.1).
  return new Request(new URL(`${new URL(origin).origin}${url}`), { method: req.method, headers, body });
}

/** The home page's address: the only one whose answer depends on the language cookie. */
const isHome = (url: string) => url === '/' || url.startsWith('/?');

/** Where a guest who chose Urdu goes from the English home address (with its query), or null. */
function homeRedirect(req: FastifyRequest): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isHome(req.url)) return null;
  return req.cookies[LANGUAGE_COOKIE] === 'ur' ? pathIn('ur', req.url) : null;
}

/** A failed page names the request's id where the error boundary left its marker (app/root.tsx, docs/decisions/033). */
const withRequestId = (html: string, id: string) => html.replaceAll(REQUEST_ID_MARKER, id);

/**
 * Turns React Router's answer into headers and a body, shareable unless it must not be kept (cookies, private, not
 * 200, or read by a back-office loader).
 */
async function readResponse(res: Response, inline: (html: string) => string, memberOwn: boolean, nonce: string) {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') headers[key] = value;
  });
  const cookies = res.headers.getSetCookie();
  let body = res.body ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0);
  if ((headers['content-type'] ?? '').startsWith('text/html')) {
    const html = inline(body.toString('utf8'));
    body = Buffer.from(html);
    headers['content-security-policy'] = contentSecurityPolicy(nonce);
  }
  // What a back-office loader read is one member's: private, whatever the address looked like (app/lib/admin-access.ts).
  if (memberOwn) headers['cache-control'] = 'private, no-store';
  const cc = headers['cache-control'];
  const shareable = res.status === 200 && cookies.length === 0 && !/private|no-store/.test(cc ?? '');
  if (shareable) headers['cache-control'] = cc ?? PAGE_CACHE;
  else headers['cache-control'] ??= 'no-store';
  return { status: res.status, headers, cookies, body, shareable };
}

/**
 * Every path that is not the API, an image or a built asset is rendered by React Router. A page that is the
 * same for everyone is rendered once and kept (with its compressed forms) until the catalogue changes or a
 * minute passes; the guest's own pages (order status) and anything setting a cookie are never kept.
 */
export function registerSsr(
  app: FastifyInstance,
  build: ServerBuild,
  services: Services,
  backOffice: BackOffice,
  origin: string,
  clientDir?: string,
) {
  const inline = clientDir ? cssInliner(clientDir) : (html: string, _options?: { firstScreen?: boolean }) => html;
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const pages = services.caches.pages;

  async function render(req: FastifyRequest, url: string) {
    const member = req.staffSession?.member ?? null;
    const nonce = newNonce();
    let memberOwn = false;
    const res = await handle(toWebRequest(req, origin, url), {
      services,
      publicUrl: origin,
      // The back office's services only reach a request that has a session (app/lib/admin-access.ts).
      backOffice: member ? backOffice : null,
      member,
      setupTokenValid: (token) => backOffice.setupTokenValid(token),
      invitation: (token) => backOffice.invitation(token),
      markPrivate: () => {
        memberOwn = true;
      },
      nonce,
      requestId: req.id,
      log: req.log,
      refusal: refusalOf(req),
    });
    return readResponse(
      res,
      (html) => {
        const page = withRequestId(html, req.id);
        // A storefront page draws its first screen from its HTML alone, then takes its script and whole stylesheet
        // (docs/decisions/046). The back office's come at once: staff act on a page as soon as it is there.
        return !isBackOffice(url) && hasRouterScript(page)
          ? deferHydration(inline(withBagState(page, nonce), { firstScreen: true }), nonce)
          : inline(page);
      },
      memberOwn,
      nonce,
    );
  }

  async function send(req: FastifyRequest, reply: FastifyReply) {
    // The home address remembers a guest's language (docs/decisions/091): the only answer that reads the cookie, and
    // it says so to shared caches; every page itself is the same for everyone.
    const home = homeRedirect(req);
    if (home)
      return reply.code(302).headers({ location: home, 'cache-control': 'private, no-store', vary: 'Cookie' }).send();
    // The back office is never kept, nor served from what was kept (docs/behaviour.md §11.1).
    const keepable = req.method === 'GET' && !isBackOffice(req.url) && refusalOf(req) === null;
    // A storefront page depends on its path and the parameters pages read: it is rendered and kept without the
    // others (docs/decisions/035-bounded-caches.md).
    const url = keepable ? canonicalPageUrl(req.url) : req.url;
    if (keepable) {
      const kept = pages.peek<CachedBody>(url);
      if (kept) return sendCached(req, reply, await kept);
    }
    const r = await render(req, url);
    if (keepable && r.shareable) {
      const entry = cachedBody(r.body, isHome(url) ? { ...r.headers, vary: 'Cookie' } : r.headers);
      pages.set(url, entry);
      return sendCached(req, reply, entry);
    }
    reply.code(r.status).headers(r.headers);
    if (r.cookies.length) reply.header('set-cookie', r.cookies);
    return reply.send(r.body);
  }

  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', schema: { hide: true }, handler: send });
}
