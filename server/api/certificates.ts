import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import { etagOf, matchesEtag } from '../http/etag';
import { fileField, refusals } from '../http/openapi';
import type { FileStore } from '../files/store';
import { CERTIFICATE_NAME, certificateKey } from '../services/stock/certificates';

const TYPES = { jpg: 'image/jpeg', pdf: 'application/pdf' } as const;

/**
 * /Certificate/{name}: a piece's certificate (docs/behaviour.md §9.15, docs/decisions/082), a JPEG the shop re-encoded
 * or a PDF kept as sent, served by its stored name (which changes with its content, so it is kept a year), inline, in
 * its own type and nothing else: never sniffed, never run as a page (a sandbox with nothing allowed), never framed.
 */
export const certificatesRoute =
  (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Certificate/:name',
      {
        schema: {
          tags: ['images'],
          operationId: 'getCertificate',
          summary: "A piece's certificate: a JPEG picture or a PDF, shown inline",
          params: z.object({
            name: z.string().regex(CERTIFICATE_NAME, { error: 'name is not a certificate file name' }),
          }),
          response: {
            200: {
              description: 'The certificate, as a JPEG picture or a PDF',
              content: Object.fromEntries(
                Object.values(TYPES).map((type) => [type, { schema: fileField('The certificate') }]),
              ),
            },
            304: z.undefined().describe('Not modified: the ETag sent in If-None-Match still holds'),
            ...refusals(400, 404),
          },
        },
      },
      async (req, reply) => {
        const { name } = req.params;
        const info = await store.head(certificateKey(name));
        if (!info) {
          reply.header('Cache-Control', 'no-store');
          throw new DomainError(404, `No certificate named ${name}`);
        }
        const type = name.endsWith('.pdf') ? TYPES.pdf : TYPES.jpg;
        const etag = etagOf(`${name}:${info.modified.getTime()}`);
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', etag)
          .header('Content-Disposition', `inline; filename="${name}"`)
          .header('X-Content-Type-Options', 'nosniff')
          // A picture runs nothing in a sandbox; a browser's PDF viewer does not open in one, so a PDF (checked to be
          // one by its first bytes, and never sniffed as anything else) is allowed no script, style or connection.
          .header(
            'Content-Security-Policy',
            `default-src 'none'; frame-ancestors 'self'${type === TYPES.pdf ? '' : '; sandbox'}`,
          )
          .header('Cross-Origin-Resource-Policy', 'same-origin');
        if (matchesEtag(req, etag)) return reply.code(304).send();
        const file = await store.open(certificateKey(name));
        if (!file) {
          reply.header('Cache-Control', 'no-store');
          throw new DomainError(404, `No certificate named ${name}`);
        }
        reply.header('Content-Length', file.size);
        return reply.type(type).send(file.body);
      },
    );
  };
