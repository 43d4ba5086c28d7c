import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '../../core/api-schemas';
import { DomainError } from '../common/domain-error';
import { REFUSED_PAGE_PATH } from '../../core/constants';

/**
 * The one guard against addresses the shop cannot read (docs/behaviour.md §10.10.1, docs/decisions/031): broken
 * percent-encoding or a NUL character, in the path or the query, and over-long addresses. Fastify's `rewriteUrl`
 * (which runs before any route is looked up) notes the refusal and sends the request to a path of its own; the API
 * answers 400 JSON and the storefront renders its bad-request page, so no page, loader or query ever sees it.
 */

/**
 * An address longer than this is refused. React Router's own requests for the route manifest (`/__manifest?paths=…`,
 * every link on a page) go up to 7,680 characters, so the limit is above that, and under Node's 16 KB of headers.
 */
export const URL_MAX_LENGTH = 8192;
/** Where a refused API request is sent: answered by the guard's hook before any route. */
const REFUSED_API_PATH = '/api/__unreadable';

const refusals = new WeakMap<IncomingMessage, Refusal>();

/** Decodes one %-encoded part (a `+` in a query is a space); null when its escapes are not UTF-8. */
function decoded(part: string, query: boolean): string | null {
  try {
    return decodeURIComponent(query ? part.replace(/\+/g, ' ') : part);
  } catch {
    return null;
  }
}

/** Why the shop cannot read an address (said to the guest), and the query parameter at fault when it is one. */
export interface Refusal {
  message: string;
  field?: string;
}

const BROKEN = 'This address has a broken %-escape and cannot be read.';
const NUL = 'This address has a NUL character (%00) in it and cannot be read.';

/** Why the shop cannot read this address, or null when it can. */
export function unreadableUrl(url: string): Refusal | null {
  if (url.length > URL_MAX_LENGTH) return { message: `This address is longer than ${URL_MAX_LENGTH} characters.` };
  const q = url.indexOf('?');
  const path = decoded(q < 0 ? url : url.slice(0, q), false);
  if (path === null) return { message: BROKEN };
  if (path.includes('\u0000')) return { message: NUL };
  if (q < 0) return null;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = decoded(eq < 0 ? pair : pair.slice(0, eq), true);
    const value = eq < 0 ? '' : decoded(pair.slice(eq + 1), true);
    const field = name !== null && !name.includes('\u0000') ? name : undefined;
    if (name === null || value === null) return { message: BROKEN, ...(field === undefined ? {} : { field }) };
    if (name.includes('\u0000') || value.includes('\u0000'))
      return { message: NUL, ...(field === undefined ? {} : { field }) };
  }
  return null;
}

/** The path with every run of slashes made one, and its query kept; null when there is no run. */
export function singleSlashed(url: string): string | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.includes('//')) return null;
  return path.replace(/\/{2,}/g, '/') + (q < 0 ? '' : url.slice(q));
}

const isApi = (url: string) => /^\/(api|Image|_admin)(\/|$|\?)/.test(url);

/** Fastify's `rewriteUrl`: a refused address is noted and sent to a path of the guard's own. */
export function rewriteUnreadable(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const refusal = unreadableUrl(url);
  if (refusal === null) return url;
  refusals.set(raw, refusal);
  // An Urdu page's address is answered by the Urdu bad-request page (the language is the address's first part).
  return isApi(url) ? REFUSED_API_PATH : /^\/ur([/?]|$)/.test(url) ? `/ur${REFUSED_PAGE_PATH}` : REFUSED_PAGE_PATH;
}

/** Why this request's address was refused, or null (the page renderer shows it on the bad-request page). */
export const refusalOf = (req: FastifyRequest): string | null => refusals.get(req.raw)?.message ?? null;

/**
 * Answers a refused API request with 400 JSON (a page request is left to the renderer when there is one), and a
 * path with doubled slashes with a redirect to the single-slashed path (a GET or HEAD) or 404.
 */
export function unreadableGuard(app: FastifyInstance, pagesRendered: () => boolean) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusals.get(req.raw);
    if (refusal !== undefined) {
      if (isApi(req.originalUrl) || !pagesRendered() || !['GET', 'HEAD', 'POST'].includes(req.method)) {
        const { message, field } = refusal;
        const answer: ErrorAnswer = field === undefined ? { message } : { message, errors: [{ field, message }] };
        return reply.code(400).send(answer);
      }
      return;
    }
    const single = singleSlashed(req.url);
    if (single === null) return;
    if (req.method === 'GET' || req.method === 'HEAD') return reply.redirect(single, 301);
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` } satisfies ErrorAnswer);
  });
}

/** Said of a value with a NUL character or half a surrogate pair, which no field takes (and the database refuses). */
export const NUL_REFUSED = 'has a NUL character or broken Unicode in it, which no field takes';

/** A NUL, or half of a UTF-16 surrogate pair (JSON's `\\ud800` alone): text no database column takes. */
const HALF_PAIR = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || HALF_PAIR.test(text);

/** The first field (as `a.b.0`) whose text, or whose name, cannot be stored (a NUL, broken Unicode); null when none. */
export function nulField(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return unstorable(value) ? at || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const here = at ? `${at}.${k}` : k;
    if (unstorable(k)) return here;
    const found = nulField(v, here);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the 400 naming the field when a body has a NUL character or broken Unicode anywhere. */
export function refuseNul(value: unknown) {
  const field = nulField(value);
  if (field !== null) throw new DomainError(400, `${field} ${NUL_REFUSED}`, field);
}

/** JSON bodies are parsed as Fastify does (prototype keys refused), then refused with 400 if they hold unstorable text. */
export function nulFreeJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text: string, done) =>
    parse(req, text, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      try {
        refuseNul(value);
        done(null, value);
      } catch (refusal) {
        done(refusal as Error, undefined);
      }
    }),
  );
}
