import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources for every inline script of a page, so the CSP needs no 'unsafe-inline' for scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const script = m[1] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Two years, subdomains too: what the HSTS preload list asks for (docs/decisions/033-operating-the-shop.md). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer (docs/behaviour.md §10.8); pages add their own CSP with script hashes. HSTS only
 * when the shop's public address is https: sent over plain http it would lock a browser out of a shop without TLS.
 */
export function securityHeaders(app: FastifyInstance, https: boolean) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (https) reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy([]));
    }
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
