import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorAnswerSchema } from '../../core/api-schemas';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../core/upload-rules';
import { XSRF_COOKIE, XSRF_HEADER_NAME, xsrfGuards } from './xsrf';

/** What each refusal of the API means; every one of them answers ErrorAnswerSchema. */
const REFUSALS = {
  400: 'The request is not valid; `errors` names each field at fault with its message',
  401: 'There is no back-office session: sign in first',
  403: 'Refused: the X-XSRF-TOKEN header does not match the anti-forgery cookie (or the session), or only the owner may do this',
  404: 'There is no such thing',
  406: 'The call answers in one media type only, which the Accept header does not ask for (the alerts stream: text/event-stream)',
  409: 'Refused by the shop as it is now; the message says why (an order: a piece is sold or the prices have changed; a gold rate more than 10% from the last one: not confirmed)',
  408: 'The request did not arrive in full in time (Fastify answers this itself, for any call)',
  413: 'The body, or one of its files, is too large',
  415: 'The body is not in a media type the call reads',
  429: 'Too many from this guest or this address within a minute, or too many alert streams for one session; Retry-After says when to try again',
  500: 'Something failed on the server (the details are logged, never sent)',
  503: 'The database cannot be reached just now, or too many pictures are arriving at once, or too many alert streams are open; Retry-After says when to try again',
} as const;
type Refusal = keyof typeof REFUSALS;

/** The `response` entries of a route's refusals, e.g. `...refusals(400, 404)`: the error answer under each status. */
export function refusals<S extends Refusal>(...statuses: S[]): Partial<Record<S, z.ZodType>> {
  const out: Partial<Record<S, z.ZodType>> = {};
  // Fastify's own 408 answer carries `error` and `statusCode` as well.
  for (const s of statuses) out[s] = (s === 408 ? ErrorAnswerSchema.loose() : ErrorAnswerSchema).describe(REFUSALS[s]);
  return out;
}

/** A file part of a multipart body, as the document shows it. */
export const fileField = (description: string) => z.string().meta({ format: 'binary', description });
/** A guest's picture in a multipart body (a slip, a size photo), described with the upload rule (core/upload-rules.ts). */
export const pictureField = (label: string) =>
  fileField(
    `${label}: JPG, PNG, GIF or WebP, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
  );

const SECURITY_SCHEMES = {
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER_NAME,
    description: 'The value of the XSRF-TOKEN cookie, sent back by the page (GET /api/xsrf sets the cookie)',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'zewar-session',
    description:
      'The back-office session, set by signing in (`__Host-zewar-session` when the shop is served over https)',
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: XSRF_COOKIE,
    description: 'Set by GET /api/xsrf (SameSite Strict, readable by the page)',
  },
  statusToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      "The secret of an order's status link (the `token` of /orderstatus?token=…, in every mail to the guest): it opens that one order",
  },
} as const;

type Content = Record<string, { schema: z.ZodType }>;
const contentOf = (body: unknown): Content | undefined =>
  typeof body === 'object' && body !== null && 'content' in body && typeof body.content === 'object'
    ? (body.content as Content)
    : undefined;

/**
 * Each route's zod schemas turned into the document (fastify-type-provider-zod), plus what the route does not
 * declare itself because another part of the server adds it: the anti-forgery check on the calls it guards
 * (security and 403, server/http/xsrf.ts), the 403 of a back-office call to a member who must choose their own
 * password first (server/auth/guard.ts), the 500 any call may answer (server/http/errors.ts), and the 408 Fastify gives
 * any request that is still arriving when requestTimeout runs out (server/app.ts). A body declared per media type
 * (`body: { content }`, read by its handler: server/app.ts) has each media type converted.
 */
const transform: SwaggerTransform = (doc) => {
  const { schema, route } = doc;
  if (!schema || schema.hide) return jsonSchemaTransform(doc);
  const guarded = xsrfGuards(route.method, route.url, route.config);
  const byStatusToken = route.config?.statusToken === true;
  const config: unknown = route.config;
  const isPublic = typeof config === 'object' && config !== null && 'access' in config && config.access === 'public';
  const member = route.url.startsWith('/api/admin/') && !isPublic;
  // A member who must choose their own password is refused every back-office call but these (server/auth/guard.ts).
  const beforePasswordChange = route.config?.beforePasswordChange === true;
  const content = contentOf(schema.body);
  const response = {
    ...(guarded || (member && !beforePasswordChange) ? refusals(403) : {}),
    ...refusals(408, 500),
    ...(schema.response as Record<string, unknown> | undefined),
  };
  const out = jsonSchemaTransform({ ...doc, schema: { ...schema, body: content ? undefined : schema.body, response } });
  const documented: FastifySchema & { security?: unknown } = {
    ...out.schema,
    security: byStatusToken
      ? [{ statusToken: [] }]
      : guarded || member
        ? [{ ...(member ? { staffSession: [] } : {}), ...(guarded ? { xsrfHeader: [], xsrfCookie: [] } : {}) }]
        : [],
  };
  if (content) {
    const converted = Object.entries(content).map(([type, { schema: body }]) => [
      type,
      { schema: jsonSchemaTransform({ ...doc, schema: { body } }).schema.body },
    ]);
    documented.body = { content: Object.fromEntries(converted) };
  }
  return { schema: documented, url: out.url };
};

/** The OpenAPI document served at /api/docs (checked by `npm run lint:api`). */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Zewar shop API',
      version: '1.0.0',
      description:
        'The calls the storefront makes: the catalog, the forms, the order, and product pictures. Every refusal ' +
        'answers `{ message, errors? }`; calls that change something carry the anti-forgery token.',
      license: { name: 'Proprietary (the terms and conditions of the shop)', url: '/termscondition' },
    },
    servers: [{ url: '/', description: 'The shop that serves this document' }],
    tags: [
      { name: 'catalog', description: 'Stock items, menus and gold rates, as the pages show them' },
      { name: 'forms', description: "Guests' inquiries and size requests, mailed to the shop" },
      { name: 'orders', description: 'Placing an order; the server prices it again' },
      { name: 'images', description: 'Product pictures and videos' },
      { name: 'anti-forgery', description: 'The token every call that changes something must carry' },
      { name: 'back office', description: 'Signing in, and what the owner and staff do (a session is needed)' },
      { name: 'operations', description: 'Whether the shop is up and ready, for a load balancer' },
    ],
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform,
};
