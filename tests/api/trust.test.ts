import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTola } from '../../core/tola';
import { purityProof } from '../../core/trust-record';
import { auditLog, stockItems } from '../../server/db/schema';
import { writeDemoCertificates } from '../../server/services/demo-catalogue';
import { stockRecordsOf } from '../../server/services/stock/records';
import { csvStockImport, freshPiece, pieceEdits, useTestApp } from './helpers';
import { newMember, refusedWithoutSession, signedIn, type Client } from './staff-helpers';

/* A piece's trust record (docs/behaviour.md §9.15): the certificate sent and served, the import's columns, the page. */

const t = useTestApp({ seed: true });
let dir = '';
let staff: Client;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zewar-trust-'));
  staff = await signedIn(t, await newMember(t, 'staff'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A small but real PDF: its header, one empty page, its trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

async function sendCertificate(tagNo: string, name: string, data: Buffer, type = 'application/pdf', who = staff) {
  const form = new FormData();
  form.append('certificate', new Blob([new Uint8Array(data)], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${encodeURIComponent(tagNo)}/certificate`,
    headers: { cookie: who.cookie, 'x-xsrf-token': who.csrf },
    payload: form,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const fileOf = async (tagNo: string) =>
  (
    await t.database.db.select({ file: stockItems.certificateFile }).from(stockItems).where(eq(stockItems.tagNo, tagNo))
  )[0]?.file ?? null;
const certificates = () => path.join(t.dataDir, 'certificates');
const exists = async (file: string) => (await stat(file).catch(() => null)) !== null;

describe("a piece's certificate (docs/behaviour.md §9.15, §11.11)", () => {
  it('refuses a stranger on every new call', async () => {
    await refusedWithoutSession(t, [
      ['POST', '/api/admin/stock/T-DIA-1/certificate', {}],
      ['DELETE', '/api/admin/stock/T-DIA-1/certificate', undefined],
    ]);
    const form = new FormData();
    form.append('certificate', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'c.pdf');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/stock/T-DIA-1/certificate', payload: form });
    expect(res.statusCode).toBe(401);
    expect(await fileOf('T-DIA-1')).toBeNull();
  });

  it('keeps a PDF as sent and serves it inline as a PDF with safe headers; audited', async () => {
    const tag = await freshPiece(t, 'T-DIA-1');
    const sent = await sendCertificate(tag, 'igi report.pdf', PDF);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const name = await fileOf(tag);
    expect(name).toMatch(/^T-DIA-1-\d+-certificate-[0-9a-f]{8}\.pdf$/);
    const res = await t.app.inject({ method: 'GET', url: `/Certificate/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, tag), eq(auditLog.action, 'edit')));
    expect(entry).toMatchObject({ oldValue: 'CertificateFile: none', newValue: `CertificateFile: ${name}` });
  });

  it('refuses HTML or SVG named .pdf, and a GIF, with a 400 that names the file; nothing changes', async () => {
    const tag = await freshPiece(t, 'T-DIA-1');
    for (const [name, data, type] of [
      ['report.pdf', HTML, 'application/pdf'],
      ['scan.pdf', SVG, 'application/pdf'],
      ['scan.svg', SVG, 'image/svg+xml'],
      [
        'anim.gif',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        'image/gif',
      ],
    ] as const) {
      const res = await sendCertificate(tag, name, data, type);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({
        errors: [{ field: 'certificate', message: `${name} must be a JPG, PNG or WebP picture or a PDF` }],
      });
    }
    expect(await fileOf(tag)).toBeNull();
  });

  it('re-encodes a picture as the pieces’ pictures are, served as a JPEG; replaced, then taken away', async () => {
    const tag = await freshPiece(t, 'T-DIA-1');
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f5f0e6' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .png()
      .toBuffer();
    expect((await sendCertificate(tag, 'scan.png', png, 'image/png')).status).toBe(200);
    const picture = String(await fileOf(tag));
    expect(picture).toMatch(/-certificate-[0-9a-f]{8}\.jpg$/);
    const res = await t.app.inject({ method: 'GET', url: `/Certificate/${picture}` });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 900, undefined]);
    // Replaced by a PDF: the picture's file goes.
    expect((await sendCertificate(tag, 'lab.pdf', PDF)).status).toBe(200);
    expect(await exists(path.join(certificates(), picture))).toBe(false);
    const pdf = String(await fileOf(tag));
    // Taken away: the piece has none, the file goes, and the address answers 404.
    const gone = await staff.call('DELETE', `/api/admin/stock/${encodeURIComponent(tag)}/certificate`);
    expect(gone.status).toBe(200);
    expect(await fileOf(tag)).toBeNull();
    expect(await exists(path.join(certificates(), pdf))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/Certificate/${pdf}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/Certificate/..%2Fpglite%2Fx.pdf' })).statusCode).toBe(400);
  });

  it('an unknown piece is a 404', async () => {
    expect((await sendCertificate('NO-SUCH-1', 'c.pdf', PDF)).status).toBe(404);
  });
});

