import type { FastifyRequest } from 'fastify';

/** What a call's outcome was, for the page a plain form post is sent back to: null when it went through. */
export interface FormRefusal {
  status: number;
  message: string;
  fields: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call a page's plain form posts to, so that it works without the page's script (docs/decisions/069): the page
     * to send the browser back to (303), with the outcome in its address. server/http/errors.ts sends a refusal there
     * too; the page's script, asking for JSON, gets JSON as from any call.
     */
    formPage?: (req: FastifyRequest, refusal: FormRefusal | null) => string;
    /**
     * A call authorised by an order's status token (the secret of the status link, in the address's `token`) rather
     * than by a cookie: it carries no anti-forgery token, since a forged form from another site has nothing of the
     * guest's to borrow (server/http/xsrf.ts, docs/decisions/069).
     */
    statusToken?: true;
  }
}

/** Whether a request is a browser's own form post, which asks for a page, rather than a script's, which asks for JSON. */
export const isPlainFormPost = (req: FastifyRequest): boolean => /\btext\/html\b/.test(req.headers.accept ?? '');

/** Where to send a browser's plain form post back to with this outcome; null when the call has no page for it. */
export function formPageOf(req: FastifyRequest, refusal: FormRefusal | null): string | null {
  const page = req.routeOptions.config.formPage;
  return page && req.method === 'POST' && isPlainFormPost(req) ? page(req, refusal) : null;
}
