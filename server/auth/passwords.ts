import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { NewPasswordSchema } from '../../core/staff-schemas';
import { DomainError } from '../common/domain-error';

/**
 * argon2id (the library's default algorithm, written into every hash) with OWASP's recommended cost (19 MiB,
 * 2 passes): about 60 ms a hash on the shop's server.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('not anybody’s password at all'));

let common: Set<string> | undefined;
/** The ~49,000 commonest passwords (zxcvbn's list), lowercased. */
const commonPasswords = () =>
  (common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));

/**
 * Refuses a password under 12 characters or among the commonest (docs/behaviour.md §11.1), including one of
 * them repeated or with digits added at the end ('password1234'), with a 400 on `field`.
 */
export function checkNewPassword(password: unknown, field = 'password'): string {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? 'Password is not valid', field);
  const p = parsed.data.toLowerCase();
  const stem = p.replace(/[\d\W_]+$/, '');
  const repeated = /^(.+?)\1+$/.exec(p)?.[1];
  if (
    commonPasswords().has(p) ||
    (stem.length >= 4 && commonPasswords().has(stem)) ||
    (repeated && commonPasswords().has(repeated))
  )
    throw new DomainError(400, 'This password is among the commonest ones. Please choose another.', field);
  return parsed.data;
}
