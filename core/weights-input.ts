import { z } from 'zod';

/*
 * Numbers typed into the storefront's estimate forms (the old gold value, §9.16, and the zakat estimate, §9.17),
 * read from a GET form's query: an empty or missing box is "not given" (undefined), anything else must be a number
 * of the field's kind, or the field is named with a message the form shows under it.
 */

/** A typed number: "1,250.5" or " 12 " → 1250.5, 12; "" → undefined; anything else NaN (refused by the pipe). */
export function typedNumber(v: string | undefined, decimals: number): number | undefined {
  const t = (v ?? '').replace(/[\s,]/g, '');
  if (t === '') return undefined;
  const shape = decimals > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{0,${decimals}})?$`) : /^\d{1,12}$/;
  return shape.test(t) ? Number(t) : Number.NaN;
}

/** An optional number from 0 to `max` with at most `decimals` decimals; `error` names the field and what it takes. */
export const optionalNumber = (error: string, max: number, decimals: number) =>
  z
    .string({ error })
    .optional()
    .transform((v) => typedNumber(v, decimals))
    .pipe(z.number({ error }).min(0, { error }).max(max, { error }).optional());
