import { z } from 'zod';
import type { AlertCounts } from './alerts';

/** The menu's counts as GET /api/admin/alerts answers them (docs/behaviour.md §11.13; the type in core/alerts.ts). */
export const AlertCountsSchema = z.object({
  awaitingPayment: z.number().int().nonnegative().describe('Orders awaiting payment'),
  slipsToCheck: z.number().int().nonnegative().describe('Of them, those whose guest sent a deposit slip'),
  unanswered: z.number().int().nonnegative().describe('Inquiries not answered (newsletter sign-ups aside)'),
}) satisfies z.ZodType<AlertCounts>;
