import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { tooLarge } from '../../core/upload-rules';
import { DomainError } from '../common/domain-error';
import { isRequestRefusal } from './errors';
import { refuseNul } from './unreadable';

export interface MultipartBody {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** Files by field name; `truncated` when the file was over the 5 MB limit (only its first 5 MB are kept). */
  files: Map<string, { data: Buffer; truncated: boolean }>;
}

/**
 * Reads a whole multipart body (at most 3 files of 5 MB, registered in app.ts with throwFileSizeLimit off) without
 * throwing on a file that is too large or unexpected, so the caller decides what to answer once it has seen every field
 * (a robot's form is answered as if it worked, whatever its files).
 */
export async function readMultipart(req: FastifyRequest): Promise<MultipartBody> {
  // No prototype: a field named `__proto__` or `constructor` is a field like any other (docs/decisions/032).
  const fields = Object.create(null) as Record<string, string>;
  const files: MultipartBody['files'] = new Map();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.set(part.fieldname, { data, truncated: part.file.truncated });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    // Everything here is the client's body: a malformed or cut-off form is its fault, never a 500.
    if (err instanceof req.server.multipartErrors.FilesLimitError)
      throw new DomainError(413, 'At most 3 files can be sent with one form');
    if (isRequestRefusal(err)) throw err;
    throw new DomainError(400, 'The form could not be read. Please send it again.');
  }
  refuseNul(fields);
  return { fields, files };
}

/**
 * The files under the expected field names (`labels`: field → what the guest calls it), empty ones dropped.
 * A file under another name is refused with 400, one over 5 MB with 413, each naming its field.
 */
export function expectedFiles(
  files: MultipartBody['files'],
  labels: Readonly<Record<string, string>>,
): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const [field, file] of files) {
    const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
    if (label === undefined) throw new DomainError(400, `Unexpected file field ${field}`, field);
    if (file.truncated) throw new DomainError(413, tooLarge(label), field);
    if (file.data.length) out.set(field, file.data);
  }
  return out;
}

/** A file of a multipart body, by the name it was sent under. */
export interface SentFile {
  filename: string;
  data: Buffer;
}

/**
 * Every file of a multipart body sent under `field` (several pictures of one piece), in order, at most `files` of
 * `fileSize` bytes each (this request's own limits, over app.ts's). Text fields are ignored; a file under another
 * field is a 400, one file too many a 413 saying `tooMany`, a file over the size a 413 naming it, an empty one is
 * dropped.
 */
export async function readFileList(
  req: FastifyRequest,
  field: string,
  limits: { files: number; fileSize: number },
  tooMany: string,
): Promise<SentFile[]> {
  const out: SentFile[] = [];
  // The whole body is read before answering, so the browser is not cut off mid-upload.
  let refusal: DomainError | null = null;
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      const filename = part.filename || `Picture ${out.length + 1}`;
      if (part.fieldname !== field)
        refusal ??= new DomainError(400, `Unexpected file field ${part.fieldname}`, part.fieldname);
      else if (part.file.truncated) refusal ??= new DomainError(413, tooLarge(filename), field);
      else if (data.length) out.push({ filename, data });
    }
  } catch (err) {
    if (err instanceof req.server.multipartErrors.FilesLimitError) throw new DomainError(413, tooMany, field);
    if (isRequestRefusal(err)) throw err;
    throw new DomainError(400, 'The form could not be read. Please send it again.');
  }
  if (refusal) throw refusal;
  return out;
}
