import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { CheckoutSchema } from '../checkout-schema';
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
import { compileAll, formatPattern as formatMessage } from '../message-format';
import { notOfferedMessage, ORDER_REFUSALS } from '../order-refusals';
import { sayAs } from '../say-as';
import { notAPicture, tooLarge, UPLOAD_MAX_BYTES } from '../upload-rules';
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

/** Checkouts each wrong in as many ways as the checkout's rules have messages. */
const longer = (n: number) => 'x'.repeat(n + 1);
const BAD_CHECKOUTS: readonly Record<string, unknown>[] = [
  {},
  { firstName: '', email: '', address: '', city: '', Phone: '', selectedDeliveryOption: 'collect' },
  {
    firstName: longer(60),
    lastName: longer(60),
    email: 'not-mail',
    address: longer(200),
    Address2: longer(200),
    city: longer(80),
    Phone: 'abc',
    selectedDeliveryOption: 'collect',
    collectionDate: '2001-01-01',
    cnicPassport: longer(30),
    selectedPaymentMethod: 'my_custom_gateway',
  },
  {
    firstName: 'a\nb',
    lastName: 'a\nb',
    address: 'a\nb',
    Address2: 'a\nb',
    city: 'a\nb',
    selectedDeliveryOption: 'collect',
    collectionDate: 'soon',
    cnicPassport: '1',
    selectedPaymentMethod: 'cheque',
  },
  { selectedDeliveryOption: 'paid' },
  { selectedDeliveryOption: 'paid', selectedCountry: 'Atlantis' },
  { selectedDeliveryOption: 'by-pigeon' },
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

/** Every message a schema gives for the wrong values (the title aside: the form's own, a hidden field or a choice it sets). */
const messagesOf = (schema: ZodType, bad: readonly Record<string, unknown>[]) =>
  new Set(
    bad.flatMap((input) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'title').map((i) => i.message);
    }),
  );

/** The messages the page's words do not have under their own English, or have no Urdu for. */
const missingIn = (messages: Set<string>, page: PageName | null) => {
  const en = words('en', page);
  const ur = words('ur', page);
  return [...messages].filter((m) => en[m] !== m || !/[\u0600-\u06ff]/.test(ur[m] ?? ''));
};

describe("the forms' rule messages on an Urdu page", () => {
  it.each(FORMS)('the %s form has every message of its rules in both languages', (_name, schema, page) => {
    const messages = messagesOf(schema, BAD);
    expect(messages.size).toBeGreaterThan(2);
    expect(missingIn(messages, page)).toEqual([]);
  });

  it('the checkout has every message of its rules in both languages', () => {
    const messages = messagesOf(CheckoutSchema, BAD_CHECKOUTS);
    expect(messages.size).toBeGreaterThan(20);
    expect(missingIn(messages, 'checkout')).toEqual([]);
  });
});

describe("a picture's refusal on the page", () => {
  it('reads in English as the server writes it', () => {
    const en = words('en', 'checkout');
    const mb = UPLOAD_MAX_BYTES / 1024 / 1024;
    expect(formatMessage(en['form.notAPicture'] ?? '', { label: 'Deposit slip' })).toBe(notAPicture('Deposit slip'));
    expect(formatMessage(en['form.tooLarge'] ?? '', { label: 'Deposit slip', mb })).toBe(tooLarge('Deposit slip'));
  });
});

describe("the order API's refusals on the checkout page", () => {
  const VALUES = { tagNo: 'ZG-10001', name: 'Gold Ring (22K)', total: 'PKR 612,500', limit: 'PKR 500,000' };
  // As the checkout's loader sends them: read into parts on the server (app/lib/messages.server.ts).
  const en = compileAll(words('en', 'checkout') as Record<string, string>);
  const ur = compileAll(words('ur', 'checkout') as Record<string, string>);

  it.each(Object.entries(ORDER_REFUSALS))(
    '%s reads back in English as sent, and in Urdu with its values',
    (_k, pattern) => {
      const sent = formatMessage(pattern, VALUES);
      expect(sayAs(en, sent)).toBe(sent);
      const said = sayAs(ur, sent) ?? '';
      expect(said).toMatch(/[\u0600-\u06ff]/);
      for (const arg of pattern.match(/\{\w+\}/g) ?? [])
        expect(said).toContain(VALUES[arg.slice(1, -1) as keyof typeof VALUES]);
    },
  );

  it('says a way to pay refused over the limit with both figures', () => {
    const sent = notOfferedMessage(
      'cash_on_delivery',
      'over-limit',
      { payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 500_000 },
      { option: 'free', total: 612_500 },
    );
    expect(sent).toBe(
      'Pay on delivery is offered for orders up to PKR 500,000; this order is PKR 612,500. Please choose bank transfer.',
    );
    expect(sayAs(ur, sent)).toBe(
      'ڈیلیوری پر ادائیگی صرف \u2068PKR 500,000\u2069 تک کے آرڈرز کے لیے ہے؛ یہ آرڈر \u2068PKR 612,500\u2069 کا ہے۔ براہِ کرم بینک ٹرانسفر چنیں۔',
    );
  });

  it('leaves a message made from no pattern it has to the caller', () => {
    expect(sayAs(ur, 'Something the server never says')).toBeNull();
    expect(sayAs(ur, 'Pay on delivery is offered for orders up to PKR 1')).toBeNull();
  });
});
