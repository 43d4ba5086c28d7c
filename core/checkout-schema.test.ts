import { describe, expect, it } from 'vitest';
import { BillingSchema, CheckoutSchema, DeliverySchema, PaymentSchema } from './checkout-schema';
import { errorsOf } from './field-errors';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const billing = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  address: '12 Canal Road',
  Address2: '',
  Phone: '03001234567',
  city: 'Lahore',
};

describe('billing form (behaviour §5.1)', () => {
  it('accepts a complete form; lastName and Address2 are optional', () => {
    expect(BillingSchema.safeParse(billing).success).toBe(true);
    const { lastName: _l, Address2: _a, ...rest } = billing;
    const parsed = BillingSchema.parse(rest);
    expect(parsed.lastName).toBe('');
    expect(parsed.Address2).toBe('');
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['email', 'Email is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['Phone', 'Please enter a valid phone number'],
  ])('%s missing: %s', (field, message) => {
    const { [field as keyof typeof billing]: _gone, ...rest } = billing;
    expect(errorsOf(BillingSchema.safeParse(rest))).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['email', 'Email is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['Phone', 'Please enter a valid phone number'],
  ])('%s empty or blank: %s', (field, message) => {
    for (const value of ['', '   ']) {
      expect(errorsOf(BillingSchema.safeParse({ ...billing, [field]: value }))).toEqual({ [field]: message });
    }
  });

  it.each(['ayesha', 'ayesha@', '@example.com', 'ayesha@example', 'a b@example.com'])(
    'an invalid e-mail (%j) says Email is required',
    (email) => {
      expect(errorsOf(BillingSchema.safeParse({ ...billing, email }))).toEqual({ email: 'Email is required' });
    },
  );

  it('trims the e-mail and names', () => {
    const parsed = BillingSchema.parse({ ...billing, email: '  ayesha@example.com ', firstName: ' Ayesha ' });
    expect(parsed.email).toBe('ayesha@example.com');
    expect(parsed.firstName).toBe('Ayesha');
  });

  it.each(['12', 'abcdefghij', '0300-CALL-ME', '+', '1'.repeat(25)])('an invalid phone (%j) is refused', (Phone) => {
    expect(errorsOf(BillingSchema.safeParse({ ...billing, Phone }))).toEqual({
      Phone: 'Please enter a valid phone number',
    });
  });

  it.each(['03001234567', '+92 300 1234567', '+44 20 7946 0958', '042-3571-2460'])(
    'a valid phone (%j) passes',
    (Phone) => {
      expect(BillingSchema.safeParse({ ...billing, Phone }).success).toBe(true);
    },
  );

  it('an empty form names every required field with its message', () => {
    expect(errorsOf(BillingSchema.safeParse({}))).toEqual({
      firstName: 'First Name is required',
      email: 'Email is required',
      address: 'Address is required',
      Phone: 'Please enter a valid phone number',
      city: 'City is required',
    });
  });

  it('over-long values are refused with a clear message', () => {
    expect(errorsOf(BillingSchema.safeParse({ ...billing, firstName: 'x'.repeat(61) })).firstName).toMatch(
      /at most 60/,
    );
    expect(errorsOf(BillingSchema.safeParse({ ...billing, address: 'x'.repeat(201) })).address).toMatch(/at most 200/);
  });
});

describe('delivery options (behaviour §4.4, §5.2)', () => {
  const collect = {
    selectedDeliveryOption: 'collect',
    collectionDate: dayFromNow(3),
    cnicPassport: '35202-1234567-1',
    termsConditions: true,
  };

  it('collect with date, ID and terms passes; today is allowed', () => {
    expect(DeliverySchema.safeParse(collect).success).toBe(true);
    expect(DeliverySchema.safeParse({ ...collect, collectionDate: dayFromNow(0) }).success).toBe(true);
  });

  it('collect needs a collection date', () => {
    const { collectionDate: _d, ...rest } = collect;
    expect(errorsOf(DeliverySchema.safeParse(rest))).toEqual({ collectionDate: 'Collection date is required' });
    expect(errorsOf(DeliverySchema.safeParse({ ...collect, collectionDate: 'soon' }))).toEqual({
      collectionDate: 'Collection date is required',
    });
  });

  it('collect refuses a date in the past', () => {
    expect(errorsOf(DeliverySchema.safeParse({ ...collect, collectionDate: dayFromNow(-2) }))).toEqual({
      collectionDate: 'Collection date cannot be in the past',
    });
  });

  it('collect needs an ID/passport number', () => {
    const { cnicPassport: _c, ...rest } = collect;
    expect(errorsOf(DeliverySchema.safeParse(rest))).toEqual({ cnicPassport: 'ID/Passport number is required' });
    expect(errorsOf(DeliverySchema.safeParse({ ...collect, cnicPassport: '  ' }))).toEqual({
      cnicPassport: 'ID/Passport number is required',
    });
  });

  it('collect needs the terms ticked (true, not "true" or false)', () => {
    for (const termsConditions of [false, 'true', 1, undefined]) {
      expect(errorsOf(DeliverySchema.safeParse({ ...collect, termsConditions }))).toEqual({
        termsConditions: 'Please accept the collection terms',
      });
    }
  });

  it('free needs nothing more', () => {
    expect(DeliverySchema.safeParse({ selectedDeliveryOption: 'free' }).success).toBe(true);
  });

  it('paid needs a country from the list', () => {
    expect(
      DeliverySchema.safeParse({ selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' }).success,
    ).toBe(true);
    expect(DeliverySchema.safeParse({ selectedDeliveryOption: 'paid', selectedCountry: 'Norway' }).success).toBe(true);
    expect(errorsOf(DeliverySchema.safeParse({ selectedDeliveryOption: 'paid', selectedCountry: 'Atlantis' }))).toEqual(
      { selectedCountry: 'Please choose a country from the list' },
    );
    expect(
      errorsOf(DeliverySchema.safeParse({ selectedDeliveryOption: 'paid', selectedCountry: 'united kingdom' })),
    ).toEqual({ selectedCountry: 'Please choose a country from the list' });
    expect(errorsOf(DeliverySchema.safeParse({ selectedDeliveryOption: 'paid' }))).toEqual({
      selectedCountry: 'Country is required',
    });
  });

  it('an unknown option is refused', () => {
    const r = DeliverySchema.safeParse({ selectedDeliveryOption: 'drone' });
    expect(r.success).toBe(false);
    expect(Object.values(errorsOf(r))).toContain('Please choose a delivery option');
  });
});

describe('payment (behaviour §4.5)', () => {
  it('bank transfer passes', () => {
    expect(PaymentSchema.safeParse({ selectedPaymentMethod: 'bacs_allied_bank' }).success).toBe(true);
  });

  it('card payment (Coming Soon) is refused', () => {
    expect(errorsOf(PaymentSchema.safeParse({ selectedPaymentMethod: 'my_custom_gateway' }))).toEqual({
      selectedPaymentMethod: 'Card payment is Coming Soon. Please choose bank transfer.',
    });
    expect(PaymentSchema.safeParse({}).success).toBe(false);
  });
});

describe('the whole checkout form (one flat set of fields, as the page holds them)', () => {
  // What the page holds: every option's fields, typed or not, whichever option is chosen.
  const page = {
    ...billing,
    selectedDeliveryOption: 'free',
    collectionDate: '',
    cnicPassport: '',
    termsConditions: false,
    selectedCountry: 'United States',
    selectedPaymentMethod: 'bacs_allied_bank',
    termsAccepted: true,
  };

  it("passes when everything is filled in and the terms are ticked, keeping only the chosen option's fields", () => {
    const r = CheckoutSchema.safeParse(page);
    expect(r.success).toBe(true);
    expect(r.data).toEqual({
      ...billing,
      selectedDeliveryOption: 'free',
      selectedPaymentMethod: 'bacs_allied_bank',
      termsAccepted: true,
    });
    expect(CheckoutSchema.parse({ ...page, selectedDeliveryOption: 'paid' })).toMatchObject({
      selectedDeliveryOption: 'paid',
      selectedCountry: 'United States',
    });
  });

  it('the terms tick must be literally true', () => {
    for (const termsAccepted of [false, 'true', 1, undefined, null]) {
      expect(errorsOf(CheckoutSchema.safeParse({ ...page, termsAccepted }))).toEqual({
        termsAccepted: 'Please accept the terms and conditions',
      });
    }
  });

  it('names every field at fault, billing, delivery and payment alike, in one pass', () => {
    const r = CheckoutSchema.safeParse({
      ...page,
      email: 'x',
      city: '',
      selectedDeliveryOption: 'collect',
      cnicPassport: '35202-1234567-1',
      selectedPaymentMethod: 'my_custom_gateway',
    });
    expect(errorsOf(r)).toEqual({
      email: 'Email is required',
      city: 'City is required',
      selectedPaymentMethod: 'Card payment is Coming Soon. Please choose bank transfer.',
      collectionDate: 'Collection date is required',
      termsConditions: 'Please accept the collection terms',
    });
  });

  it('an unknown delivery option names the option', () => {
    expect(errorsOf(CheckoutSchema.safeParse({ ...page, selectedDeliveryOption: 'drone' }))).toEqual({
      selectedDeliveryOption: 'Please choose a delivery option',
    });
  });
});
