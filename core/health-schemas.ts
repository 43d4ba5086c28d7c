import { z } from 'zod';

/** GET /healthz: the process is up (docs/decisions/033-operating-the-shop.md). */
export const HealthAnswerSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: whether this process can serve, and when it cannot, what is wrong (docs/decisions/033). */
export const ReadinessAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** 'ok', or why the database cannot serve: it does not answer, or migrations are not applied. */
  database: z.string(),
  /** Migrations of this build not yet applied to the database. */
  pendingMigrations: z.number().int().min(0).optional(),
  /** 'ok', or why the file store cannot serve (docs/decisions/103-one-file-store.md). */
  files: z.string(),
  /** Which file store: `local` (DATA_DIR) or `s3` (S3-compatible object storage). */
  filesKind: z.enum(['local', 's3']),
});
/** GET /readyz's 503: what is wrong, in `database` or `files` and in a sentence. */
export const NotReadyAnswerSchema = ReadinessAnswerSchema.extend({ message: z.string() });
export type ReadinessAnswer = z.infer<typeof NotReadyAnswerSchema> | z.infer<typeof ReadinessAnswerSchema>;
