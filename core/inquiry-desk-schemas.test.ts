import { describe, expect, it } from 'vitest';
import { InquiriesQuerySchema, pakistaniMobile, replyLinks, SubscriberKeySchema } from './inquiry-desk-schemas';

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

describe('InquiriesQuerySchema', () => {
  it('takes the filters and a page; empty means any', () => {
    expect(InquiriesQuerySchema.parse({})).toEqual({ kind: '', answered: '', page: 1 });
    expect(InquiriesQuerySchema.parse({ kind: 'ring-size', answered: 'no', page: '3' })).toEqual({
      kind: 'ring-size',
      answered: 'no',
      page: 3,
    });
  });

  it('names what is wrong', () => {
    const issues = InquiriesQuerySchema.safeParse({ kind: 'x', answered: 'maybe', page: 'abc' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kind', expect.stringMatching(/^Kind must be one of contact, appointment, /)],
      ['answered', 'Answered must be no or yes'],
      ['page', 'Page must be a number'],
    ]);
  });
});

describe('SubscriberKeySchema', () => {
  it('a number or an e-mail address', () => {
    expect(SubscriberKeySchema.safeParse('12').success).toBe(true);
    expect(SubscriberKeySchema.safeParse('Hira@Example.com').success).toBe(true);
    expect(SubscriberKeySchema.safeParse('../etc').success).toBe(false);
  });
});