describe('the trust record edited by hand', () => {
  it('saves fineness, test, number and lab, each audited; a bad value is a 400 naming it', async () => {
    const tag = await freshPiece(t, 'T-RING-1');
    const bad = await staff.call('POST', `/api/admin/stock/${tag}`, { Fineness: '1200', TestMethod: 'acid' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'Fineness', message: 'must be 333 to 999' },
      { field: 'TestMethod', message: 'must be one of xrf, fire-assay, touchstone, hallmark, not-tested' },
    ]);
    const ok = await staff.call('POST', `/api/admin/stock/${tag}`, {
      Fineness: '916',
      TestMethod: 'hallmark',
      CertificateNo: ' PSQCA-0917 ',
      CertificateLab: 'PSQCA',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await stockRecordsOf(t.database.db, [tag])).get(tag)).toMatchObject({
      Fineness: 916,
      TestMethod: 'hallmark',
      CertificateNo: 'PSQCA-0917',
      CertificateLab: 'PSQCA',
    });
    expect(await pieceEdits(t, tag)).toEqual(
      expect.arrayContaining([
        { old: 'Fineness: none', now: 'Fineness: 916' },
        { old: 'TestMethod: none', now: 'TestMethod: hallmark' },
        { old: 'CertificateNo: none', now: 'CertificateNo: PSQCA-0917' },
      ]),
    );
  });
});

describe('the stock file’s trust columns (docs/behaviour.md §3.11)', () => {
  const stockImport = (name: string, lines: string[]) => csvStockImport(t, dir)(name, lines);

  it('imports them, keeps them when a file has no such columns, and names a bad value', async () => {
    const header = 'TagNo,ItemName,ItemType,NetWeight,Karat,Fineness,TestMethod,CertificateNo,CertificateLab';
    await stockImport('a.csv', [header, 'TR-1,Rings,Gold,5,22,916,XRF,SGL-1,SGL Lahore']);
    const was = (await stockRecordsOf(t.database.db, ['TR-1'])).get('TR-1');
    expect(was).toMatchObject({
      Fineness: 916,
      TestMethod: 'xrf',
      CertificateNo: 'SGL-1',
      CertificateLab: 'SGL Lahore',
    });
    // The point of sale's own export, without the columns: the weight changes, the trust record stays.
    const out = await stockImport('b.csv', ['TagNo,ItemName,ItemType,NetWeight,Karat', 'TR-1,Rings,Gold,5.5,22']);
    expect(out).toContain('1 updated');
    expect((await stockRecordsOf(t.database.db, ['TR-1'])).get('TR-1')).toMatchObject({
      NetWeight: 5.5,
      Fineness: 916,
      CertificateNo: 'SGL-1',
    });
    // An empty cell takes it away.
    await stockImport('c.csv', [header, 'TR-1,Rings,Gold,5.5,22,,,,']);
    expect((await stockRecordsOf(t.database.db, ['TR-1'])).get('TR-1')).toMatchObject({
      Fineness: null,
      TestMethod: null,
      CertificateNo: null,
    });
    const err = await stockImport('d.csv', [header, 'TR-2,Rings,Gold,5,22,1200,acid,,']).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400 });
    const message = err instanceof Error ? err.message : '';
    expect(message).toContain('line 2 (TR-2): Fineness: must be 333 to 999');
    expect(message).toContain('line 2 (TR-2): TestMethod: must be one of xrf, fire-assay');
  });
});

describe("the product page's record (docs/behaviour.md §9.15)", () => {
  it('reads purity and test, the weights with tola, the stone weight and the certificate with its link', async () => {
    const tag = await freshPiece(t, 'T-DIA-1', {
      Fineness: 750,
      TestMethod: 'xrf',
      CertificateNo: 'IGI-LG-5512',
      CertificateLab: 'IGI',
      GrossWeight: 3.1,
    });
    expect((await sendCertificate(tag, 'igi.pdf', PDF)).status).toBe(200);
    const item = await t.services.stockItem(tag);
    if (!item) throw new Error(`No piece ${tag}`);
    const proof = purityProof(item, await t.services.trustRecord(tag));
    expect(proof).toEqual({
      rows: [
        { label: 'Purity', value: '750 (18K), tested by XRF karat meter' },
        { label: 'Net weight', value: '3 g', tola: formatTola(3) },
        { label: 'Gross weight', value: '3.1 g', tola: formatTola(3.1) },
        { label: 'Stone weight', value: '0.5 ct (0.1 g)' },
      ],
      certificate: { text: 'IGI IGI-LG-5512', href: `/Certificate/${String(await fileOf(tag))}` },
    });
  });

  it('says nothing false: a lab without a number is no certificate; a hidden piece has no record', async () => {
    const tag = await freshPiece(t, 'T-SIL-2', { CertificateLab: 'IGI', NetWeight: 10 });
    const item = await t.services.stockItem(tag);
    if (!item) throw new Error(`No piece ${tag}`);
    const proof = purityProof(item, await t.services.trustRecord(tag));
    expect(proof?.rows.map((r) => r.label)).toEqual(['Net weight']);
    expect(proof?.certificate).toBeNull();
    const hidden = await freshPiece(t, 'T-SIL-2', { Status: 'hidden', Fineness: 925 });
    expect(await t.services.trustRecord(hidden)).toBeNull();
  });
});

describe("the demo's certificate", () => {
  it('is drawn into the file store under certificates/ and served as the JPEG it is', async () => {
    expect(await writeDemoCertificates(t.store)).toEqual(['ZD-10001-certificate.jpg']);
    const res = await t.app.inject({ method: 'GET', url: '/Certificate/ZD-10001-certificate.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });
});
