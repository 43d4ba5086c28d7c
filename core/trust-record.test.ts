import { describe, expect, it } from 'vitest';
import { StockImportSchema } from './stock-schema';
import {
  certificateLine,
  karatOfFineness,
  keptTrustFields,
  purityIn,
  purityLine,
  purityProof,
  purityText,
  stoneCarats,
  TEST_METHOD_LABELS,
  TEST_METHODS,
  type TrustRecord,
} from './trust-record';
import { pageMessages, sharedMessages } from './messages';

const none: TrustRecord = {
  fineness: null,
  testMethod: null,
  certificateNo: null,
  certificateLab: null,
  certificateFile: null,
};
const ring = { Karat: 18, GrossWeight: 4.2, NetWeight: 4, StoneDetails: [{ StoneWeight: 0.5 }, { StoneWeight: 0.25 }] };

describe('purity', () => {
  it('reads a fineness as its karat for gold, alone for other metals', () => {
    expect(karatOfFineness(875)).toBe(21);
    expect(karatOfFineness(916)).toBe(22);
    expect(karatOfFineness(750)).toBe(18);
    expect(karatOfFineness(999)).toBe(24);
    expect(purityText(875, true)).toBe('875 (21K)');
    expect(purityText(925, false)).toBe('925');
    expect(purityText(null, true)).toBeNull();
  });

  it('tells the test with the purity, and "not tested" as such', () => {
    expect(purityLine({ fineness: 875, testMethod: 'xrf' }, true)).toBe('875 (21K), tested by XRF karat meter');
    expect(purityLine({ fineness: 916, testMethod: 'not-tested' }, true)).toBe('916 (22K), not tested');
    expect(purityLine({ fineness: null, testMethod: 'not-tested' }, true)).toBe('Not tested');
    expect(purityLine({ fineness: null, testMethod: 'hallmark' }, true)).toBe('Tested by Hallmark');
    expect(purityLine({ fineness: 925, testMethod: null }, false)).toBe('925');
    expect(purityLine({ fineness: null, testMethod: null }, true)).toBeNull();
  });

  it('names every method in the owner’s words in English, and in Urdu on an Urdu page', () => {
    const ur = { ...sharedMessages('ur'), ...pageMessages('ur', 'product') };
    for (const method of TEST_METHODS.filter((m) => m !== 'not-tested')) {
      expect(purityLine({ fineness: 875, testMethod: method }, true)).toBe(
        `875 (21K), tested by ${TEST_METHOD_LABELS[method]}`,
      );
      expect(purityLine({ fineness: 875, testMethod: method }, true, purityIn(ur))).toMatch(
        /^875 \(21K\)، .+ سے پرکھا گیا$/,
      );
    }
    expect(purityLine({ fineness: 875, testMethod: 'fire-assay' }, true, purityIn(ur))).toContain('فائر ایسے');
    expect(purityLine({ fineness: null, testMethod: 'not-tested' }, true, purityIn(ur))).toBe('پرکھا نہیں گیا');
    const proof = purityProof({ Karat: 22, GrossWeight: 5.2, NetWeight: 5, StoneDetails: [] }, null, ur);
    expect(proof?.rows.map((r) => r.tola)).toEqual(['0.429 تولہ (5 ماشہ 1.2 رتی)', '0.446 تولہ (5 ماشہ 2.8 رتی)']);
  });
});

describe('certificate', () => {
  it('is never told without a number', () => {
    expect(certificateLine({ certificateNo: null, certificateLab: 'IGI' })).toBeNull();
    expect(certificateLine({ certificateNo: '  ', certificateLab: 'IGI' })).toBeNull();
    expect(certificateLine({ certificateNo: 'LG-5512', certificateLab: 'IGI' })).toBe('IGI LG-5512');
    expect(certificateLine({ certificateNo: 'LG-5512', certificateLab: null })).toBe('LG-5512');
  });
});

