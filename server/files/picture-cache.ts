import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** Megabytes of resized pictures a process keeps on its disk unless IMAGE_CACHE_MB says otherwise. */
export const IMAGE_CACHE_MB_DEFAULT = 512;

/** Where the resized copies are: DATA_DIR/cache/images, on each machine's own disk (never in the file store). */
export const renditionsDir = (dataDir: string) => path.join(dataDir, 'cache', 'images');

/** A resized copy's name: `{base}-{ext}-{width}.{format}` (server/api/images.ts). */
export const renditionName = (name: string, width: number, format: string) => {
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${ext.slice(1).toLowerCase()}-${width}.${format}`;
};

/** Whether `file` is a resized copy of the picture `name`. */
const isCopyOf = (name: string, file: string) => {
  const ext = path.extname(name);
  const base = path.basename(name, ext).replace(/[.-]/g, '\\$&');
  return new RegExp(`^${base}-${ext.slice(1).toLowerCase()}-\\d+\\.(avif|webp|jpeg)$`).test(file);
};

interface Copy {
  size: number;
  /** When the original was last written (the copy's file carries it as its modified time): the ETag's part. */
  modifiedMs: number;
}

/**
 * The resized pictures of one process (docs/decisions/103-one-file-store.md): files in DATA_DIR/cache/images, known
 * to an LRU list bounded in bytes. Past the bound the least recently served copies are deleted; a copy asked for again
 * is made again from the original in the file store. At start the folder's files are taken into the list, oldest
 * first, so a restart keeps its copies and still keeps the bound. Several processes on one machine share the folder,
 * each counting what it knows of; a copy another deleted is made again when asked for.
 */
export class PictureCache {
  readonly dir: string;
  private readonly copies: LRUCache<string, Copy>;

  constructor(dataDir: string, maxBytes: number) {
    this.dir = renditionsDir(dataDir);
    this.copies = new LRUCache<string, Copy>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (c) => Math.max(1, c.size),
      dispose: (_copy, name, reason) => {
        if (reason === 'evict') void rm(path.join(this.dir, name), { force: true }).catch(() => undefined);
      },
    });
  }

  /** Makes the folder and takes in the copies already there, oldest first (the newest are kept within the bound). */
  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const found: (Copy & { name: string; atime: number })[] = [];
    for (const name of await readdir(this.dir)) {
      if (name.endsWith('.tmp')) {
        await rm(path.join(this.dir, name), { force: true });
        continue;
      }
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info?.isFile()) found.push({ name, size: info.size, modifiedMs: info.mtimeMs, atime: info.atimeMs });
    }
    found.sort((a, b) => a.atime - b.atime);
    for (const c of found) this.copies.set(c.name, { size: c.size, modifiedMs: c.modifiedMs });
  }

  /** A copy this process knows of, with its bytes, or null (none, or its file gone). */
  async read(name: string): Promise<{ data: Buffer; modifiedMs: number } | null> {
    const copy = this.copies.get(name);
    if (!copy) return null;
    const data = await readFile(path.join(this.dir, name)).catch(() => null);
    if (!data) {
      this.copies.delete(name);
      return null;
    }
    return { data, modifiedMs: copy.modifiedMs };
  }

  /** Keeps a copy made now (written beside its place and renamed), dated as its original. */
  async write(name: string, data: Buffer, originalModified: Date): Promise<number> {
    const file = path.join(this.dir, name);
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await utimes(tmp, new Date(), originalModified);
    await rename(tmp, file);
    const modifiedMs = (await stat(file)).mtimeMs;
    this.copies.set(name, { size: data.length, modifiedMs });
    return modifiedMs;
  }

  /** Bytes of copies the list holds now. */
  get bytes(): number {
    return this.copies.calculatedSize;
  }
}

/**
 * Deletes the resized copies of these pictures from this machine's folder (a picture replaced or removed); a process
 * that still lists one finds its file gone and makes it again from the original, or answers 404 without it.
 */
export async function forgetRenditions(dataDir: string, names: readonly string[]): Promise<void> {
  if (!names.length) return;
  const dir = renditionsDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files) if (names.some((n) => isCopyOf(n, file))) await rm(path.join(dir, file), { force: true });
}
