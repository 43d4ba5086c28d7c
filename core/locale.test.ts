import { describe, expect, it } from 'vitest';
import { dirOf, englishPath, localeOfPath, pathIn } from './locale';

describe('locale of an address', () => {
  it('is Urdu at /ur and under /ur/ only', () => {
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/checkout')).toBe('ur');
    expect(localeOfPath('/urdu-poetry')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(dirOf('ur')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });

  it('moves a page between languages keeping its query and hash', () => {
    expect(pathIn('ur', '/')).toBe('/ur');
    expect(pathIn('ur', '/product/Rings/ZG-1?x=1#a')).toBe('/ur/product/Rings/ZG-1?x=1#a');
    expect(pathIn('ur', '/ur/checkout')).toBe('/ur/checkout');
    expect(pathIn('en', '/ur')).toBe('/');
    expect(pathIn('en', '/ur?q=1')).toBe('/?q=1');
    expect(pathIn('en', '/ur/Refund&Exchange-policy')).toBe('/Refund&Exchange-policy');
    expect(englishPath('/ur/zakat')).toBe('/zakat');
  });

  it('leaves what is not a shop path alone', () => {
    expect(pathIn('ur', 'https://wa.me/92')).toBe('https://wa.me/92');
    expect(pathIn('ur', '//evil.example/x')).toBe('//evil.example/x');
    expect(pathIn('ur', 'mailto:a@b.pk')).toBe('mailto:a@b.pk');
  });
});
