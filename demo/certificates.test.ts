import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { StockImportSchema } from '../core/stock-schema';
import { DEMO_TRUST, demoCatalogue } from './catalogue';
import { certificateSvg, renderCertificate } from './certificates';

describe("the demo's trust records and certificate (docs/behaviour.md §9.15)", () => {
  const catalogue = demoCatalogue();
  const byTag = new Map(catalogue.map((r) => [r.TagNo, r]));

  it('gives each record to a piece of the catalogue, every one a valid stock record', () => {
    for (const tag of Object.keys(DEMO_TRUST)) {
      const record = byTag.get(tag);
      expect(record, tag).toBeDefined();
      expect(StockImportSchema.safeParse(record).success, tag).toBe(true);
    }
  });

  it('has a diamond ring with a lab certificate and its picture, drawn here as a JPEG', async () => {
    const ring = byTag.get('ZD-10001');
    expect(ring).toMatchObject({ ItemType: 'Diamond', ItemName: 'Rings', CertificateFile: 'ZD-10001-certificate.jpg' });
    expect(ring?.CertificateNo).toBeTruthy();
    if (!ring) return;
    expect(certificateSvg(ring)).toContain(ring.CertificateNo);
    const meta = await sharp(await renderCertificate(ring)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 900, 1200]);
  });
});
