import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '../../core/api-schemas';
import { DomainError, type FieldError } from '../common/domain-error';
import { formPageOf, type FormRefusal } from './plain-form';

/** What a guest is told when something failed that nobody expected (the details go to the log). */
export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
/** What a guest is told while the database cannot be reached. */
export const UNAVAILABLE = 'We cannot take your request just now. Please try again in a minute.';
/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A refusal of the request itself by Fastify or a plugin: a FastifyError (an `FST_` code: not JSON, too large, too
 * many parts...) or an http-errors error marked safe to show (`expose`: a static file's bad range or path), with a
 * 4xx status. Its message is about the request, never about the inside.
 */
export function isRequestRefusal(err: unknown): err is Error & { statusCode: number } {
  if (!(err instanceof Error) || !('statusCode' in err)) return false;
  const { statusCode } = err;
  const fromFastify = 'code' in err && typeof err.code === 'string' && err.code.startsWith('FST_');
  const exposed = 'expose' in err && err.expose === true;
  return (fromFastify || exposed) && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

const answerOf = (message: string, errors: readonly FieldError[]): ErrorAnswer =>
  errors.length ? { message, errors: [...errors] } : { message };

/**
 * The one place where errors become answers (docs/decisions/021):
 * - a schema's refusal and a DomainError: 4xx JSON { message, errors? } naming the fields at fault;
 * - Fastify's own refusal of the request (not JSON, too large...): its 4xx with its message;
 * - the database out of reach (`unreachable`, by error code and state): 503 with a plain message and Retry-After;
 * - anything else: 500 with a plain message. Both 5xx are logged with every detail and say nothing of them.
 */
/**
 * Fastify's own refusals before any route is found (a path with broken percent-encoding: FST_ERR_BAD_URL) go
 * through the same shape: 400 { message }. Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(err: Error, _req: unknown, reply: FastifyReply) {
  const status = isRequestRefusal(err) ? err.statusCode : 400;
  void reply.code(status).send({ message: err.message } satisfies ErrorAnswer);
}

export function errorHandling(app: FastifyInstance, unreachable: (err: unknown) => boolean) {
  app.setErrorHandler((err: Error, req, reply) => {
    // A browser's plain form post goes back to its page, the outcome in the page's address (server/http/plain-form.ts);
    // a failure nobody expected is still logged in full.
    const page = formPageOf(req, refusalOf(err, unreachable));
    if (page) {
      if (!(err instanceof DomainError) && !isRequestRefusal(err)) req.log.error({ err }, 'form post failed');
      return reply.redirect(page, 303);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const errors: FieldError[] = err.validation.map((v) => ({
        field: String(
          v.params?.issue && typeof v.params.issue === 'object' && 'path' in v.params.issue
            ? (v.params.issue.path as PropertyKey[]).map(String).join('.')
            : v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        ),
        message: v.message ?? 'is not valid',
      }));
      const summary = errors
        .map((e) => (e.message.startsWith(e.field) ? e.message : `${e.field}: ${e.message}`))
        .join('; ');
      return reply.code(400).send({ message: `Invalid ${where}: ${summary}`, errors });
    }
    if (err instanceof DomainError) {
      if (err.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.code(err.status).send(answerOf(err.message, err.errors));
    }
    if (isRequestRefusal(err)) return reply.code(err.statusCode).send({ message: err.message });
    if (unreachable(err)) {
      req.log.error({ err }, 'database unreachable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: UNAVAILABLE, reference: req.id });
    }
    // The id the log line carries (server/http/request-log.ts), for the guest to quote (docs/decisions/033).
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: SERVER_ERROR, reference: req.id });
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(notFound(req.method, req.url)));
}

/** An error as the page of a plain form post is told it: its status, its message and the fields at fault. */
function refusalOf(err: Error, unreachable: (err: unknown) => boolean): FormRefusal {
  if (err instanceof DomainError)
    return { status: err.status, message: err.message, fields: err.errors.map((e) => e.field) };
  if (hasZodFastifySchemaValidationErrors(err)) return { status: 400, message: err.message, fields: [] };
  if (isRequestRefusal(err)) return { status: err.statusCode, message: err.message, fields: [] };
  return { status: unreachable(err) ? 503 : 500, message: SERVER_ERROR, fields: [] };
}

const notFound = (method: string, url: string): ErrorAnswer => ({
  message: `Not found: ${method} ${url.split('?')[0]}`,
});

/** A route's path as a pattern of concrete paths: `:param` one segment, `*` the rest. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\*/g, '.*')}/?$`,
  );

/** The API's routes as they are registered, for apiFallback: call before any of them is. */
export function noteApiRoutes(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url === '/api/*') return;
    routes.push({ pattern: patternOf(r.url), methods: [r.method].flat() });
  });
  return routes;
}

/**
 * Every path under /api answers the API's JSON, never a page (the storefront's catch-all takes GET, HEAD and POST
 * of any path): an unknown one 404, a known one asked with another method 405 with `Allow`. Registered after
 * errorHandling, whose answers its refusals (and the back office guard's) go through.
 */
export function apiFallback(app: FastifyInstance, routes: ReturnType<typeof noteApiRoutes>) {
  const answer = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? req.url;
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
    if (allowed.length === 0) return reply.code(404).send(notFound(req.method, req.url));
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({ message: `${req.method} is not allowed on ${path}: use ${allowed.join(' or ')}` } satisfies ErrorAnswer);
  };
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/*',
    schema: { hide: true },
    handler: answer,
  });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/api', schema: { hide: true }, handler: answer });
}
