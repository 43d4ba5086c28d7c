import { renderToReadableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5000;

/**
 * Renders the whole document before answering: the server buffers it anyway to give it an ETag and a
 * Content-Security-Policy with the hashes of its inline scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (!request.signal.aborted) loadContext.log.error({ err: error }, 'page failed to render');
    },
  });
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { headers: responseHeaders, status });
}

/** A loader's or action's failure, logged with the request's id (docs/decisions/033-operating-the-shop.md). */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (!request.signal.aborted) context.log.error({ err: error }, 'page failed');
}
