import { z } from 'zod';
import { pageField } from './admin-lists';
import { AUDIT_KINDS } from './audit-words';

/** The audit log's entries a page (docs/behaviour.md §11.1). */
export const AUDIT_PER_PAGE = 50;

/** A real calendar day, YYYY-MM-DD: 2026-02-30 is not one. */
const isDay = (d: string) => {
  const at = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
};

/** `?from=` or `?to=`: a day in Pakistan, or empty for no bound. */
const dayField = (name: string) =>
  z
    .string()
    .trim()
    .refine((d) => d === '' || isDay(d), { error: `${name} must be a date (YYYY-MM-DD)` })
    .default('');

/**
 * The audit log's filters from its address (`?who=&kind=&from=&to=&page=`): the person who made the change (as the
 * log names them), the kind of change (core/audit-words.ts), the first and last day (both included, in Pakistan's
 * time) and the page. An empty field is no filter.
 */
export const AuditQuerySchema = z
  .object({
    who: z.string().trim().max(100, { error: 'Who must be at most 100 characters' }).default(''),
    kind: z
      .enum(['', ...AUDIT_KINDS], { error: `Kind must be one of ${AUDIT_KINDS.join(', ')}, or empty` })
      .default(''),
    from: dayField('From'),
    to: dayField('To'),
    page: pageField,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must be on or before To', path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
