import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStore } from './folder-store';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'zewar-folder-store-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the backup’s folder store', () => {
  it('puts, reads, streams, lists by prefix and deletes files by key', async () => {
    const store = new FolderStore(root);
    await store.put('images/a.webp', Buffer.from('aa'));
    await store.put('uploads/slips/s.jpg', Buffer.from('slip'));
    await store.put('uploads/inquiries/p.jpg', Buffer.from('photo'));
    expect((await store.get('images/a.webp'))?.toString()).toBe('aa');
    expect(await store.get('images/none.webp')).toBeNull();
    expect(await store.head('uploads/slips/s.jpg')).toMatchObject({ key: 'uploads/slips/s.jpg', size: 4 });
    const opened = await store.open('uploads/slips/s.jpg');
    const chunks: Buffer[] = [];
    for await (const c of opened?.body ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('slip');
    const keys = async (prefix: string) => {
      const out: string[] = [];
      for await (const f of store.list(prefix)) out.push(f.key);
      return out.sort();
    };
    expect(await keys('uploads/')).toEqual(['uploads/inquiries/p.jpg', 'uploads/slips/s.jpg']);
    expect(await keys('certificates/')).toEqual([]);
    await store.delete('images/a.webp');
    await store.delete('images/a.webp');
    expect(await keys('images/')).toEqual([]);
    // Nothing half written is left beside the files.
    expect(await readdir(path.join(root, 'uploads', 'slips'))).toEqual(['s.jpg']);
  });

  it('refuses a key that climbs out of its folder', async () => {
    const store = new FolderStore(root);
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow('Not a file key: ../x');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Not a file key');
  });
});
