import { z } from 'zod';
import { sizeAnswerText, sizeForMeasurement, type ChartKind, type MeasuredBy, type SizeAnswer } from './size-chart';

/*
 * The size guides' "find my size" form (docs/behaviour.md §9.18): a GET the page's loader reads, kept apart from
 * core/size-chart.ts so that zod never reaches a guide's script.
 */

const mmField = z.coerce
  .number({ error: 'Type your measurement in millimetres, e.g. 17.3' })
  .min(1, { error: 'Type your measurement in millimetres, e.g. 17.3' })
  .max(400, { error: 'At most 400 mm' });

/**
 * A same-site path to go back to (a product page the guest came from), or null: only a path of this shop
 * ("/product/…"), never another site ("//host", "https://…", "/\\host") or a control character.
 */
export function sameSitePath(back: unknown): string | null {
  if (typeof back !== 'string' || back.length > 300) return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(back) || /\p{Cc}/u.test(back)) return null;
  return back;
}

/** The guides' "find my size" form (a GET: ?by=diameter&mm=17.3&back=/product/…), one schema for page and test. */
export const FindSizeSchema = z.object({
  by: z.enum(['diameter', 'circumference'], { error: 'Choose diameter or circumference' }).default('diameter'),
  mm: mmField,
});

export type FindSizeQuery =
  | { state: 'empty' }
  | { state: 'invalid'; by: MeasuredBy; typed: string; message: string }
  | { state: 'answered'; by: MeasuredBy; typed: string; answer: SizeAnswer; text: string };

/** Reads a guide's query: nothing asked yet, a field in error, or the answer. */
export function readFindSize(kind: ChartKind, params: URLSearchParams): FindSizeQuery {
  const typed = (params.get('mm') ?? '').trim();
  const rawBy = params.get('by');
  const by: MeasuredBy = rawBy === 'circumference' ? 'circumference' : 'diameter';
  if (!typed && !rawBy) return { state: 'empty' };
  const parsed = FindSizeSchema.safeParse({ by: rawBy ?? undefined, mm: typed.replace(',', '.') || undefined });
  if (!parsed.success) {
    return { state: 'invalid', by, typed, message: parsed.error.issues[0]?.message ?? 'Check your measurement' };
  }
  const answer = sizeForMeasurement(kind, parsed.data.by, parsed.data.mm);
  return {
    state: 'answered',
    by: parsed.data.by,
    typed,
    answer,
    text: sizeAnswerText(kind, parsed.data.by, parsed.data.mm, answer),
  };
}
