import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../../server/files/local-store';
import { readAll } from '../../server/files/open-store';
import type { FileStore } from '../../server/files/store';
import { startTestS3, type TestS3 } from '../support/s3-server';

/**
 * One contract for both kinds of file store (docs/decisions/103-one-file-store.md): the local folder and an
 * S3-compatible server (s3rver, a real one in this process).
 */
let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const kinds: [string, () => FileStore][] = [
  ['local', () => new LocalStore(dir)],
  ['s3', () => s3.store('')],
  ['s3 with a prefix and pages of 7 keys', () => s3.store('shop-a/', 7)],
];

const collect = async (store: FileStore, prefix: string) => {
  const out: { key: string; size: number }[] = [];
  for await (const f of store.list(prefix)) out.push({ key: f.key, size: f.size });
  return out.sort((a, b) => a.key.localeCompare(b.key));
};

describe.each(kinds)('the %s file store', (_label, make) => {
  it('keeps a file: put, head, get, open, replace and delete', async () => {
    const store = make();
    const key = `images/${_label.length}-ring.jpg`;
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    expect(await store.open(key)).toBeNull();
    const before = Date.now() - 5000;
    await store.put(key, Buffer.from('first picture'), 'image/jpeg');
    const head = await store.head(key);
    expect(head).toMatchObject({ key, size: 13 });
    expect(head?.modified.getTime()).toBeGreaterThan(before);
    expect((await store.get(key))?.toString()).toBe('first picture');
    const opened = await store.open(key);
    expect(opened?.size).toBe(13);
    expect(opened && (await readAll(opened.body)).toString()).toBe('first picture');
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // A missing key is no error to delete.
    await store.delete(key);
    await store.delete('images/never-there.jpg');
  });

  it('keeps an empty file and binary bytes as they were', async () => {
    const store = make();
    await store.put('certificates/empty.pdf', Buffer.alloc(0));
    expect((await store.get('certificates/empty.pdf'))?.length).toBe(0);
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put('uploads/slips/bytes.jpg', bytes);
    expect((await store.get('uploads/slips/bytes.jpg'))?.equals(bytes)).toBe(true);
    await store.delete('certificates/empty.pdf');
    await store.delete('uploads/slips/bytes.jpg');
  });

  it('lists by prefix, across pages, with sizes', async () => {
    const store = make();
    const keys = Array.from({ length: 23 }, (_, i) => `imports/7/pictures/p${String(i).padStart(2, '0')}.jpg`);
    await Promise.all(keys.map((k, i) => store.put(k, Buffer.alloc(i + 1))));
    await store.put('imports/70/other.csv', Buffer.from('x'));
    const listed = await collect(store, 'imports/7/');
    expect(listed.map((f) => f.key)).toEqual(keys);
    expect(listed.map((f) => f.size)).toEqual(keys.map((_, i) => i + 1));
    expect((await collect(store, 'imports/')).length).toBe(24);
    expect(await collect(store, 'nothing/')).toEqual([]);
    await Promise.all([...keys, 'imports/70/other.csv'].map((k) => store.delete(k)));
    expect(await collect(store, 'imports/')).toEqual([]);
  });

  it('refuses keys that would reach outside it', async () => {
    const store = make();
    for (const bad of [
      '../x.jpg',
      'images/../../x',
      '/etc/passwd',
      'images\\x.jpg',
      'images//x',
      'images/./x',
      '',
      'C:/x',
    ])
      await expect(store.put(bad, Buffer.from('no')), bad).rejects.toThrow(/Not a file store key/);
    await expect(store.get('../secret')).rejects.toThrow(/Not a file store key/);
    await expect(store.head('a/../../b')).rejects.toThrow(/Not a file store key/);
    await expect(store.delete('/x')).rejects.toThrow(/Not a file store key/);
  });

  it('answers its check', async () => {
    await make().check();
  });
});

describe('writing whole or not at all', () => {
  it('the local store leaves no half-written file when a write fails, and readers see the old or the new', async () => {
    const store = new LocalStore(dir);
    await store.put('images/whole.jpg', Buffer.from('old'));
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    const seen = new Set<number>();
    const writing = store.put('images/whole.jpg', big);
    for (let i = 0; i < 20; i++) seen.add((await store.get('images/whole.jpg'))?.length ?? -1);
    await writing;
    seen.add((await store.get('images/whole.jpg'))?.length ?? -1);
    expect([...seen].every((n) => n === 3 || n === big.length)).toBe(true);
    // A write whose folder cannot be made (a file is in its way) fails and leaves nothing behind.
    await store.put('images/blocker', Buffer.from('a file'));
    await expect(store.put('images/blocker/inside.jpg', Buffer.from('x'))).rejects.toThrow();
    expect((await readdir(path.join(dir, 'images'))).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  // An S3 service makes an object visible only once all of it has come (a PutObject is whole or nothing); s3rver
  // writes the object's file in place as it streams, so that promise is not tested against it.

  it('lists more than 1000 keys on the S3 store, page after page', async () => {
    const store = s3.store('many/');
    const keys = Array.from({ length: 1003 }, (_, i) => `uploads/photos/${i}.jpg`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((k) => store.put(k, Buffer.from('p'))));
    expect((await collect(store, 'uploads/')).length).toBe(1003);
  }, 120_000);

  it('a stopped S3 server is an error, not a missing file', async () => {
    const other = await startTestS3();
    const store = other.store('');
    await store.put('images/a.jpg', Buffer.from('a'));
    await other.stop();
    await expect(store.get('images/a.jpg')).rejects.toThrow();
    await expect(store.check()).rejects.toThrow();
    await other.close();
  });
});
