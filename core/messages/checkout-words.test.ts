import { describe, expect, it } from 'vitest';
import { CheckoutSchema } from '../checkout-schema';
import { formatPattern as formatMessage } from '../message-format';
import { notAPicture, tooLarge, UPLOAD_MAX_BYTES } from '../upload-rules';
import { pageMessages, sharedMessages } from './index';
import type { Locale } from '../locale';

const words = (locale: Locale) => ({ ...sharedMessages(locale), ...pageMessages(locale, 'checkout') });

/** Checkouts each wrong in as many ways as the form's rules have messages. */
const long = (n: number) => 'x'.repeat(n + 1);
const BAD: readonly Record<string, unknown>[] = [
  {},
  { firstName: '', email: '', address: '', city: '', Phone: '', selectedDeliveryOption: 'collect' },
  {
    firstName: long(60),
    lastName: long(60),
    email: 'not-mail',
    address: long(200),
    Address2: long(200),
    city: long(80),
    Phone: 'abc',
    selectedDeliveryOption: 'collect',
    collectionDate: '2001-01-01',
    cnicPassport: long(30),
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

describe("the checkout's messages on an Urdu page", () => {
  const messages = new Set(
    BAD.flatMap((input) => {
      const parsed = CheckoutSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    }),
  );

  it('every message a rule of the form can give is in the words of both languages', () => {
    expect(messages.size).toBeGreaterThan(20);
    const en = words('en');
    const ur = words('ur');
    for (const message of messages) {
      expect(en[message], message).toBe(message);
      expect(ur[message], message).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe("a picture's refusal on the page", () => {
  it('reads in English as the server writes it', () => {
    const en = words('en');
    const mb = UPLOAD_MAX_BYTES / 1024 / 1024;
    expect(formatMessage(en['form.notAPicture'] ?? '', { label: 'Deposit slip' })).toBe(notAPicture('Deposit slip'));
    expect(formatMessage(en['form.tooLarge'] ?? '', { label: 'Deposit slip', mb })).toBe(tooLarge('Deposit slip'));
  });
});
