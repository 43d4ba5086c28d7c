import { describe, expect, it } from 'vitest';
import { formatPKR } from '../../core/format';
import { TOLA_GRAMS } from '../../core/tola';
import { usePagesApp } from './fuzz-lib';

/**
 * The old gold and zakat pages (docs/behaviour.md §9.16, §9.17) rendered by the server: an answer from the rate in
 * force, and whatever the query holds, the form again with its messages, never an error page.
 */
const t = usePagesApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the estimate pages', () => {
  it('answer 2 tola of 21 karat at the rate in force, less the default deductions', async () => {
    const rate = await t.services.goldRate();
    if (!rate) throw new Error('The fixture has no rate');
    const res = await get('/old-gold?tola=2&purity=21');
    expect(res.statusCode).toBe(200);
    const value = Math.round(2 * TOLA_GRAMS * rate.K21);
    expect(res.body).toContain(formatPKR(value));
    expect(res.body).toContain(formatPKR(Math.round(value * 0.9)));
    expect(res.body).toContain(formatPKR(Math.round(value * 0.97)));
  });

  it('give the form again, never an error page, whatever the query', async () => {
    for (const url of [
      '/old-gold?grams=%E2%80%AE12&purity=%3Cscript%3E',
      '/old-gold?grams=1e999&tola=-1&masha=NaN&ratti=Infinity&purity=21',
      `/old-gold?grams=${'9'.repeat(500)}&purity=unknown`,
      '/zakat?unit=kg&k24=__proto__&cash=-5&debts=1,0,0',
      '/zakat?silver=10&owed=%F0%9F%92%B0',
      '/zakat?unit=',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Please check the boxes marked below.');
      expect(res.body, url).not.toContain('<script>');
    }
    // A box sent twice: the first is read, as the page cache keys it (core/page-query.ts).
    const twice = await get('/old-gold?purity=21&purity=22&tola=1&tola=x');
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('1 tola of 21 karat gold');
  });
});
