import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore, StoredFile } from './store';
import { checkKey, checkPrefix } from './keys';

/** S3-compatible object storage's settings (FILES_S3_*, server/start/env.ts). */
export interface S3Settings {
  bucket: string;
  /** The service's address (R2, MinIO, B2, ...); undefined: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (instance role, AWS_* variables, shared files). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, s3rver and most self-hosted ones). */
  pathStyle: boolean;
  /** Prepended to every key (`shop-a/`), so one bucket may hold several shops' files. */
  prefix: string;
  /** Keys per page of a listing (1000, the most S3 gives; tests make it small to cross pages). */
  pageSize?: number;
}

/** Whether the service said there is no such object (a 404 of any kind), as opposed to any other failure. */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * The S3-compatible kind of file store (docs/decisions/103-one-file-store.md), on AWS's own client. A put is one
 * PutObject, which the service makes visible whole or not at all; a missing key is null, any other failure (no
 * answer, refused keys, no bucket) is thrown as it came. Requests give up after 10 s and are tried three times by the
 * client.
 */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly pageSize: number;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.pageSize = settings.pageSize ?? 1000;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.pathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
      // Only when the service asks for them (R2 and older MinIO refuse the newer default checksums on some calls).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectOf(key: string) {
    return { Bucket: this.bucket, Key: this.prefix + checkKey(key) };
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.objectOf(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType ?? 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const found = await this.open(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async open(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand(this.objectOf(key)));
      if (!(out.Body instanceof Readable)) throw new Error(`The file store gave no readable body for ${key}`);
      return { body: out.Body, size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand(this.objectOf(key)));
      return { key, size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand(this.objectOf(key)));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + checkPrefix(prefix),
          ContinuationToken: token,
          MaxKeys: this.pageSize,
        }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key) continue;
        yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Writes, reads back and deletes a small file of its own: the bucket is there and these keys may do all three. */
  async check(): Promise<void> {
    const key = `.store-check/${randomBytes(6).toString('hex')}`;
    await this.put(key, Buffer.from('ok'), 'text/plain');
    const back = await this.get(key);
    await this.delete(key);
    if (back?.toString() !== 'ok') throw new Error('The file store did not give back what was written');
  }

  /** Closes the client's connections (tests, the owner's commands). */
  close(): void {
    this.client.destroy();
  }
}
