import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import {
  AppointmentSchema,
  BangleSizeSchema,
  ContactSchema,
  GiftCardSchema,
  giftAmount,
  inquirySchemaFor,
  INQUIRY_TITLES,
  NewsletterSchema,
  ReceiverSchema,
  RequirementSchema,
  RingSizeSchema,
  sizePhotoFields,
  sizeSchemaFor,
} from './inquiry-schemas';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const without = <T extends object>(o: T, key: keyof T) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

const contact = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  reason: 'My Order',
  phone: '03001234567',
  message: 'Where is my ring?',
};

describe('contact form (behaviour §5.4)', () => {
  it('accepts a complete form and fills the title and date', () => {
    const parsed = ContactSchema.parse(contact);
    expect(parsed.title).toBe('Contact Form');
    expect(parsed.date).toBe('');
  });

  it.each([
    ['fullName', 'Name is required'],
    ['email', 'Email is required'],
    ['reason', 'Reason is required'],
    ['phone', 'Phone No is required'],
  ] as const)('%s missing: %s', (field, message) => {
    expect(errorsOf(ContactSchema.safeParse(without(contact, field)))).toEqual({ [field]: message });
  });

  it('refuses an invalid e-mail, a phone with letters and a reason outside the four', () => {
    expect(errorsOf(ContactSchema.safeParse({ ...contact, email: 'ayesha@' }))).toEqual({
      email: 'Email is required',
    });
    expect(errorsOf(ContactSchema.safeParse({ ...contact, phone: '0300-CALL-ME' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(errorsOf(ContactSchema.safeParse({ ...contact, reason: 'Anything' }))).toEqual({
      reason: 'Reason is required',
    });
  });

  it('accepts each of the four reasons', () => {
    for (const reason of ['Product Information', 'My Order', 'Delivery Option', 'Returns & Exchanges']) {
      expect(ContactSchema.safeParse({ ...contact, reason }).success).toBe(true);
    }
  });

  it('refuses a line break in a name, which would reach a mail header', () => {
    expect(errorsOf(ContactSchema.safeParse({ ...contact, fullName: 'Ayesha\r\nBcc: all@example.com' }))).toEqual({
      fullName: 'Must be on one line',
    });
  });

  it("keeps a script in a name as text (escaping is the mail layout's job)", () => {
    expect(ContactSchema.parse({ ...contact, fullName: '<script>alert(1)</script>' }).fullName).toBe(
      '<script>alert(1)</script>',
    );
  });
});

const appointment = {
  title: 'At Showroom',
  fullName: 'Bilal Ahmed',
  phone: '03211234567',
  date: dayFromNow(3),
  reason: 'DiamondConsultation',
  email: 'bilal@example.com',
};

describe('appointment form (behaviour §5.5: phone exactly 11 digits)', () => {
  it('accepts both titles and the five reasons', () => {
    for (const title of ['At Showroom', 'Over The Call']) {
      for (const reason of [
        'JewelleryConsultation',
        'DiamondConsultation',
        'GemstoneConsultation',
        'RepairsAndMaintenance',
        'OtherServices',
      ]) {
        expect(AppointmentSchema.safeParse({ ...appointment, title, reason }).success).toBe(true);
      }
    }
  });

  it.each(['0321123456', '032112345678', '0321-123456'])('phone %s: Please enter a valid phone number', (phone) => {
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, phone }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it("asks for a valid e-mail with the shop's words", () => {
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, email: 'bilal' }))).toEqual({
      email: 'Please enter a valid Email',
    });
  });

  it('takes a date from today up to a year ahead', () => {
    expect(AppointmentSchema.safeParse({ ...appointment, date: dayFromNow(0) }).success).toBe(true);
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, date: dayFromNow(-3) }))).toEqual({
      date: 'Please choose a date from today on',
    });
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, date: dayFromNow(400) }))).toEqual({
      date: 'Please choose a date within a year',
    });
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, date: 'tomorrow' }))).toHaveProperty('date');
  });

  it('refuses a title other than the two appointment kinds', () => {
    expect(errorsOf(AppointmentSchema.safeParse({ ...appointment, title: 'Newsletter' }))).toHaveProperty('title');
  });
});

describe('requirement form (behaviour §5.6)', () => {
  const requirement = {
    fullName: 'Sana',
    phone: '03001234567',
    email: 'sana@example.com',
    message: 'A palladium band, size 14',
    reason: 'Palladium',
  };
  it('accepts a requirement and names its title', () => {
    expect(RequirementSchema.parse(requirement).title).toBe('Request Requirement');
  });
  it('asks for the requirement itself', () => {
    expect(errorsOf(RequirementSchema.safeParse({ ...requirement, message: '  ' }))).toEqual({
      message: 'Please enter Your Requirement',
    });
  });
  it('wants 11 digits and a valid e-mail', () => {
    expect(errorsOf(RequirementSchema.safeParse({ ...requirement, phone: '123', email: 'x' }))).toEqual({
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid Email',
    });
  });
});

