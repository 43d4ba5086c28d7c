import type { Readable } from 'node:stream';

/**
 * The shop's files behind one interface (docs/decisions/103-one-file-store.md): product pictures and videos
 * (`images/`), certificates (`certificates/`), guests' uploads (`uploads/slips/`, `uploads/photos/`, ...) and stock
 * imports' files (`imports/{id}/`). Two kinds: the local folder DATA_DIR (one machine) and S3-compatible object storage
 * (several machines). What stays on each machine's own disk is not here: resized pictures (a per-process cache), the
 * outbox of a shop without a mail server, the embedded database.
 *
 * A key is a relative path with forward slashes, no `..`, no leading slash, e.g. `images/ab12cd.jpg`.
 */
export interface StoredFile {
  key: string;
  size: number;
  /** When it was last written. */
  modified: Date;
}

export interface FileStore {
  /** `local` (DATA_DIR) or `s3`; said by /readyz and the logs. */
  readonly kind: 'local' | 's3';
  /** Writes the whole file or nothing (a reader never sees half of it); an existing file of that key is replaced. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes, or null when there is none of that key. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number; modified: Date } | null>;
  /** What is known of the file without reading it, or null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  /** Removes the file; none of that key is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (e.g. `images/`), in no promised order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Throws when the store cannot be read and written now (for /readyz and start-up). */
  check(): Promise<void>;
}
