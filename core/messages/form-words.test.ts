import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  AppointmentSchema,
  BangleSizeSchema,
  ContactSchema,
  GiftCardSchema,
  NewsletterSchema,
  ReceiverSchema,
  RequirementSchema,
  RingSizeSchema,
} from '../inquiry-schemas';
import type { Locale } from '../locale';
import { pageMessages, sharedMessages, type PageName } from './index';

/** Values wrong in every way a form's rules tell apart: missing, too long, on two lines, not a number, not an e-mail. */
const long = 'x'.repeat(2001);
const BAD: readonly Record<string, unknown>[] = [
  {},
  Object.fromEntries(
    [
      'fullName',
      'email',
      'phone',
      'reason',
      'date',
      'message',
      'requirement',
      'amount',
      'ReceiverName',
      'Receiverphone',
      'Receiveremail',
      'FingerMeasurement',
      'RingMeasurement',
      'HandMeasurement',
      'WristMeasurement',
      'ExitingBangleSizeMeasurement',
    ].map((f) => [f, '']),
  ),
  {
    fullName: 'a\nb',
    ReceiverName: 'a\nb',
    email: 'not-mail',
    Receiveremail: 'x',
    phone: 'abc',
    Receiverphone: '1',
    reason: long,
    date: '1999-01-01',
    message: long,
    requirement: long,
    amount: 10_000_000,
    FingerMeasurement: long,
    RingMeasurement: long,
    HandMeasurement: long,
    WristMeasurement: long,
    ExitingBangleSizeMeasurement: long,
  },
  { fullName: long, ReceiverName: long, date: '2999-01-01', amount: 'lots', phone: '0300 1234567' },
];

/** Each form, with the page words it is shown with beside the shared ones (none: a form any page may show). */
const FORMS: readonly [string, ZodType, PageName | null][] = [
  ['contact', ContactSchema, 'contact'],
  ['appointment', AppointmentSchema, null],
  ['newsletter', NewsletterSchema, null],
  ['requirement', RequirementSchema, null],
  ['gift card', GiftCardSchema, 'giftCard'],
  ['gift card receiver', ReceiverSchema, 'giftCard'],
  ['ring size', RingSizeSchema, 'sizeChart'],
  ['bangle size', BangleSizeSchema, 'sizeChart'],
];

const words = (locale: Locale, page: PageName | null) => ({
  ...sharedMessages(locale),
  ...(page ? pageMessages(locale, page) : {}),
});

describe("the forms' rule messages on an Urdu page", () => {
  it.each(FORMS)('the %s form has every message of its rules in both languages', (_name, schema, page) => {
    const messages = new Set(
      BAD.flatMap((input) => {
        const parsed = schema.safeParse(input);
        // The title is the form's own (a hidden field or a choice it sets), never typed.
        return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'title').map((i) => i.message);
      }),
    );
    expect(messages.size).toBeGreaterThan(2);
    const en = words('en', page);
    const ur = words('ur', page);
    const missing = [...messages].filter((m) => en[m] !== m || !/[\u0600-\u06ff]/.test(ur[m] ?? ''));
    expect(missing).toEqual([]);
  });
});
