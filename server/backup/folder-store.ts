import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFile } from '../files/store';

/**
 * TEMPORARY: the smallest FileStore on a local folder, for the backup's own code and tests until the shop's LocalStore
 * (server/files/local-store.ts) is in; then this file goes and its callers take a LocalStore instead. It keeps a key
 * as the file of that relative path under `root` (DATA_DIR), as the shop keeps its files today.
 */
export class FolderStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === ''))
      throw new Error(`Not a file key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside its place and moved there whole: a reader sees the old file or the new one, never half.
    const writing = `${file}.${randomBytes(6).toString('hex')}.writing`;
    await writeFile(writing, data);
    await rename(writing, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch(none);
  }

  async open(key: string) {
    // Opened first and streamed from the open file: a file replaced or removed meanwhile still reads whole.
    const handle = await open(this.fileOf(key), 'r').catch(none);
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size, modified: info.mtime };
  }

  async head(key: string): Promise<StoredFile | null> {
    const info = await stat(this.fileOf(key)).catch(none);
    return info?.isFile() ? { key, size: info.size, modified: info.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    // The folder the prefix names (or that its last part starts), walked below; keys are filtered by the prefix.
    const base = prefix.endsWith('/') ? prefix : prefix.slice(0, prefix.lastIndexOf('/') + 1);
    for await (const key of walk(this.root, base)) {
      if (!key.startsWith(prefix)) continue;
      const info = await stat(path.join(this.root, key)).catch(none);
      if (info?.isFile()) yield { key, size: info.size, modified: info.mtime };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.check-${randomBytes(6).toString('hex')}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  }
}

/** null for a file that is not there; any other failure is thrown. */
function none(err: unknown): null {
  if (err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR')) return null;
  throw err;
}

/** The keys of the files under `dir` (a key prefix ending in `/`, or '' for the root), files half written left out. */
async function* walk(root: string, dir: string): AsyncIterable<string> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(none);
  for (const entry of entries ?? []) {
    const key = `${dir}${entry.name}`;
    if (entry.isDirectory()) yield* walk(root, `${key}/`);
    else if (entry.isFile() && !entry.name.endsWith('.writing')) yield key;
  }
}
