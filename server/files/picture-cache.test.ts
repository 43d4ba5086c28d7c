import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRenditions, PictureCache, renditionName, renditionsDir } from './picture-cache';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-cache-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const kB = (n: number) => Buffer.alloc(n * 1024, 1);
const files = async () => (await readdir(renditionsDir(dataDir))).sort();

describe('the resized pictures of one process (docs/decisions/103-one-file-store.md)', () => {
  it('names a copy after its picture, width and format', () => {
    expect(renditionName('ZG-1-ab12cd34.jpg', 320, 'webp')).toBe('ZG-1-ab12cd34-jpg-320.webp');
    expect(renditionName('A.PNG', 640, 'avif')).toBe('A-png-640.avif');
  });

  it('keeps its copies within the bound, the least recently sent deleted first', async () => {
    const cache = new PictureCache(dataDir, 100 * 1024);
    await cache.open();
    const dated = new Date('2026-11-01T10:00:00Z');
    await cache.write('a-jpg-320.webp', kB(40), dated);
    await cache.write('b-jpg-320.webp', kB(40), dated);
    expect(await cache.read('a-jpg-320.webp')).not.toBeNull(); // a is now the more recently sent
    await cache.write('c-jpg-320.webp', kB(40), dated);
    await new Promise((r) => setTimeout(r, 50)); // the evicted file is deleted in the background
    expect(await files()).toEqual(['a-jpg-320.webp', 'c-jpg-320.webp']);
    expect(cache.bytes).toBe(80 * 1024);
    expect(await cache.read('b-jpg-320.webp')).toBeNull();
    // A copy carries its original's time, the ETag's part on every machine.
    const a = await cache.read('a-jpg-320.webp');
    expect(a?.modifiedMs).toBe(dated.getTime());
    expect((await stat(path.join(renditionsDir(dataDir), 'a-jpg-320.webp'))).mtimeMs).toBe(dated.getTime());
  });

  it('takes in the copies a restart finds, within the bound, and drops half-written ones', async () => {
    const first = new PictureCache(dataDir, 1024 * 1024);
    await first.open();
    for (const name of ['a', 'b', 'c']) await first.write(`${name}-jpg-320.webp`, kB(40), new Date());
    await writeFile(path.join(renditionsDir(dataDir), 'd-jpg-320.webp.123.tmp'), 'half');
    const again = new PictureCache(dataDir, 100 * 1024);
    await again.open();
    await new Promise((r) => setTimeout(r, 50));
    expect((await files()).length).toBe(2);
    expect(again.bytes).toBe(80 * 1024);
  });

  it('forgets the copies of pictures replaced or removed, and a copy whose file is gone', async () => {
    const cache = new PictureCache(dataDir, 1024 * 1024);
    await cache.open();
    await cache.write('ZG-1-aa-jpg-320.webp', kB(1), new Date());
    await cache.write('ZG-1-aa-jpg-640.avif', kB(1), new Date());
    await cache.write('ZG-1-aab-jpg-320.webp', kB(1), new Date());
    await forgetRenditions(dataDir, ['ZG-1-aa.jpg']);
    expect(await files()).toEqual(['ZG-1-aab-jpg-320.webp']);
    expect(await cache.read('ZG-1-aa-jpg-320.webp')).toBeNull();
    expect(await cache.read('ZG-1-aab-jpg-320.webp')).not.toBeNull();
  });
});