describe('newsletter form (behaviour §5.7)', () => {
  const newsletter = { fullName: 'Hina', phone: '03001234567', email: 'hina@example.com' };
  it('fills title Newsletter and empty reason, message and date', () => {
    expect(NewsletterSchema.parse(newsletter)).toEqual({
      ...newsletter,
      title: 'Newsletter',
      reason: '',
      message: '',
      date: '',
    });
  });
  it.each([
    ['fullName', 'Name is required'],
    ['phone', 'Phone No is required'],
    ['email', 'Email is required'],
  ] as const)('%s missing: %s', (field, message) => {
    expect(errorsOf(NewsletterSchema.safeParse(without(newsletter, field)))).toEqual({ [field]: message });
  });
});

describe('gift card (behaviour §5.8, §9.8: at most 20000, phone exactly 10 digits)', () => {
  const giftCard = { fullName: 'Omar', phone: '3001234567', email: 'omar@example.com', amount: 5000 };
  it('accepts each preset and a typed amount up to the maximum', () => {
    for (const amount of [1000, 2000, 5000, 10000, 20000, 7500])
      expect(GiftCardSchema.safeParse({ ...giftCard, amount }).success).toBe(true);
  });
  it("refuses more than 20000 with the shop's words", () => {
    expect(errorsOf(GiftCardSchema.safeParse({ ...giftCard, amount: 20001 }))).toEqual({
      amount: 'Amount cannot exceed 20000',
    });
    expect(giftAmount.safeParse('25000').error?.issues[0]?.message).toBe('Amount cannot exceed 20000');
  });
  it('wants exactly 10 digits and a full name', () => {
    expect(errorsOf(GiftCardSchema.safeParse({ ...giftCard, phone: '03001234567', fullName: '' }))).toEqual({
      phone: 'Please enter a valid phone number',
      fullName: 'Full Name is required',
    });
  });
  it("validates the receiver on the receiver's own fields", () => {
    const receiver = {
      ReceiverName: 'Zara',
      Receiverphone: '3007654321',
      Receiveremail: 'zara@example.com',
      amount: 2000,
    };
    expect(ReceiverSchema.parse(receiver).title).toBe('RECEIVER GIFT CARD FORM');
    expect(errorsOf(ReceiverSchema.safeParse({ ...receiver, Receiverphone: '30076' }))).toEqual({
      Receiverphone: 'Please enter a valid phone number',
    });
    expect(errorsOf(ReceiverSchema.safeParse({ ...giftCard }))).toEqual({
      ReceiverName: 'Receiver Name is required',
      Receiverphone: 'Please enter a valid phone number',
      Receiveremail: 'Email is required',
    });
  });
});

describe('size requests (behaviour §5.9, §5.10)', () => {
  const person = { fullName: 'Maryam', email: 'maryam@example.com', phone: '03001234567' };
  it("ring: the measurements are required with the shop's words", () => {
    expect(errorsOf(RingSizeSchema.safeParse(person))).toEqual({
      FingerMeasurement: 'Finger Measurement is required',
      RingMeasurement: 'Ring Measurement is required',
    });
    expect(
      errorsOf(
        RingSizeSchema.safeParse({ FingerMeasurement: '54', RingMeasurement: '17', email: 'm@', phone: '12ab' }),
      ),
    ).toEqual({
      fullName: 'Full Name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
  });
  it('bangle: three measurements, title fixed', () => {
    expect(errorsOf(BangleSizeSchema.safeParse(person))).toEqual({
      HandMeasurement: 'Hand width Measurement is required',
      WristMeasurement: 'Wrist size measurement is required',
      ExitingBangleSizeMeasurement: 'Existing bangle size diameter measurement is required',
    });
    const parsed = BangleSizeSchema.parse({
      ...person,
      HandMeasurement: '20 cm',
      WristMeasurement: '16 cm',
      ExitingBangleSizeMeasurement: '2.6',
    });
    expect(parsed.title).toBe('Bangles & Bracelets Size Guide');
  });
  it('the title picks the form and its three photo fields', () => {
    expect(sizeSchemaFor('Bangles & Bracelets Size Guide')).toBe(BangleSizeSchema);
    expect(sizeSchemaFor('Ring Size Guide')).toBe(RingSizeSchema);
    expect(sizePhotoFields('Bangles & Bracelets Size Guide')).toEqual([
      'handImage',
      'wristImage',
      'ExitingBangleSizeImage',
    ]);
    expect(sizePhotoFields(undefined)).toHaveLength(3);
  });
});

describe('one inquiry call, told apart by title (behaviour §7.4)', () => {
  it('maps every title to its schema; no title is the newsletter', () => {
    expect(INQUIRY_TITLES).toEqual([
      'Contact Form',
      'At Showroom',
      'Over The Call',
      'Newsletter',
      'GIFT CARD FORM',
      'RECEIVER GIFT CARD FORM',
      'Request Requirement',
    ]);
    expect(inquirySchemaFor('Contact Form')).toBe(ContactSchema);
    expect(inquirySchemaFor('Over The Call')).toBe(AppointmentSchema);
    expect(inquirySchemaFor(undefined)).toBe(NewsletterSchema);
    expect(inquirySchemaFor('RECEIVER GIFT CARD FORM')).toBe(ReceiverSchema);
  });
  it('knows no other title, including inherited property names', () => {
    expect(inquirySchemaFor('Order')).toBeNull();
    expect(inquirySchemaFor('constructor')).toBeNull();
    expect(inquirySchemaFor(42)).toBeNull();
  });
});
