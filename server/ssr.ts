import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { etagOf, matchesEtag } from './http';
import { contentSecurityPolicy, inlineScriptHashes } from './security';
import type { Services } from './services';

/** HTML and route data are the same for every visitor (DESIGN.md), so browsers revalidate and CDNs may keep them a minute. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';

function toWebRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (hasBody && req.body !== undefined) {
    body = typeof req.body === 'string' ? req.body : Buffer.isBuffer(req.body) ? Uint8Array.from(req.body) : JSON.stringify(req.body);
  }
  return new Request(new URL(req.url, origin), { method: req.method, headers, body });
}

async function sendResponse(req: FastifyRequest, reply: FastifyReply, res: Response) {
  reply.code(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    reply.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))));
  }
  if (req.method === 'GET' && res.status === 200 && !cookies.length) {
    const etag = etagOf(body);
    reply.header('ETag', etag).header('Cache-Control', res.headers.get('cache-control') ?? PAGE_CACHE);
    if (matchesEtag(req, etag)) return reply.code(304).send();
  } else if (!res.headers.has('cache-control')) {
    reply.header('Cache-Control', 'no-store');
  }
  return reply.send(body);
}

/** Every path that is not the API, an image or a built asset is rendered by React Router. */
export function registerSsr(app: FastifyInstance, build: ServerBuild, services: Services, origin: string) {
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => sendResponse(req, reply, await handle(toWebRequest(req, origin), { services, publicUrl: origin })),
  });
}
