import type { z } from 'zod';
import type { FieldError } from '../../core/api-schemas';

/** One field at fault and what is wrong with it, as a 4xx answer names it (core's FieldErrorSchema). */
export type { FieldError };

/**
 * The one error the shop's own code raises for something the caller can put right: a bad order, a refused
 * upload, an unreadable form, a wrong owner's command. `status` is the HTTP status (4xx, or 503 when the shop is too
 * busy just now to take it: the pictures' queue, server/files/uploads.ts), `message` is said as it is, and `errors` names
 * the fields at fault. server/http/errors.ts alone turns it into an answer; anything else thrown is a failure nobody
 * expected and is answered without its details (docs/decisions/021).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  /** The fields at fault, each with its message; empty when the error is not about a field. */
  readonly errors: readonly FieldError[];

  constructor(
    readonly status: number,
    message: string,
    field?: string | readonly FieldError[],
    /** Seconds to wait before trying again, sent as Retry-After (a 429, a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.errors = typeof field === 'string' ? [{ field, message }] : (field ?? []);
  }
}

/** A schema's refusal as a 400: every field at fault (under `prefix`, e.g. UserData) with its message. */
export function invalidInput(error: z.ZodError, prefix?: string): DomainError {
  const errors = error.issues.map((i) => ({
    field: [...(prefix ? [prefix] : []), ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  return new DomainError(400, errors.map((e) => e.message).join('; '), errors);
}
