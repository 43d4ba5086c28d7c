import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { CheckoutSchema } from './checkout-schema';
import { checkoutFieldOf, orderFor, SaleSchema, StockLineSchema, UserDataSchema, type SaleInput } from './order-schema';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const UserData = {
  FirstName: 'Ayesha',
  LastName: 'Khan',
  Email: 'ayesha@example.com',
  Address: '12 Canal Road',
  Address2: 'Flat 3',
  City: 'Lahore',
  PhoneNo: '03001234567',
  Tracking_ID: '1763800000000',
};

const sale: SaleInput = {
  Stock: [{ TagNo: 'T-RING-1', selectedSize: '16', Qty: 1 }],
  UserData,
  NetPrice: 210000,
  Delivery: { selectedDeliveryOption: 'free' },
  Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
  termsAccepted: true,
};

describe('UserData (behaviour §3.6 names, §5.1 rules)', () => {
  it('accepts the guest details', () => {
    expect(UserDataSchema.parse(UserData)).toEqual(UserData);
  });

  it.each([
    ['FirstName', 'First Name is required'],
    ['Email', 'Email is required'],
    ['Address', 'Address is required'],
    ['City', 'City is required'],
    ['PhoneNo', 'Please enter a valid phone number'],
  ])('%s missing: %s', (field, message) => {
    const { [field as keyof typeof UserData]: _gone, ...rest } = UserData;
    expect(errorsOf(UserDataSchema.safeParse(rest))).toEqual({ [field]: message });
  });

  it('an invalid e-mail says Email is required', () => {
    expect(errorsOf(UserDataSchema.safeParse({ ...UserData, Email: 'not-an-email' }))).toEqual({
      Email: 'Email is required',
    });
  });

  it('an invalid phone number says so', () => {
    expect(errorsOf(UserDataSchema.safeParse({ ...UserData, PhoneNo: 'call me' }))).toEqual({
      PhoneNo: 'Please enter a valid phone number',
    });
  });

  it('LastName, Address2 and Tracking_ID are optional', () => {
    const { LastName: _l, Address2: _a, Tracking_ID: _t, ...rest } = UserData;
    expect(UserDataSchema.parse(rest)).toEqual({ ...rest, LastName: '', Address2: '' });
  });
});

describe('stock lines', () => {
  it('a missing size becomes the dash', () => {
    expect(StockLineSchema.parse({ TagNo: 'T-WAT-1' })).toEqual({ TagNo: 'T-WAT-1', selectedSize: '-', Qty: 1 });
  });

  it('each piece is sold once: any Qty becomes 1', () => {
    for (const Qty of [0, -3, 2, 'x', undefined]) expect(StockLineSchema.parse({ TagNo: 'T', Qty }).Qty).toBe(1);
  });

  it('TagNo is required', () => {
    expect(errorsOf(StockLineSchema.safeParse({ TagNo: '  ' }))).toEqual({ TagNo: 'TagNo is required' });
    expect(errorsOf(StockLineSchema.safeParse({}))).toEqual({ TagNo: 'TagNo is required' });
  });
});

describe('the sale payload (behaviour §7.3: { Stock, UserData, NetPrice } plus the choices)', () => {
  it('accepts a good order', () => {
    expect(SaleSchema.safeParse(sale).success).toBe(true);
  });

  it('an empty bag is refused', () => {
    expect(errorsOf(SaleSchema.safeParse({ ...sale, Stock: [] }))).toEqual({ Stock: 'Your bag is empty' });
  });

  it('more than 30 pieces are refused', () => {
    const Stock = Array.from({ length: 31 }, (_, i) => ({ TagNo: `T-${i}` }));
    expect(errorsOf(SaleSchema.safeParse({ ...sale, Stock }))).toEqual({ Stock: 'At most 30 pieces in one order' });
  });

  it('the same tag number twice is refused at the second line', () => {
    const Stock = [{ TagNo: 'T-RING-1' }, { TagNo: 'T-SIL-1' }, { TagNo: 'T-RING-1' }];
    expect(errorsOf(SaleSchema.safeParse({ ...sale, Stock }))).toEqual({
      'Stock.2.TagNo': 'Each piece can be ordered once: T-RING-1 is in the order twice',
    });
  });

  it('NetPrice must be a whole, non-negative number', () => {
    expect(errorsOf(SaleSchema.safeParse({ ...sale, NetPrice: '210000' }))).toEqual({
      NetPrice: 'NetPrice must be a number',
    });
    expect(SaleSchema.safeParse({ ...sale, NetPrice: -1 }).success).toBe(false);
    expect(SaleSchema.safeParse({ ...sale, NetPrice: 1.5 }).success).toBe(false);
  });

  it('the guest details carry the behaviour §5.1 messages with their paths', () => {
    const r = SaleSchema.safeParse({ ...sale, UserData: { ...UserData, FirstName: '', Email: 'x@', City: ' ' } });
    expect(errorsOf(r)).toEqual({
      'UserData.FirstName': 'First Name is required',
      'UserData.Email': 'Email is required',
      'UserData.City': 'City is required',
    });
  });

  it('collect needs date, ID and terms', () => {
    expect(errorsOf(SaleSchema.safeParse({ ...sale, Delivery: { selectedDeliveryOption: 'collect' } }))).toEqual({
      'Delivery.collectionDate': 'Collection date is required',
      'Delivery.cnicPassport': 'ID/Passport number is required',
      'Delivery.termsConditions': 'Please accept the collection terms',
    });
    expect(
      SaleSchema.safeParse({
        ...sale,
        Delivery: {
          selectedDeliveryOption: 'collect',
          collectionDate: dayFromNow(2),
          cnicPassport: 'AB1234567',
          termsConditions: true,
        },
      }).success,
    ).toBe(true);
  });

  it('paid needs a listed country', () => {
    expect(
      SaleSchema.safeParse({ ...sale, Delivery: { selectedDeliveryOption: 'paid', selectedCountry: 'Japan' } }).success,
    ).toBe(true);
    expect(
      errorsOf(
        SaleSchema.safeParse({ ...sale, Delivery: { selectedDeliveryOption: 'paid', selectedCountry: 'Narnia' } }),
      ),
    ).toEqual({ 'Delivery.selectedCountry': 'Please choose a country from the list' });
  });

  it('card payment is refused', () => {
    expect(
      errorsOf(SaleSchema.safeParse({ ...sale, Payment: { selectedPaymentMethod: 'my_custom_gateway' } })),
    ).toEqual({ 'Payment.selectedPaymentMethod': 'Card payment is Coming Soon. Please choose bank transfer.' });
  });

  it('the terms must be literally true', () => {
    for (const termsAccepted of [false, 'true', 1, undefined]) {
      expect(errorsOf(SaleSchema.safeParse({ ...sale, termsAccepted }))).toEqual({
        termsAccepted: 'Please accept the terms and conditions',
      });
    }
  });

  it('the old storefront payload alone (no choices) is refused with the missing parts named', () => {
    const r = SaleSchema.safeParse({ Stock: sale.Stock, UserData, NetPrice: 210000 });
    expect(Object.keys(errorsOf(r)).sort()).toEqual(['Delivery', 'Payment', 'termsAccepted'].sort());
  });
});

