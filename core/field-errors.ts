import type { z } from 'zod';

/** Each failing field with its messages in order, e.g. { 'UserData.email': ['Email is required'] }. */
export function errorsByField(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const i of result.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}
