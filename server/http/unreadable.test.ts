import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { pageMessages } from '../../core/messages';
import { REFUSED_PAGE_PATH } from '../../core/constants';
import { nulField, rewriteUnreadable, singleSlashed, unreadableUrl, URL_MAX_LENGTH } from './unreadable';

describe('unreadableUrl (docs/behaviour.md §10.10.1)', () => {
  it.each(['/', '/product/Rings/T-1', '/Search/Gold/%D8%A7%D9%86%DA%AF', '/orderstatus?token=a+b&x', '/a?b=%25'])(
    'reads %s',
    (url) => expect(unreadableUrl(url)).toBeNull(),
  );
  it.each(['/product/a/%00', '/a?token=%00', '/a?%00=1', '/a%00b'])('refuses the NUL of %s', (url) =>
    expect(unreadableUrl(url)?.message).toContain('NUL'),
  );
  it.each(['/product/a/%E0%A4%A', '/a?q=%', '/a?q=%zz', '/%FF', '/a?%C0%AF=1'])(
    'refuses the broken escape of %s',
    (url) => expect(unreadableUrl(url)?.message).toContain('broken %-escape'),
  );
  it('names the query parameter at fault', () => {
    expect(unreadableUrl('/a?ok=1&tagNo=T-1%00')).toMatchObject({ field: 'tagNo' });
    expect(unreadableUrl('/a?q=%E0%A4%A')).toMatchObject({ field: 'q' });
  });
  it("reads React Router's longest manifest request", () => {
    const manifest = `/__manifest?${'p=%2FShop-Online%2FGold%2FRings%2F1&'.repeat(215)}version=abc`;
    expect(manifest.length).toBeGreaterThan(7680);
    expect(unreadableUrl(manifest)).toBeNull();
  });
  it('refuses an address over the limit', () => {
    expect(unreadableUrl(`/${'a'.repeat(URL_MAX_LENGTH)}`)?.message).toContain('longer than');
    expect(unreadableUrl(`/${'a'.repeat(URL_MAX_LENGTH - 1)}`)).toBeNull();
  });
});

describe('singleSlashed', () => {
  it('makes runs of slashes in the path one, keeping the query', () => {
    expect(singleSlashed('//')).toBe('/');
    expect(singleSlashed('//evil.example//x?u=//y')).toBe('/evil.example/x?u=//y');
    expect(singleSlashed('/a/b?u=//y')).toBeNull();
  });
});

describe('nulField', () => {
  it('names the first field with a NUL or half a surrogate pair', () => {
    expect(nulField({ UserData: { fullName: 'a\u0000b' } })).toBe('UserData.fullName');
    expect(nulField({ Stock: [{ TagNo: 'x' }, { TagNo: '\ud800' }] })).toBe('Stock.1.TagNo');
    expect(nulField({ ['a\u0000']: 1 })).toBe('a\u0000');
    expect(nulField({ ok: '😀 انگوٹھی', n: 1, b: null })).toBeNull();
  });
});

describe('the bad-request page in the address’s language', () => {
  const refused = ['/a%zz', '/a%00b', `/${'x'.repeat(URL_MAX_LENGTH)}`];

  it('has every reason in the words of both languages', () => {
    for (const url of refused) {
      const message = unreadableUrl(url)?.message ?? '';
      expect(pageMessages('en', 'address')[message], url.slice(0, 20)).toBe(message);
      expect(pageMessages('ur', 'address')[message], url.slice(0, 20)).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('sends an Urdu address to the Urdu page, any other to the English one', () => {
    const to = (url: string) => rewriteUnreadable({ url } as IncomingMessage);
    expect(to('/ur/product/x%zz')).toBe(`/ur${REFUSED_PAGE_PATH}`);
    expect(to('/ur?q=%zz')).toBe(`/ur${REFUSED_PAGE_PATH}`);
    expect(to('/urdu%zz')).toBe(REFUSED_PAGE_PATH);
    expect(to('/product/x%zz')).toBe(REFUSED_PAGE_PATH);
    expect(to('/ur/product/fine')).toBe('/ur/product/fine');
  });
});