describe('from the checkout page to the order and back (one table)', () => {
  const page = {
    firstName: ' Ayesha ',
    lastName: 'Khan',
    email: 'ayesha@example.com',
    address: '12 Canal Road',
    Address2: 'Flat 3',
    Phone: '03001234567',
    city: 'Lahore',
    selectedDeliveryOption: 'collect',
    collectionDate: dayFromNow(2),
    cnicPassport: '35202-1234567-1',
    termsConditions: true,
    selectedCountry: 'United Kingdom',
    selectedPaymentMethod: 'bacs_allied_bank',
    termsAccepted: true,
  };
  const bag = [
    { TagNo: 'T-RING-1', selectedSize: '16' },
    { TagNo: 'T-WAT-1', selectedSize: '-' },
  ];

  it("builds the order the API accepts: the API's names, the chosen option's fields, the chosen payment", () => {
    const order = orderFor(CheckoutSchema.parse(page), bag, 210000, '1763800000000');
    expect(order).toEqual({
      Stock: [
        { TagNo: 'T-RING-1', selectedSize: '16', Qty: 1 },
        { TagNo: 'T-WAT-1', selectedSize: '-', Qty: 1 },
      ],
      UserData,
      NetPrice: 210000,
      Delivery: {
        selectedDeliveryOption: 'collect',
        collectionDate: page.collectionDate,
        cnicPassport: '35202-1234567-1',
        termsConditions: true,
      },
      Payment: { selectedPaymentMethod: 'bacs_allied_bank' },
      termsAccepted: true,
      Language: 'en',
    });
    expect(SaleSchema.safeParse(order).success).toBe(true);
    const urdu = orderFor(CheckoutSchema.parse(page), bag, 210000, '1763800000000', 'ur');
    expect(SaleSchema.parse(urdu).Language).toBe('ur');
    expect(SaleSchema.safeParse({ ...order, Language: 'fr' }).error?.issues[0]?.message).toBe(
      'Language must be one of en, ur',
    );
    const { Language: _, ...old } = order;
    expect(SaleSchema.parse(old).Language).toBe('en');
    const paid = orderFor(CheckoutSchema.parse({ ...page, selectedDeliveryOption: 'paid' }), bag, 221500);
    expect(paid.Delivery).toEqual({ selectedDeliveryOption: 'paid', selectedCountry: 'United Kingdom' });
  });

  it("names the page's field for each path the API refuses", () => {
    const order = orderFor(CheckoutSchema.parse(page), bag, 210000);
    // Every field the order carries comes back to the page field it was built from.
    const paths = [
      ...Object.keys(order.UserData)
        .filter((k) => k !== 'Tracking_ID')
        .map((k) => `UserData.${k}`),
      ...Object.keys(order.Delivery).map((k) => `Delivery.${k}`),
      'Payment.selectedPaymentMethod',
      'termsAccepted',
    ];
    expect(paths.map(checkoutFieldOf).sort()).toEqual(
      Object.keys(page)
        .filter((k) => k !== 'selectedCountry')
        .sort(),
    );
    expect(checkoutFieldOf('UserData.PhoneNo')).toBe('Phone');
    expect(checkoutFieldOf('Delivery.selectedCountry')).toBe('selectedCountry');
    expect(checkoutFieldOf('depositSlip')).toBe('depositSlip');
  });
});
