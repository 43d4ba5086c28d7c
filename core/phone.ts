import { z } from 'zod';

/**
 * One rule for a phone number in every form (docs/behaviour.md §5, phone numbers): digits, with the spaces and dashes people type
 * between them ("0333 9876543", "0333-9876543", "+92 333 9876543") and a leading "+", kept as typed. Only the digits
 * are counted: 7 to 15 (the international limit), or exactly `digits` where a form asks for that many.
 */
const PHONE_CHARS = /^\+?\d[\d -]*\d$/;

export const isPhone = (v: string, digits?: number) => {
  const n = v.replace(/\D/g, '').length;
  return PHONE_CHARS.test(v) && (digits ? n === digits : n >= 7 && n <= 15);
};

/** A phone field: `required` when it is left empty, `invalid` (the same unless given) when it is not a number. */
export const phoneField = (
  required: string,
  { invalid = required, digits }: { invalid?: string; digits?: number } = {},
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((v) => isPhone(v, digits), { error: invalid });
