import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import { pieceText } from '../../core/piece-text';
import { stockRecordsOf } from '../../server/services/stock/records';
import { csvStockImport, freshPiece, pieceEdits, getJson, useTestApp } from './helpers';
import { newMember, refusedWithoutSession, signedIn, type Client } from './staff-helpers';

/* A piece's Urdu name and description (docs/behaviour.md §3.1, §3.11, §11.11; docs/decisions/095). */

const t = useTestApp({ seed: true });
let dir = '';
let staff: Client;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-urdu-'));
  staff = await signedIn(t, await newMember(t, 'staff'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const recordOf = async (tag: string) => (await stockRecordsOf(t.database.db, [tag])).get(tag);

describe('the Urdu text edited on the piece form', () => {
  it('refuses a stranger and changes nothing', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    await refusedWithoutSession(t, [
      ['POST', `/api/admin/stock/${tag}`, { NameUrdu: 'سونے کی انگوٹھی' }],
      ['POST', '/api/admin/stock', { TagNo: 'U-NEW-1', ItemName: 'Rings', ItemType: 'Gold', NameUrdu: 'انگوٹھی' }],
    ]);
    expect(await recordOf(tag)).toMatchObject({ NameUrdu: null });
    expect(await recordOf('U-NEW-1')).toBeUndefined();
  });

  it('saves both, trimmed, each audited; English or too long is a 400 naming the field', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    const bad = await staff.call('POST', `/api/admin/stock/${tag}`, {
      NameUrdu: 'Gold ring',
      DescriptionUrdu: 'ہ'.repeat(2001),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'NameUrdu', message: 'must be written in Urdu (Arabic-script letters)' },
      { field: 'DescriptionUrdu', message: 'must be at most 2000 characters' },
    ]);
    const ok = await staff.call('POST', `/api/admin/stock/${tag}`, {
      NameUrdu: ' سونے کی انگوٹھی ',
      DescriptionUrdu: 'بائیس قیراط سونے کی سادہ انگوٹھی۔',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await recordOf(tag)).toMatchObject({
      NameUrdu: 'سونے کی انگوٹھی',
      DescriptionUrdu: 'بائیس قیراط سونے کی سادہ انگوٹھی۔',
    });
    expect(await pieceEdits(t, tag)).toEqual(
      expect.arrayContaining([
        { old: 'NameUrdu: none', now: 'NameUrdu: سونے کی انگوٹھی' },
        { old: 'DescriptionUrdu: none', now: 'DescriptionUrdu: بائیس قیراط سونے کی سادہ انگوٹھی۔' },
      ]),
    );
    // An empty box takes it away; a field left out is kept.
    expect((await staff.call('POST', `/api/admin/stock/${tag}`, { NameUrdu: '' })).status).toBe(200);
    expect(await recordOf(tag)).toMatchObject({
      NameUrdu: null,
      DescriptionUrdu: 'بائیس قیراط سونے کی سادہ انگوٹھی۔',
    });
  });

  it('gives a new piece its Urdu name', async () => {
    const res = await staff.call('POST', '/api/admin/stock', {
      TagNo: 'U-NEW-2',
      ItemName: 'Bangles',
      ItemType: 'Gold',
      Karat: '22',
      NetWeight: '20',
      NameUrdu: 'سونے کی چوڑیاں',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await recordOf('U-NEW-2')).toMatchObject({ NameUrdu: 'سونے کی چوڑیاں', DescriptionUrdu: null });
  });
});

describe('the storefront’s pieces', () => {
  it('carry the Urdu text where a piece has it, and pieceText falls back to the English', async () => {
    const urdu = await freshPiece(t, 'T-RING-1', { NameUrdu: 'سونے کی انگوٹھی' });
    const plain = await freshPiece(t, 'T-RING-1');
    const { status, body } = await getJson<StockItem>(
      t,
      `/api/dashboard/EcomStockItem?tagNo=${encodeURIComponent(urdu)}`,
    );
    expect(status).toBe(200);
    expect(body.NameUrdu).toBe('سونے کی انگوٹھی');
    expect(body.DescriptionUrdu).toBeUndefined();
    expect(pieceText(body, 'ur')).toMatchObject({ name: 'سونے کی انگوٹھی', description: body.Description });
    const other = await t.services.stockItem(plain);
    if (!other) throw new Error(`No piece ${plain}`);
    expect(other.NameUrdu).toBeUndefined();
    expect(pieceText(other, 'ur')).toMatchObject({ name: pieceText(other, 'en').name, nameLocale: 'en' });
  });

  it('are found by their Urdu name', async () => {
    const tag = await freshPiece(t, 'T-RING-1', { NameUrdu: 'نگینے والی انگوٹھی' });
    const { body } = await getJson<StockItem[]>(
      t,
      `/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent('نگینے')}`,
    );
    expect(body.map((p) => p.TagNo)).toEqual([tag]);
    expect(body[0]?.NameUrdu).toBe('نگینے والی انگوٹھی');
  });
});

describe('the stock file’s Urdu columns (docs/behaviour.md §3.11)', () => {
  const stockImport = (name: string, lines: string[]) => csvStockImport(t, dir)(name, lines);

  it('imports them, keeps them when a file has no such columns, clears them when empty, names a bad value', async () => {
    const header = 'TagNo,ItemName,ItemType,NetWeight,Karat,NameUrdu,DescriptionUrdu';
    await stockImport('a.csv', [header, 'UR-1,Rings,Gold,5,22, سونے کی انگوٹھی ,سادہ چھلا']);
    expect(await recordOf('UR-1')).toMatchObject({ NameUrdu: 'سونے کی انگوٹھی', DescriptionUrdu: 'سادہ چھلا' });
    // The point of sale's own export, without the columns: the weight changes, the Urdu text stays.
    const out = await stockImport('b.csv', ['TagNo,ItemName,ItemType,NetWeight,Karat', 'UR-1,Rings,Gold,5.5,22']);
    expect(out).toContain('1 updated');
    expect(await recordOf('UR-1')).toMatchObject({ NetWeight: 5.5, NameUrdu: 'سونے کی انگوٹھی' });
    // An empty cell takes it away.
    await stockImport('c.csv', [header, 'UR-1,Rings,Gold,5.5,22,,سادہ چھلا']);
    expect(await recordOf('UR-1')).toMatchObject({ NameUrdu: null, DescriptionUrdu: 'سادہ چھلا' });
    const err = await stockImport('d.csv', [header, 'UR-2,Rings,Gold,5,22,Gold ring,']).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400 });
    expect(err instanceof Error ? err.message : '').toContain(
      'line 2 (UR-2): NameUrdu: must be written in Urdu (Arabic-script letters)',
    );
  });
});
