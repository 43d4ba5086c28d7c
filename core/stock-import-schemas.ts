/**
 * A stock import as the back office and the command line see it (docs/behaviour.md §11.12, docs/decisions/028):
 * what the check found, how far the import has come, and what it did.
 */
import { z } from 'zod';

/** How many of each list a report keeps; the counts are always whole. */
export const REPORT_LIMIT = { errors: 500, changes: 200, additions: 200, missing: 200, pictures: 200 } as const;

/** The largest picture or video an import takes: a camera's original may be larger than a guest's 5 MB upload. */
export const IMPORT_PICTURE_MAX_BYTES = 25 * 1024 * 1024;

/**
 * What one .zip of pictures may hold and unpack to (server/services/stock-import/zip-pictures.ts); beyond any of them it is refused
 * before anything is written. Pictures and videos are compressed already and barely shrink in a .zip, so an archive
 * that unpacks to many times its size is a zip bomb, not a photo shoot: it may unpack to `ratio` times its size, or
 * to `ratioFloorBytes` when that is more (small drawn pictures of one colour do shrink), and never to more than
 * `bytes`, about the largest .zip the page takes.
 */
export const ZIP_LIMITS = {
  /** Records of any kind in its directory (a Mac adds a __MACOSX record per file, and folders have their own). */
  entries: 50_000,
  pictures: 20_000,
  entryBytes: IMPORT_PICTURE_MAX_BYTES,
  bytes: 2 * 1024 * 1024 * 1024,
  ratio: 20,
  ratioFloorBytes: 64 * 1024 * 1024,
} as const;

export const IMPORT_STATES = ['checking', 'checked', 'importing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const ImportErrorSchema = z.object({
  line: z.number().int(),
  tagNo: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** 'line 214: Karat: must be 18 to 24' (a JSON file's records are numbered: 'record 3: ...'). */
export const describeError = (e: ImportError, kind: 'csv' | 'json' = 'csv') =>
  `${kind === 'json' ? 'record' : 'line'} ${e.line}${e.tagNo ? ` (${e.tagNo})` : ''}: ${e.field === 'line' ? '' : `${e.field}: `}${e.message}`;

export const FieldChangeSchema = z.object({ field: z.string(), from: z.string(), to: z.string() });

export const ImportReportSchema = z.object({
  kind: z.enum(['csv', 'json']),
  /** Rows read (not counting the header). */
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Pieces in the shop that the file does not list: kept, or removed when the owner asks (reserved ones are kept). */
  missing: z.number().int(),
  missingReserved: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ImportErrorSchema),
  additions: z.array(z.object({ line: z.number().int(), tagNo: z.string(), name: z.string() })),
  changes: z.array(z.object({ line: z.number().int(), tagNo: z.string(), fields: z.array(FieldChangeSchema) })),
  missingPieces: z.array(z.object({ tagNo: z.string(), name: z.string(), reserved: z.boolean() })),
  pictures: z.object({
    /** Picture files sent with the file. */
    supplied: z.number().int(),
    /** Of those, the ones a row names (the rest are not used). */
    used: z.number().int(),
    /** Named by a row but neither sent nor already in the shop: the piece is imported without it. */
    missing: z.array(z.object({ line: z.number().int(), tagNo: z.string(), name: z.string() })),
    missingCount: z.number().int(),
    /** Sent, but not a picture or video by their content: refused, and the piece is imported without it. */
    unreadable: z.array(z.object({ name: z.string(), why: z.string() })),
    unreadableCount: z.number().int(),
  }),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportSummarySchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  pictures: z.number().int(),
  seconds: z.number(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** The last line the command line prints, and the page's summary: '12 added, 3 updated, 0 removed, 0 errors'. */
export const summaryLine = (s: { added: number; updated: number; removed: number; errors: number }) =>
  `${s.added} added, ${s.updated} updated, ${s.removed} removed, ${s.errors} errors`;

export const ImportStatusSchema = z.object({
  id: z.number().int(),
  state: z.enum(IMPORT_STATES),
  fileName: z.string(),
  picturesSent: z.boolean(),
  removeMissing: z.boolean(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  picturesTotal: z.number().int(),
  picturesDone: z.number().int(),
  /** When the running phase (check or import) began, for the time left. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  actor: z.string(),
  report: ImportReportSchema.nullable(),
  summary: ImportSummarySchema.nullable(),
  failure: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** How many pieces an import removes when asked: those the file does not list, less the reserved (always kept). */
export const removableOf = (r: Pick<ImportReport, 'missing' | 'missingReserved'>) => r.missing - r.missingReserved;

const countError = 'removeCount must be a whole number: the number of pieces to remove, typed back';

/**
 * The number of pieces to remove as the owner typed it back ("812", "1,204") or as sent (a number); an empty box is
 * no number. (A union and a pipe rather than z.preprocess, as core/rate-admin-schemas.ts reads the rate.)
 */
const removeCount = z
  .union([z.number(), z.string()], { error: countError })
  .transform((v) => {
    if (typeof v === 'number') return v;
    const digits = v.replace(/[\s,]/g, '');
    return digits === '' ? undefined : /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
  })
  .pipe(z.number({ error: countError }).int({ error: countError }).min(0, { error: countError }).optional());

/**
 * What the owner asks when the check is done: to import, and whether to remove the pieces the file does not list.
 * Removing them is the owner's alone (the API refuses staff), and `removeCount`, the number of pieces the check
 * found to remove as the owner typed it back, must be that number (`confirmedRun`).
 */
export const RunImportSchema = z.object({
  removeMissing: z
    .boolean({ error: 'removeMissing must be true or false' })
    .default(false)
    .describe('True to remove the pieces the file does not list (the owner alone; a reserved piece is always kept)'),
  removeCount: removeCount
    .optional()
    .describe(
      'Required when removeMissing is true: the number of pieces the check found to remove (report.missing less report.missingReserved), typed back to confirm',
    ),
});
export type RunImport = z.infer<typeof RunImportSchema>;

/**
 * Why a run may not remove the pieces it asks to, when `removable` is how many the check found: the number not typed
 * back, or another number. Null when it may (or removes nothing).
 */
export function removalRefusal(removable: number, run: RunImport): string | null {
  if (!run.removeMissing || run.removeCount === removable) return null;
  return run.removeCount === undefined
    ? `Type ${removable} to confirm that the ${removable} pieces the file does not list are removed`
    : `${run.removeCount} is not ${removable}: type ${removable}, the number of pieces the check found to remove`;
}

/**
 * RunImportSchema for an import whose check found `removable` pieces to remove: removing them needs that number
 * typed back. The page checks with it; the server with the same rule (removalRefusal) against the report it keeps.
 */
export const confirmedRun = (removable: number) =>
  RunImportSchema.superRefine((run, ctx) => {
    const refusal = removalRefusal(removable, run);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['removeCount'] });
  });

/** The import page's address: `?import=N` shows that import (a reload finds it again), without it the latest. */
export const ImportPageQuerySchema = z.object({
  import: z.coerce
    .number({ error: 'import must be the number of an import' })
    .int({ error: 'import must be the number of an import' })
    .positive({ error: 'import must be the number of an import' })
    .max(2_147_483_647, { error: 'import must be the number of an import' })
    .optional(),
});

/** Seconds left at the pace so far, or null before there is a pace to go by. */
export function secondsLeft(done: number, total: number, startedAt: string | null, now = Date.now()): number | null {
  if (!startedAt || done <= 0 || total <= done) return null;
  const spent = (now - Date.parse(startedAt)) / 1000;
  return spent > 0 ? Math.round((spent / done) * (total - done)) : null;
}
