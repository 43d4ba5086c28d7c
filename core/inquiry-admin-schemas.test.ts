import { describe, expect, it } from 'vitest';
import { InquiriesQuerySchema, SubscriberKeySchema } from './inquiry-admin-schemas';

describe('InquiriesQuerySchema', () => {
  it('takes the filters and a page; empty means any', () => {
    expect(InquiriesQuerySchema.parse({})).toEqual({ kind: '', answered: '', q: '', page: 1 });
    expect(InquiriesQuerySchema.parse({ kind: 'ring-size', answered: 'no', q: ' 0300-1234567 ', page: '3' })).toEqual({
      kind: 'ring-size',
      answered: 'no',
      q: '0300-1234567',
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