describe('the product page block', () => {
  it('adds the stone lines up in carats, with their grams', () => {
    expect(stoneCarats(ring.StoneDetails)).toBe(0.75);
    expect(stoneCarats([{ StoneWeight: 0.1 }, { StoneWeight: 0.2 }])).toBe(0.3);
    const proof = purityProof(ring, none);
    expect(proof?.rows.find((r) => r.label === 'Stone weight')?.value).toBe('0.75 ct (0.15 g)');
  });

  it('shows the weights with tola, the purity and the certificate with its link', () => {
    const proof = purityProof(ring, {
      fineness: 750,
      testMethod: 'xrf',
      certificateNo: 'LG-5512',
      certificateLab: 'IGI',
      certificateFile: 'ZD-1-certificate-0a1b2c3d.pdf',
    });
    expect(proof?.rows.map((r) => r.label)).toEqual(['Purity', 'Net weight', 'Gross weight', 'Stone weight']);
    expect(proof?.rows[0]?.value).toBe('750 (18K), tested by XRF karat meter');
    expect(proof?.rows[1]).toMatchObject({ value: '4 g', tola: expect.stringContaining('tola') as string });
    expect(proof?.certificate).toEqual({ text: 'IGI LG-5512', href: '/Certificate/ZD-1-certificate-0a1b2c3d.pdf' });
  });

  it('says nothing false: no certificate without a number, even with a file; nothing at all for a bare watch', () => {
    const proof = purityProof(ring, { ...none, certificateLab: 'IGI', certificateFile: 'x-certificate-1.jpg' });
    expect(proof?.certificate).toBeNull();
    expect(proof?.rows.some((r) => r.label === 'Purity')).toBe(false);
    expect(purityProof({ Karat: null, GrossWeight: 0, NetWeight: 0, StoneDetails: [] }, none)).toBeNull();
  });
});

describe('the stock record', () => {
  const base = { TagNo: 'ZD-1', ItemName: 'Rings', ItemType: 'Diamond' };

  it('takes the trust columns, each optional', () => {
    const r = StockImportSchema.parse({
      ...base,
      Fineness: 750,
      TestMethod: 'fire-assay',
      CertificateNo: ' LG-5512 ',
      CertificateLab: 'IGI',
      CertificateFile: 'zd-1-cert.pdf',
    });
    expect(r).toMatchObject({ Fineness: 750, TestMethod: 'fire-assay', CertificateNo: 'LG-5512' });
    expect(StockImportSchema.parse(base).Fineness).toBeUndefined();
  });

  it('names what is wrong', () => {
    const issues = (v: object) =>
      StockImportSchema.safeParse({ ...base, ...v }).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(issues({ Fineness: 1200 })).toEqual(['Fineness: must be 333 to 999']);
    expect(issues({ Fineness: 87.5 })).toEqual(['Fineness: must be a whole number']);
    expect(issues({ TestMethod: 'acid' })).toEqual([
      'TestMethod: must be one of xrf, fire-assay, touchstone, hallmark, not-tested',
    ]);
    expect(issues({ CertificateFile: 'cert.svg' })?.[0]).toMatch(/^CertificateFile: must be a file name/);
    expect(issues({ CertificateFile: '../cert.pdf' })?.[0]).toMatch(/^CertificateFile: /);
  });

  it('keeps the shop’s trust record when a file leaves its columns out', () => {
    const shop = { Fineness: 875, TestMethod: 'xrf' as const, CertificateNo: 'A1', CertificateLab: null };
    expect(keptTrustFields(shop, { Fineness: undefined, CertificateNo: 'B2' })).toEqual({
      Fineness: 875,
      TestMethod: 'xrf',
      CertificateNo: 'B2',
      CertificateLab: null,
      CertificateFile: null,
    });
    expect(keptTrustFields(shop, { Fineness: null }).Fineness).toBeNull();
  });
});
