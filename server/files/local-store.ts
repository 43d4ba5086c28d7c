import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FileStore, StoredFile } from './store';
import { checkKey, checkPrefix } from './keys';

const isMissing = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR');

/** Files written half way end in this, beside their place; list() never shows them. */
const PARTIAL = /\.\d+-[0-9a-f]{8}\.part$/;

/**
 * The local kind of file store (docs/decisions/103-one-file-store.md): a key is a file under DATA_DIR
 * (`images/ab12.jpg` is DATA_DIR/images/ab12.jpg), as the shop kept its files before there was a store, so a
 * DATA_DIR from then is read as it is. A file is written beside its place, flushed, and renamed over it: a reader sees
 * the old file or the new one, never half of one.
 */
export class LocalStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir);
  }

  /** The file a key names. */
  fileOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (err) {
      await handle.close();
      await rm(partial, { force: true });
      throw err;
    }
    await handle.close();
    try {
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
  }

  async open(key: string) {
    const file = this.fileOf(key);
    const info = await stat(file).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size, modified: info.mtime };
  }

  async head(key: string): Promise<StoredFile | null> {
    const info = await stat(this.fileOf(key)).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    return info?.isFile() ? { key, size: info.size, modified: info.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    // The folder the prefix is in (or the prefix itself when it ends in `/`), walked below.
    const cut = prefix.lastIndexOf('/');
    const folder = cut < 0 ? '' : prefix.slice(0, cut);
    const dir = folder ? path.join(this.root, ...folder.split('/')) : this.root;
    const names = await readdir(dir, { recursive: true }).catch((err: unknown) => {
      if (isMissing(err)) return [] as string[];
      throw err;
    });
    for (const name of names) {
      const key = (folder ? `${folder}/` : '') + name.split(path.sep).join('/');
      if (!key.startsWith(prefix) || PARTIAL.test(key)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size, modified: info.mtime };
    }
  }

  async check(): Promise<void> {
    const key = `.store-check/${process.pid}-${randomBytes(4).toString('hex')}`;
    await this.put(key, Buffer.from('ok'));
    await this.delete(key);
  }
}
