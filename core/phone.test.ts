import { describe, expect, it } from 'vitest';
import { BillingSchema } from './checkout-schema';
import {
  AppointmentSchema,
  BangleSizeSchema,
  ContactSchema,
  GiftCardSchema,
  NewsletterSchema,
  RequirementSchema,
  RingSizeSchema,
} from './inquiry-schemas';
import { isPhone } from './phone';

/** docs/behaviour.md §5, phone numbers: one rule in every form. */
describe('isPhone', () => {
  it.each(['03339876543', '0333 9876543', '0333-9876543', '+92 333 9876543', '92-333-987-6543', '042 3571 2460'])(
    'takes %j',
    (v) => expect(isPhone(v)).toBe(true),
  );

  it.each([
    '',
    '+',
    '123456',
    '0333 CALL ME',
    '0333_9876543',
    '(0333) 9876543',
    '-03339876543',
    '0333 9876543 ',
    '1'.repeat(16),
  ])('refuses %j', (v) => expect(isPhone(v)).toBe(false));

  it('counts only the digits where a form asks for an exact number of them', () => {
    expect(isPhone('0333 9876543', 11)).toBe(true);
    expect(isPhone('0333-987-654', 11)).toBe(false);
    expect(isPhone('333 9876543', 10)).toBe(true);
  });
});

describe('every form takes a phone with spaces and dashes', () => {
  const who = { fullName: 'Ayesha Khan', email: 'ayesha@example.com' };
  const forms = [
    ['checkout', BillingSchema, { firstName: 'Ayesha', email: who.email, address: 'House 1', city: 'Lahore' }, 'Phone'],
    ['contact', ContactSchema, { ...who, reason: 'My Order' }, 'phone'],
    ['newsletter', NewsletterSchema, who, 'phone'],
    ['ring size', RingSizeSchema, { ...who, FingerMeasurement: '17.3 mm', RingMeasurement: '17 mm' }, 'phone'],
    [
      'bangle size',
      BangleSizeSchema,
      { ...who, HandMeasurement: '8 cm', WristMeasurement: '16 cm', ExitingBangleSizeMeasurement: '6 cm' },
      'phone',
    ],
    ['requirement', RequirementSchema, { ...who, message: 'A kada in 21K' }, 'phone'],
  ] as const;

  it.each(forms)(
    '%s: "0333 9876543" and "0333-9876543" pass, "0333 CALL ME" is told it is not a number',
    (_, schema, rest, field) => {
      for (const phone of ['0333 9876543', '0333-9876543'])
        expect(schema.safeParse({ ...rest, [field]: phone }).success, phone).toBe(true);
      const bad = schema.safeParse({ ...rest, [field]: '0333 CALL ME' });
      expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, 'Please enter a valid phone number'],
      ]);
    },
  );

  it('the appointment and the gift card keep their number of digits, spaces aside', () => {
    const appointment = { title: 'At Showroom', fullName: 'Ayesha', date: new Date().toISOString().slice(0, 10) };
    expect(
      AppointmentSchema.safeParse({ ...appointment, reason: 'OtherServices', email: who.email, phone: '0333 9876543' })
        .success,
    ).toBe(true);
    expect(GiftCardSchema.safeParse({ ...who, amount: 1000, phone: '333-987-6543' }).success).toBe(true);
    expect(GiftCardSchema.safeParse({ ...who, amount: 1000, phone: '0333 9876543' }).success).toBe(false);
  });
});
