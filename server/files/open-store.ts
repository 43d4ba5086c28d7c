import { LocalStore } from './local-store';
import { S3Store, type S3Settings } from './s3-store';
import type { FileStore } from './store';

/** Which file store the settings choose: S3-compatible storage when FILES_S3_BUCKET is set, else DATA_DIR. */
export interface FileStoreSettings {
  dataDir: string;
  s3?: S3Settings;
}

/** The shop's file store (docs/decisions/103-one-file-store.md), made from the settings checked at start-up. */
export function openFileStore(settings: FileStoreSettings): FileStore {
  return settings.s3 ? new S3Store(settings.s3) : new LocalStore(settings.dataDir);
}

/** Where a store's files are, for the logs: `DATA_DIR /data` or `bucket zewar (prefix shop-a/)`. */
export function describeStore(settings: FileStoreSettings): string {
  if (!settings.s3) return `local folder ${settings.dataDir}`;
  const { bucket, endpoint, prefix } = settings.s3;
  return `S3 bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}${prefix ? ` (keys under ${prefix})` : ''}`;
}

/** Reads a whole stream (a stored file's body) into one buffer. */
export async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
