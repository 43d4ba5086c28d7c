import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RESERVE_DAYS, RESERVE_DAYS_MAX } from '../../core/order-states';
import { DEFAULT_ADDRESS_RATE_LIMIT, DEFAULT_FORM_RATE_LIMIT, DEFAULT_ORDER_RATE_LIMIT } from '../http/rate-limits';
import type { FileStoreSettings } from '../files/open-store';
import { PAGE_CACHE_MB_DEFAULT } from '../services/cache';
import { IMAGE_CACHE_MB_DEFAULT } from '../files/picture-cache';

/** A proxy address or CIDR range for TRUST_PROXY, or one of proxy-addr's names for private ranges. */
const isProxy = (s: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(s)) return true;
  const [ip = '', bits, extra] = s.split('/');
  const v = isIP(ip);
  return (
    v !== 0 &&
    extra === undefined &&
    (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v === 4 ? 32 : 128)))
  );
};

/** Settings read from the environment and checked once at start-up (the README lists them). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_ORDER_RATE_LIMIT),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_FORM_RATE_LIMIT),
  ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_ADDRESS_RATE_LIMIT),
  RESERVE_DAYS: z.coerce
    .number()
    .int(`must be a whole number of days from 1 to ${RESERVE_DAYS_MAX}`)
    .min(1, `must be a whole number of days from 1 to ${RESERVE_DAYS_MAX}`)
    .max(RESERVE_DAYS_MAX, `must be a whole number of days from 1 to ${RESERVE_DAYS_MAX}`)
    .default(DEFAULT_RESERVE_DAYS),
  TRUST_PROXY: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.every(isProxy),
      'must be a comma-separated list of proxy addresses or CIDR ranges, e.g. 10.0.0.1,10.1.0.0/16',
    )
    .optional(),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(PAGE_CACHE_MB_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SAMPLE: z.coerce
    .number('must be a number from 0 to 1, e.g. 0.05')
    .min(0, 'must be a number from 0 to 1, e.g. 0.05')
    .max(1, 'must be a number from 0 to 1, e.g. 0.05')
    .optional(),
  SHUTDOWN_TIMEOUT: z.coerce
    .number()
    .int('must be a whole number of seconds from 1 to 600')
    .min(1, 'must be a whole number of seconds from 1 to 600')
    .max(600, 'must be a whole number of seconds from 1 to 600')
    .default(10),
  NODE_ENV: z.string().optional(),
  // S3-compatible object storage for the shop's files (docs/decisions/103-one-file-store.md); unset: DATA_DIR.
  FILES_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  FILES_S3_ENDPOINT: z
    .url('must be the address of the S3-compatible service, e.g. https://ACCOUNT.r2.cloudflarestorage.com')
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  FILES_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name, e.g. us-east-1 or auto')
    .optional(),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILES_S3_PATH_STYLE: z.enum(['true', 'false'], 'must be true or false').optional(),
  FILES_S3_PREFIX: z
    .string()
    .regex(
      /^([\w.-]+\/)+$/,
      'must be folder names ending in a slash, e.g. shop-a/ (letters, digits, dots, hyphens, underscores)',
    )
    .optional(),
  IMAGE_CACHE_MB: z.coerce
    .number('must be a whole number of megabytes from 16 to 65536')
    .int('must be a whole number of megabytes from 16 to 65536')
    .min(16, 'must be a whole number of megabytes from 16 to 65536')
    .max(65536, 'must be a whole number of megabytes from 16 to 65536')
    .default(IMAGE_CACHE_MB_DEFAULT),
});

/** The settings of the S3-compatible store that mean nothing without FILES_S3_BUCKET. */
const S3_ONLY = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_REGION',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
  'FILES_S3_PATH_STYLE',
  'FILES_S3_PREFIX',
] as const;

const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (!!e.FILES_S3_ACCESS_KEY_ID !== !!e.FILES_S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [e.FILES_S3_ACCESS_KEY_ID ? 'FILES_S3_SECRET_ACCESS_KEY' : 'FILES_S3_ACCESS_KEY_ID'],
      message:
        "FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together: set both, or neither (the machine's own role)",
    });
  if (!e.FILES_S3_BUCKET)
    for (const name of S3_ONLY)
      if (e[name] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is set but FILES_S3_BUCKET is not: set the bucket too',
        });
});

export interface AppEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  /** Orders one guest (the same e-mail or phone) may place per minute. */
  orderRateLimit: number;
  /** Forms (inquiries and size requests together) one guest (the same e-mail or phone) may send per minute. */
  formRateLimit: number;
  /** Forms, and orders, one client address may send per minute, each kind apart. */
  addressRateLimit: number;
  /** Days an order awaiting payment holds its pieces before it is cancelled (docs/behaviour.md §4.7). */
  reserveDays: number;
  /** Proxies whose X-Forwarded-For is believed (behind a load balancer); undefined: none, the socket's address counts. */
  trustProxy: string[] | undefined;
  mailFrom: string | undefined;
  /** Share of requests logged at info, the rest at debug (docs/decisions/033); 5xx are always logged at error. */
  requestLogSample: number;
  /** Megabytes of rendered pages kept in memory (0: every page is rendered for each request; docs/decisions/046). */
  pageCacheMb: number;
  /** Seconds a SIGTERM or SIGINT waits for requests in flight before cutting them off (docs/decisions/033). */
  shutdownTimeoutSeconds: number;
  /** Where the shop's files are: DATA_DIR, or S3-compatible storage (FILES_S3_*; docs/decisions/103). */
  files: FileStoreSettings;
  /** Megabytes of resized pictures each process keeps on its own disk (DATA_DIR/cache/images; docs/decisions/103). */
  imageCacheMb: number;
}

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid setting in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    formRateLimit: e.FORM_RATE_LIMIT,
    addressRateLimit: e.ADDRESS_RATE_LIMIT,
    reserveDays: e.RESERVE_DAYS,
    trustProxy: e.TRUST_PROXY,
    mailFrom: e.MAIL_FROM,
    // In production (npm start) one request in twenty at info, the rest at debug; elsewhere every one at info.
    requestLogSample: e.LOG_SAMPLE ?? (e.NODE_ENV === 'production' ? 0.05 : 1),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT,
    pageCacheMb: e.PAGE_CACHE_MB,
    files: {
      dataDir,
      s3: e.FILES_S3_BUCKET
        ? {
            bucket: e.FILES_S3_BUCKET,
            endpoint: e.FILES_S3_ENDPOINT,
            // AWS needs the bucket's own; R2 takes `auto` or us-east-1; MinIO's default is us-east-1.
            region: e.FILES_S3_REGION ?? 'us-east-1',
            accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
            pathStyle: e.FILES_S3_PATH_STYLE === 'true',
            prefix: e.FILES_S3_PREFIX ?? '',
          }
        : undefined,
    },
    imageCacheMb: e.IMAGE_CACHE_MB,
  };
}
