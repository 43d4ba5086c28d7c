import { describe, expect, it } from 'vitest';
import { fullAddress, SHOP } from '../../core/shop';
import { fieldEntries, fieldLines, inquiryMails, subjectText, type InquiryForMail } from './inquiry-mails';
import { writtenMail } from './written-mail';

/** Both mails, or the test fails at once naming how many there were. */
const both = <T>(rows: T[]): [T, T] => {
  const [a, b] = rows;
  if (a === undefined || b === undefined) throw new Error(`expected two mails, got ${rows.length}`);
  return [a, b];
};

const ring: InquiryForMail = {
  id: 42,
  kind: 'ring-size',
  name: 'Maryam Iqbal',
  email: 'maryam@example.com',
  fields: {
    title: 'Ring Size Guide',
    fullName: 'Maryam Iqbal',
    email: 'maryam@example.com',
    phone: '03001112223',
    FingerMeasurement: '54 mm',
    RingMeasurement: '17 mm',
  },
  photos: [
    { field: 'fingerImage', label: 'Finger photo', filePath: 'uploads/inquiries/ring-size-fingerImage-abc.jpg' },
  ],
  publicUrl: 'https://shop.example',
  locale: 'en',
};

describe('inquiry mails', () => {
  it('the shop gets every field and the photos, reply-to the guest; the guest an acknowledgement, reply-to the shop', () => {
    const [shop, guest] = both(inquiryMails(ring, { shop: true, guest: true }));
    expect(shop).toMatchObject({
      kind: 'inquiry-shop',
      toAddress: SHOP.email,
      replyTo: 'maryam@example.com',
      inquiryId: 42,
      subject: 'Ring size request #42 from Maryam Iqbal',
    });
    expect(shop.textBody).toContain('Finger measurement: 54 mm\nRing measurement: 17 mm');
    expect(shop.textBody).toContain('Photos: Finger photo (attached)');
    expect(shop.textBody).toContain('In the back office: https://shop.example/admin/inquiries/42');
    expect(guest.textBody).not.toContain('/admin/');
    expect(JSON.parse(String(shop.attachments))).toEqual([
      { filename: 'fingerImage-42.jpg', key: ring.photos[0]?.filePath, contentType: 'image/jpeg' },
    ]);
    expect(guest).toMatchObject({
      kind: 'inquiry-guest',
      toAddress: 'maryam@example.com',
      replyTo: SHOP.email,
      inquiryId: 42,
    });
    expect(guest.textBody).toContain('We will reply with your ring size.');
    expect(guest.attachments).toBeUndefined();
  });

  it('the guest’s acknowledgement in English reads as it always has', () => {
    const [, guest] = both(inquiryMails(ring, { shop: true, guest: true }));
    const phone = SHOP.phones[0];
    expect(guest.subject).toBe(`We have received your ring size request - ${SHOP.name}`);
    expect(guest.textBody).toBe(
      [
        'Dear Maryam Iqbal,',
        '',
        `Thank you for contacting ${SHOP.name}. We have received your ring size request.`,
        'We will reply with your ring size.',
        '',
        'What you sent us:',
        'Name: Maryam Iqbal',
        'E-mail: maryam@example.com',
        'Phone: 03001112223',
        'Finger measurement: 54 mm',
        'Ring measurement: 17 mm',
        'Photos: Finger photo',
        '',
        `${SHOP.name}, ${fullAddress()}`,
        `${phone.number} Ext. ${phone.ext} · WhatsApp ${SHOP.whatsappDisplay}`,
      ].join('\n'),
    );
  });

  it('a form sent from an Urdu page is acknowledged in Urdu, right to left; the shop’s copy stays English', () => {
    const appointment: InquiryForMail = {
      ...ring,
      kind: 'appointment',
      fields: { title: 'At Showroom', fullName: 'عائشہ خان', phone: '03001234567', date: '2026-12-05' },
      photos: [],
      locale: 'ur',
    };
    const [shop, guest] = both(inquiryMails(appointment, { shop: true, guest: true }));
    expect(shop.subject).toBe('Appointment request #42 from Maryam Iqbal');
    expect(shop.textBody).toContain('Date: 5 Dec 2026');
    expect(guest.subject).toBe(`ہمیں ملاقات کے لیے آپ کی درخواست موصول ہو گئی ہے - ${SHOP.name}`);
    expect(guest.textBody).toContain('دن اور وقت کی تصدیق کے لیے ہم آپ کو فون کریں گے۔');
    expect(guest.textBody).toContain('نام: \u2068عائشہ خان\u2069');
    expect(guest.textBody).toContain('تاریخ: \u20685 دسمبر 2026\u2069');
    expect(guest.textBody).not.toMatch(/Dear|Thank you|What you sent/);
    expect(guest.htmlBody).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"/);
  });

  it('sends only the mails asked for', () => {
    expect(inquiryMails(ring, { shop: false, guest: true }).map((m) => m.kind)).toEqual(['inquiry-guest']);
    expect(inquiryMails(ring, { shop: true, guest: false }).map((m) => m.kind)).toEqual(['inquiry-shop']);
  });

  it('lists empty fields as a dash, the message last, amounts in PKR and reasons as words', () => {
    expect(
      fieldLines({
        title: 'At Showroom',
        fullName: 'A',
        reason: 'GemstoneConsultation',
        message: 'Two\nlines',
        amount: 20000,
        date: '',
      }),
    ).toEqual([
      'Name: A',
      'Reason: Gemstone Consultation',
      'Amount: PKR 20,000',
      'Date: -',
      '',
      'Message:',
      'Two\nlines',
    ]);
  });

  it('labels every field the back office labels with the same English words', () => {
    const fields = Object.fromEntries(
      [
        'fullName',
        'email',
        'phone',
        'reason',
        'date',
        'amount',
        'ReceiverName',
        'Receiveremail',
        'Receiverphone',
        'FingerMeasurement',
        'RingMeasurement',
        'HandMeasurement',
        'WristMeasurement',
        'ExitingBangleSizeMeasurement',
        'somethingElse',
      ].map((k) => [k, 'x']),
    );
    expect(fieldLines(fields)).toEqual(fieldEntries(fields).entries.map((e) => `${e.label}: ${e.value}`));
  });

  it('writes a date as the shop writes dates ("28 Nov 2026"), never as the form sent it (ISO)', () => {
    expect(fieldLines({ title: 'At Showroom', fullName: 'A', date: '2026-11-28' })).toEqual([
      'Name: A',
      'Date: 28 Nov 2026',
    ]);
  });

  it('subjects never carry control characters, even if a name with CR/LF got past the schema', () => {
    expect(subjectText('Ayesha\r\nBcc: victim@example.com\u0085\u2028x\u0000')).toBe(
      'Ayesha Bcc: victim@example.com x',
    );
    const [shop, guest] = both(
      inquiryMails({ ...ring, name: 'Evil\r\nBcc: victim@example.com' }, { shop: true, guest: true }),
    );
    for (const m of [shop, guest]) expect(m.subject).not.toMatch(/[\r\n]/);
  });

  it('nodemailer writes the mail with the guest as Reply-To and no injected header', async () => {
    const [shop] = inquiryMails({ ...ring, name: 'Evil\r\nBcc: victim@example.com' }, { shop: true, guest: false });
    if (!shop) throw new Error('no mail to the shop');
    const { head } = await writtenMail(shop);
    expect(head).toContain('Reply-To: maryam@example.com');
    expect(head).not.toMatch(/^Bcc:/m);
  });
});
