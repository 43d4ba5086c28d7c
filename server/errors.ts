import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

interface FieldError {
  field: string;
  message: string;
}

/** A schema's refusal as the 400 body of DESIGN.md: every field at fault (under `prefix`, e.g. UserData) with its message. */
export function invalidBody(error: z.ZodError, prefix?: string): { message: string; errors: FieldError[] } {
  const errors = error.issues.map((i) => ({
    field: [...(prefix ? [prefix] : []), ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  return { message: errors.map((e) => e.message).join('; '), errors };
}

/**
 * One error handler (fastify/demo habit): a 4xx answer is JSON { message, errors? } naming the fields;
 * a 5xx answer says nothing about the inside.
 */
export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
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
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Errors that know their field (uploads) name it, as every 4xx should (DESIGN.md).
      const field = (err as { field?: unknown }).field;
      return reply
        .code(status)
        .send(
          typeof field === 'string'
            ? { message: err.message, errors: [{ field, message: err.message }] }
            : { message: err.message },
        );
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
