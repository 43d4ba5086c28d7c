import { describe, expect, it } from 'vitest';
import { usePagesApp } from './fuzz-lib';

/**
 * Words an Urdu page writes on the server that are not in a page's catalogue as such: the buy-back terms and the tola
 * line of a product page (its Purity and proof block too), the countries of the charges' table. The English page
 * keeps its words.
 */
const t = usePagesApp();

/** The page's HTML without its scripts (the loader's data is in them, in both languages' words). */
async function shown(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<script[\s\S]*?<\/script>/g, '');
}

describe('server-written words in the page’s language', () => {
  it('a product page: the buy-back terms and the weight in tola', async () => {
    const ur = await shown('/ur/product/Rings/T-RING-1');
    expect(ur).toContain('پرانا سونا شوروم پر آپ کے سامنے تولا جاتا ہے');
    expect(ur).toMatch(/0\.446 تولہ \(5 ماشہ 2\.8 رتی\)/);
    expect(ur).not.toContain('Old gold is weighed');
    expect(ur).not.toMatch(/\d tola/);
    expect(ur).toMatch(/0\.429 تولہ \(5 ماشہ 1\.2 رتی\)/);
    const en = await shown('/product/Rings/T-RING-1');
    expect(en).toContain('Old gold is weighed and its purity tested at the showroom');
    expect(en).toContain('0.446 tola (5 masha 2.8 ratti)');
  });

  it('the terms: the countries of the charges’ table', async () => {
    const ur = await shown('/ur/termscondition');
    expect(ur).toContain('برطانیہ');
    expect(ur).not.toContain('United Kingdom');
    expect(await shown('/termscondition')).toContain('United Kingdom');
  });
});
