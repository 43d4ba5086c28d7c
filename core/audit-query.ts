import { z } from 'zod';
import { optionalDayField, pageField } from './admin-lists';
import { AUDIT_KINDS } from './audit-words';

/** The audit log's entries a page (docs/behaviour.md §11.1). */
export const AUDIT_PER_PAGE = 50;

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
    from: optionalDayField('From'),
    to: optionalDayField('To'),
    page: pageField,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'From must be on or before To', path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
