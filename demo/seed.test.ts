import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sizeKind } from '../core/sizes';
import { StockImportSchema, type StockImport } from '../core/stock-schema';
import { demoCatalogue } from './catalogue';
import { folderSink, pictureKind, renderPicture, writeDemoMedia } from './pictures';
import { demoRates } from './seed';

const catalogue = demoCatalogue();
const named = (type: string, name: string) => catalogue.filter((r) => r.ItemType === type && r.ItemName === name);

describe('demo catalogue', () => {
  it('is the same on every call', () => {
    expect(demoCatalogue()).toEqual(catalogue);
  });

  it('has at least 300 pieces with unique tag numbers, all valid stock records', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.map((r) => r.TagNo)).size).toBe(catalogue.length);
    for (const r of catalogue) expect(() => StockImportSchema.parse(r), r.TagNo).not.toThrow();
  });

  it('fills every menu docs/behaviour.md names, with the stock spellings its menus use', () => {
    const required: [string, string, number][] = [
      ['Gold', 'Rings', 1],
      ['Gold', 'Mens Rings', 1],
      ['Gold', 'Bangles', 1],
      ['Gold', 'Bracelets', 1],
      ['Gold', 'Earrings', 1],
      ['Gold', 'Necklace Set', 1],
      ['Gold', 'Pendant', 1],
      ['Gold', 'Mens Chain', 1],
      ['Gold', 'Mens Bracelets', 1],
      ['Gold', 'Nose Pin', 1],
      ['Gold', 'Tikka', 1],
      ['Gold', 'Jhumka', 1],
      // docs/behaviour.md §9.1 home menu filter: each under Gold with at least 6 pieces.
      ['Gold', 'Brasclate', 6],
      ['Gold', 'Chain', 6],
      ['Gold', 'Ancklet', 6],
      ['Gold', 'Gold Coin', 6],
      ['Gold', 'Diamond', 6],
      ['Gold', 'Bulk Tops', 6],
      ['Gold', 'Mix Jewery', 6],
      // docs/behaviour.md §2.2 example listing /Shop-Online/Silver/Mens Rings/17.
      ['Silver', 'Mens Rings', 12],
      ['Silver', 'Rings', 1],
      ['Diamond', 'Rings', 1],
      ['Diamond', 'Mens Rings', 1],
      ['Platinum', 'Rings', 1],
      ['Platinum', 'Mens Rings', 1],
      ['Palladium', 'Mens Rings', 1],
      ['Artificial', 'Necklace Set', 1],
      ['Watches', 'Watches', 1],
      ['Watches', 'Mens Watches', 1],
    ];
    for (const [type, name, min] of required)
      expect(named(type, name).length, `${type}/${name}`).toBeGreaterThanOrEqual(min);
    expect(named('Gold', 'Mens Cufflinks')).toHaveLength(0);
  });

  it('marks men’s pieces by name and keeps metal rules: gold follows the rate, the rest has a fixed price', () => {
    for (const r of catalogue) {
      expect(r.IsMens, r.TagNo).toBe(r.ItemName.startsWith('Mens'));
      if (r.ItemType === 'Gold' || r.ItemType === 'Diamond') {
        expect(r.FixedPrice ?? null, r.TagNo).toBeNull();
        expect([18, 21, 22, 24], r.TagNo).toContain(r.Karat);
      } else {
        expect(r.Karat ?? null, r.TagNo).toBeNull();
        expect(r.FixedPrice, r.TagNo).toBeGreaterThan(0);
      }
      if (r.ItemType === 'Silver') expect(r.SilverSalePrice, r.TagNo).toBe(r.FixedPrice);
      if (r.ItemType === 'Diamond') expect(r.StoneDetails?.[0]?.StoneTypeName, r.TagNo).toBe('Diamond');
      expect(r.GrossWeight ?? 0, r.TagNo).toBeGreaterThanOrEqual(r.NetWeight ?? 0);
    }
  });

  it('holds sizes for sized pieces only, and delivery days for pieces in stock', () => {
    for (const r of catalogue) {
      const kind = sizeKind(r.ItemName);
      for (const size of r.SubItem ?? [])
        expect(kind === 'ring' ? /^(1[4-9]|2[0-2])$/.test(size) : /^2\.[2468]$/.test(size), `${r.TagNo} ${size}`).toBe(
          true,
        );
      if (r.Status === 'available') expect(r.Pieces, r.TagNo).toBeGreaterThanOrEqual(3);
      else expect(r.Pieces, r.TagNo).toBe(0);
    }
    expect(catalogue.some((r) => sizeKind(r.ItemName) === 'ring' && r.SubItem?.length)).toBe(true);
    expect(catalogue.some((r) => sizeKind(r.ItemName) === 'bangle' && r.SubItem?.length)).toBe(true);
    expect(catalogue.filter((r) => r.Status !== 'available').length).toBeGreaterThan(0);
  });

  it('names pictures for most pieces, none for six, and a video last for four', () => {
    expect(catalogue.filter((r) => !r.Images?.length)).toHaveLength(6);
    const withVideo = catalogue.filter((r) => r.Images?.some((name) => name.endsWith('.mp4')));
    expect(withVideo.map((r) => pictureKind(r)).sort()).toEqual(['bangle', 'necklace', 'ring', 'watch']);
    for (const r of withVideo) {
      expect(r.Images?.at(-1)).toBe(`${r.TagNo}-v.mp4`);
      expect(r.Images?.filter((name) => name.endsWith('.mp4'))).toHaveLength(1);
    }
    const names = catalogue.flatMap((r) => r.Images ?? []);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('demo pictures', () => {
  const first = (test: (r: StockImport) => boolean) => {
    const found = catalogue.find(test);
    if (!found) throw new Error('no such piece in the demo catalogue');
    return found;
  };

  it.each([
    ['ring', first((r) => r.ItemType === 'Diamond' && r.ItemName === 'Rings')],
    ['chain', first((r) => r.ItemName === 'Chain')],
    ['coin', first((r) => r.ItemName === 'Gold Coin')],
    ['watch', first((r) => r.ItemName === 'Mens Watches')],
  ])('renders a %s as a 900 x 900 JPEG', async (kind, record) => {
    expect(pictureKind(record)).toBe(kind);
    for (const index of [0, 1]) {
      const meta = await sharp(await renderPicture(record, index)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 900 });
    }
  });

  it('draws the same picture for the same piece and view, and a different one for another view', async () => {
    const ring = first((r) => r.ItemName === 'Rings');
    const [a, b, c] = await Promise.all([renderPicture(ring, 0), renderPicture(ring, 0), renderPicture(ring, 1)]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('writes every named file once, copying the showcase clip for videos', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zewar-media-'));
    try {
      const some = [first((r) => r.Images?.at(-1)?.endsWith('.mp4') === true), first((r) => r.ItemName === 'Jhumka')];
      const names = some.flatMap((r) => r.Images ?? []);
      expect(await writeDemoMedia(some, folderSink(dir))).toEqual({ written: names.length, skipped: 0 });
      expect((await readdir(dir)).sort()).toEqual([...names].sort());
      expect((await stat(path.join(dir, names.find((n) => n.endsWith('.mp4')) ?? ''))).size).toBeGreaterThan(1000);
      expect(await writeDemoMedia(some, folderSink(dir))).toEqual({ written: 0, skipped: names.length });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('demoRates', () => {
  it('gives 30 days of rates around PKR 32,000 per gram ending today, oldest first', () => {
    const rates = demoRates('2025-03-10');
    expect(rates).toHaveLength(30);
    expect(rates[0]?.RateDate).toBe('2025-02-09');
    expect(rates[29]?.RateDate).toBe('2025-03-10');
    for (const r of rates) expect(r.K24).toBeGreaterThanOrEqual(31_000);
    for (const r of rates) expect(r.K24).toBeLessThanOrEqual(33_000);
    expect(new Set(rates.map((r) => r.K24)).size).toBeGreaterThan(10);
    expect(() => demoRates('2025-02-30')).toThrow();
  });
});
