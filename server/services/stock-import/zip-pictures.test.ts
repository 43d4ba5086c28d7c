import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_LIMITS } from '../../../core/stock-import-schemas';
import { unpackAllowance, unzipPictures, zipContents } from './zip-pictures';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-zip-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Entry {
  name: string;
  /** What the entry unpacks to (deflated once: the same packed bytes may be given to many entries). */
  packed: Buffer;
  /** The size the directory says; the real one when not given. */
  declared?: number;
  size: number;
}

const deflated = (name: string, data: Buffer): Entry => ({ name, packed: deflateRawSync(data), size: data.length });

/**
 * A .zip archive written by hand, so that a test can say what no honest tool writes: a directory whose sizes lie, or
 * more entries than it holds. CRCs are left at 0 (yauzl does not check them).
 */
function rawZip(entries: Entry[], entryCount = entries.length, padding = 0): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = e.declared ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, e.packed);
    directory.push(central, name);
    offset += local.length + name.length + e.packed.length;
  }
  // Bytes no entry owns, between the entries and the directory: an archive as large as wanted, written quickly.
  parts.push(Buffer.alloc(padding));
  offset += padding;
  const cd = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entryCount, 8);
  end.writeUInt16LE(entryCount, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

let n = 0;
async function zipFile(content: Buffer): Promise<string> {
  const file = path.join(dir, `pictures-${++n}.zip`);
  await writeFile(file, content);
  return file;
}
const emptyFolder = () => path.join(dir, `out-${++n}`);
const filesIn = (folder: string) => readdir(folder).catch(() => [] as string[]);

/** Bytes that pack like a photo's: they do not shrink. */
const photo = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251));

describe('a .zip of pictures', () => {
  it('unpacks its pictures flat, passing over folders, other files and the Mac’s leftovers', async () => {
    const file = await zipFile(
      rawZip([
        deflated('shoot/R-1-1.jpg', photo(5000)),
        deflated('__MACOSX/shoot/._R-1-1.jpg', photo(10)),
        deflated('notes.txt', photo(10)),
        deflated('other/R-1-1.JPG', photo(10)),
        deflated('R-2-1.png', photo(100)),
      ]),
    );
    expect(await zipContents(file)).toEqual({ pictures: 2, bytes: 5100 });
    const out = emptyFolder();
    const told: number[] = [];
    expect(await unzipPictures(file, out, (done) => void told.push(done))).toBe(2);
    expect((await filesIn(out)).sort()).toEqual(['R-1-1.jpg', 'R-2-1.png']);
    expect((await stat(path.join(out, 'R-1-1.jpg'))).size).toBe(5000);
    expect(told).toEqual([1, 2]);
  });

  it('refuses a picture larger than a picture may be, by its directory, before writing anything', async () => {
    const file = await zipFile(
      rawZip([deflated('ok.jpg', photo(100)), deflated('big.jpg', Buffer.alloc(30 * 1024 ** 2))]),
    );
    const out = emptyFolder();
    await expect(unzipPictures(file, out)).rejects.toMatchObject({
      status: 413,
      message: 'big.jpg in the .zip archive unpacks to 30 MB; a picture or video may be at most 25 MB',
    });
    expect(await filesIn(out)).toEqual([]);
  });

  it('refuses an archive that unpacks to many times its size (a zip bomb), before writing anything', async () => {
    // 100 pictures of 20 MB of zeros, each packed to about 20 kB: 2,000 MB from 2 MB.
    const zeros = deflated('x.jpg', Buffer.alloc(20 * 1024 ** 2));
    const file = await zipFile(rawZip(Array.from({ length: 100 }, (_, i) => ({ ...zeros, name: `b${i}.jpg` }))));
    const size = (await stat(file)).size;
    expect(size).toBeLessThan(3 * 1024 ** 2);
    const out = emptyFolder();
    const err = await unzipPictures(file, out).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413 });
    expect(err instanceof Error ? err.message : '').toMatch(
      /^The \.zip archive unpacks to more than \d+ MB from 2 MB: pictures are compressed already, so an archive may unpack to at most 20 times its size \(or 64 MB\)\. It is refused$/,
    );
    expect(await filesIn(out)).toEqual([]);
    expect(unpackAllowance(size)).toBe(ZIP_LIMITS.ratioFloorBytes);
  });

  it('refuses more bytes in all than one archive may unpack to', async () => {
    // An archive large enough for its ratio to allow 2 GB (about 100 MB), whose pictures say they unpack to more.
    const padding = ZIP_LIMITS.bytes / ZIP_LIMITS.ratio + 1024 ** 2;
    const picture = { ...deflated('x.jpg', photo(1000)), declared: 24 * 1024 ** 2 };
    const count = Math.floor(ZIP_LIMITS.bytes / picture.declared) + 1;
    const entries = Array.from({ length: count }, (_, i) => ({ ...picture, name: `p${i}.jpg` }));
    const file = await zipFile(rawZip(entries, entries.length, padding));
    expect(unpackAllowance((await stat(file)).size)).toBe(ZIP_LIMITS.bytes);
    await expect(zipContents(file)).rejects.toMatchObject({
      status: 413,
      message: 'The .zip archive unpacks to more than 2 GB, the most one archive may unpack to: send it in parts',
    });
  });

  it('refuses more files than one archive may hold, from its end record alone', async () => {
    const file = await zipFile(rawZip([deflated('a.jpg', photo(10))], ZIP_LIMITS.entries + 1));
    await expect(zipContents(file)).rejects.toMatchObject({
      status: 413,
      message: 'The .zip archive holds 50,001 files; at most 50,000 are read from one archive: send it in parts',
    });
  });

  it('does not trust its directory: an entry that gives more than it says is stopped there', async () => {
    const file = await zipFile(rawZip([{ ...deflated('liar.jpg', Buffer.alloc(10 * 1024 ** 2)), declared: 1000 }]));
    expect(await zipContents(file)).toEqual({ pictures: 1, bytes: 1000 });
    const out = emptyFolder();
    await expect(unzipPictures(file, out)).rejects.toMatchObject({
      status: 400,
      message: 'The .zip archive is damaged: liar.jpg holds more than its directory says (1000 bytes)',
    });
    const written = await stat(path.join(out, 'liar.jpg')).catch(() => null);
    expect(written?.size ?? 0).toBeLessThanOrEqual(1000);
  });

  it('refuses a file that is not a .zip archive', async () => {
    const file = path.join(dir, 'not.zip');
    await writeFile(file, 'not a zip');
    await expect(zipContents(file)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('The pictures file is not a .zip archive') as string,
    });
  });
});
