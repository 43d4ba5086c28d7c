import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A new script nonce for one render: 128 random bits (docs/decisions/060). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of an answer. A page allows the inline scripts of its render alone, those carrying
 * its nonce: React Router's (given the nonce at render, app/entry.server.tsx) and the shop's own (the bag's first
 * frame, the starter of deferred hydration). A script that found its way into the page any other way does not run,
 * whatever it says. Answers that are not pages allow no inline script at all.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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
 * Security headers on every answer (docs/behaviour.md §10.8); pages add their own CSP with their render's nonce. HSTS only
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
      reply.header('Content-Security-Policy', contentSecurityPolicy());
    }
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
