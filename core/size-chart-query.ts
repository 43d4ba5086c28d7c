import { z } from 'zod';
import {
  sizeAnswerText,
  sizeForMeasurement,
  tenth,
  type ChartKind,
  type MeasuredBy,
  type SizeAnswer,
} from './size-chart';

/*
 * The size guides' "find my size" form (docs/behaviour.md §9.18): a GET the page's loader reads, kept apart from
 * core/size-chart.ts so that zod never reaches a guide's script.
 */

/** What is wrong with a "find my size" query, as the form says it (English; the guides' catalogue has each language's). */
export const FIND_SIZE_MESSAGES = {
  mm: 'Type your measurement in millimetres, e.g. 17.3',
  max: 'At most 400 mm',
  by: 'Choose diameter or circumference',
  other: 'Check your measurement',
} as const;
export type FindSizeProblem = keyof typeof FIND_SIZE_MESSAGES;

const mmField = z.coerce
  .number({ error: FIND_SIZE_MESSAGES.mm })
  .min(1, { error: FIND_SIZE_MESSAGES.mm })
  .max(400, { error: FIND_SIZE_MESSAGES.max });

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
  by: z.enum(['diameter', 'circumference'], { error: FIND_SIZE_MESSAGES.by }).default('diameter'),
  mm: mmField,
});

export type FindSizeQuery =
  | { state: 'empty' }
  | { state: 'invalid'; by: MeasuredBy; typed: string; message: string; problem: FindSizeProblem }
  /** `mm` is the measurement as the answer says it (to a tenth); `text` the answer in English words. */
  | { state: 'answered'; by: MeasuredBy; typed: string; mm: number; answer: SizeAnswer; text: string };

const problemOf = (message: string | undefined): FindSizeProblem =>
  (Object.keys(FIND_SIZE_MESSAGES) as FindSizeProblem[]).find((k) => FIND_SIZE_MESSAGES[k] === message) ?? 'other';

/** Reads a guide's query: nothing asked yet, a field in error, or the answer. */
export function readFindSize(kind: ChartKind, params: URLSearchParams): FindSizeQuery {
  const typed = (params.get('mm') ?? '').trim();
  const rawBy = params.get('by');
  const by: MeasuredBy = rawBy === 'circumference' ? 'circumference' : 'diameter';
  if (!typed && !rawBy) return { state: 'empty' };
  const parsed = FindSizeSchema.safeParse({ by: rawBy ?? undefined, mm: typed.replace(',', '.') || undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? FIND_SIZE_MESSAGES.other;
    return { state: 'invalid', by, typed, message, problem: problemOf(message) };
  }
  const answer = sizeForMeasurement(kind, parsed.data.by, parsed.data.mm);
  return {
    state: 'answered',
    by: parsed.data.by,
    typed,
    mm: tenth(parsed.data.mm),
    answer,
    text: sizeAnswerText(kind, parsed.data.by, parsed.data.mm, answer),
  };
}
