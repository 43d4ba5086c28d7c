import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ratesFrom24k } from '../../core/pricing';
import type { StockImport } from '../../core/stock-schema';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { importStock, setGoldRate } from '../../server/services/stock';

export interface TestApp extends App {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set, a schema of its own on
 * that PostgreSQL server (dropped on close). The app is built without the page renderer.
 */
export async function createTestApp(): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const pgSchema = url ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const database = await openDatabase(url ? { url, pgSchema } : {});
  await database.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-test-'));
  const built = await buildApp({ database, dataDir, publicUrl: 'http://localhost:3000', logLevel: 'silent' });
  await built.app.ready();
  return {
    ...built,
    database,
    dataDir,
    async close() {
      await built.app.close();
      await database.close();
      if (url && pgSchema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const TODAY = '2026-11-22';
/** 24K at PKR 32,000 a gram: 22K = 29,333, 21K = 28,000, 18K = 24,000. */
export const TEST_RATE = ratesFrom24k(32_000, TODAY);

/** A small catalog whose prices can be worked out by hand. */
export const FIXTURE: StockImport[] = [
  {
    TagNo: 'T-RING-1', ItemName: 'Rings', ItemPriceD: '22K Gold Floral Ring', ItemType: 'Gold', NetWeight: 5, GrossWeight: 5.2,
    WastePerGm: 0.1, Karat: 22, TotalMaking: 8000, DesignName: 'Floral', Description: 'A floral band in 22 karat gold.',
    Images: ['T-RING-1-1.webp', 'T-RING-1-2.webp'], SubItem: ['16', '18'], Status: 'available', Pieces: 5,
  },
  {
    TagNo: 'T-BRAS-1', ItemName: 'Brasclate', ItemPriceD: 'Twisted Rope Bracelet', ItemType: 'Gold', NetWeight: 12,
    WastePerGm: 0.08, Karat: 21, TotalMaking: 15000, DesignName: 'Twisted Rope', Description: 'Rope bracelet.',
    Images: ['T-BRAS-1-1.webp'],
  },
  {
    TagNo: 'T-DIA-1', ItemName: 'Diamond', ItemType: 'Diamond', NetWeight: 3, WastePerGm: 0.1, Karat: 18, TotalMaking: 20000,
    Description: 'Solitaire pendant.', Images: ['T-DIA-1-1.webp'],
    StoneDetails: [{ Price: 250000, SalePrice: 0, StoneWeight: 0.5, StoneTypeName: 'Diamond', StoneName: 'Round Brilliant VS1' }],
  },
  {
    TagNo: 'T-SIL-1', ItemName: 'Mens Rings', ItemType: 'Silver', SilverSalePrice: 12750, FixedPrice: 12750,
    Description: 'Sterling silver signet.', Images: ['T-SIL-1-1.webp'],
  },
  {
    TagNo: 'T-SIL-2', ItemName: 'Mens Rings', ItemType: 'Silver', SilverSalePrice: 8400, FixedPrice: 8400,
    Description: 'Plain band, no pictures yet.', Images: [],
  },
  {
    TagNo: 'T-WAT-1', ItemName: 'Mens Watches', ItemType: 'Watches', FixedPrice: 185500, Description: 'Automatic steel watch.',
    Images: ['T-WAT-1-1.webp', 'T-WAT-1-v.mp4'],
  },
];

export async function seedFixture(t: TestApp, records: StockImport[] = FIXTURE) {
  await setGoldRate(t.database.db, TEST_RATE);
  await importStock(t.database.db, records);
  t.services.invalidate();
}

/** Answers a GET through inject with its JSON body parsed (the type is the test's claim, checked by its asserts). */
export async function getJson<T>(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, status: res.statusCode, body: res.json<T>() };
}

/** The first bytes of an MP4 file (an ftyp box): enough for the /Image route to stream as video. */
export const VIDEO_BYTES = Buffer.from('000000186674797069736f6d0000020069736f6d69736f326d703431', 'hex');

/**
 * Writes a real 900 x 900 WebP picture for every image name of the records into `${dataDir}/images/`
 * (videos get VIDEO_BYTES), as the owner's uploads would be.
 */
export async function writeFixtureImages(t: TestApp, records: StockImport[] = FIXTURE) {
  const dir = path.join(t.dataDir, 'images');
  await mkdir(dir, { recursive: true });
  for (const name of records.flatMap((r) => r.Images ?? [])) {
    const file = path.join(dir, name);
    if (/\.(mp4|webm|ogg)$/i.test(name)) await writeFile(file, VIDEO_BYTES);
    else await sharp({ create: { width: 900, height: 900, channels: 3, background: '#d4af37' } }).webp().toFile(file);
  }
}
