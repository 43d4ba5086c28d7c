import { describe, expect, it } from 'vitest';
import { pageField, pagesOf, pakistaniMobile, replyLinks } from './admin-lists';

describe('pakistaniMobile', () => {
  it.each([
    ['03001234567', '923001234567'],
    ['3001234567', '923001234567'],
    ['923001234567', '923001234567'],
    ['+92 300 1234567', '923001234567'],
    ['0092-300-1234567', '923001234567'],
    ['0300 1234567', '923001234567'],
  ])('%s is %s', (typed, intl) => expect(pakistaniMobile(typed)).toBe(intl));

  it.each(['04235712460', '0300123456', '030012345678', '+44 7700 900123', '', 'call me'])(
    '%s is not a Pakistani mobile',
    (typed) => expect(pakistaniMobile(typed)).toBeNull(),
  );
});

describe('replyLinks', () => {
  it('a mail with its subject, WhatsApp and a call for a Pakistani mobile', () => {
    expect(replyLinks('ayesha@example.com', '03001234567', 'Contact form #7 - Noor Mahal Jewellers')).toEqual({
      mailto: 'mailto:ayesha@example.com?subject=Contact%20form%20%237%20-%20Noor%20Mahal%20Jewellers',
      whatsapp: 'https://wa.me/923001234567',
      tel: 'tel:+923001234567',
    });
  });

  it('another number: a call only; no address, no mail', () => {
    expect(replyLinks('', '+44 7700 900123', 'x')).toEqual({ mailto: null, whatsapp: null, tel: 'tel:+447700900123' });
    expect(replyLinks('', '', 'x')).toEqual({ mailto: null, whatsapp: null, tel: null });
  });
});

describe('pageField', () => {
  it('is 1 when missing, a whole number from 1 otherwise', () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.parse('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '100001']) expect(pageField.safeParse(bad).success, bad).toBe(false);
  });
});

describe('pagesOf', () => {
  it('counts whole pages, at least one', () => {
    expect([pagesOf(0, 20), pagesOf(20, 20), pagesOf(21, 20), pagesOf(1, 25)]).toEqual([1, 1, 2, 1]);
  });
});
