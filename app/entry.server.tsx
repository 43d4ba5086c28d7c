import { renderToReadableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5000;

/**
 * Renders the whole document before answering: the server buffers it anyway to give it an ETag. Every script React
 * Router writes carries this render's nonce, the one the Content-Security-Policy allows (server/http/security.ts), as
 * do the shop's own (app/lib/nonce.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const { nonce } = loadContext;
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) loadContext.log.error({ err: error }, 'page failed to render');
      },
    },
  );
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { headers: responseHeaders, status });
}

/**
 * A loader's or action's failure, logged with the request's id (docs/decisions/033-operating-the-shop.md). The
 * router's own refusal of a request (a POST to a page without an action: 405) is the client's mistake, not a
 * failure: logged at debug, so nobody can fill the error log by sending them.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) context.log.debug({ status: error.status }, 'page refused');
  else context.log.error({ err: error }, 'page failed');
}
