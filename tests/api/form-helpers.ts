// Inquiry forms: the good forms of docs/behaviour.md §3.9, posting them, real photos, and what a form left behind.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { inquiries, inquiryPhotos, outbox, subscribers } from '../../server/db/schema';
import { postApi, type PostOptions, type TestApp } from './helpers';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One good form per title, as the pages send them. */
export const FORMS = {
  contact: {
    title: 'Contact Form',
    fullName: 'Ayesha Khan',
    email: 'ayesha@example.com',
    reason: 'My Order',
    phone: '03001234567',
    message: 'Where is my ring?',
  },
  showroom: {
    title: 'At Showroom',
    fullName: 'Sana Malik',
    phone: '03001234567',
    date: dayFromNow(3),
    reason: 'JewelleryConsultation',
    message: 'A bridal set',
    email: 'sana@example.com',
  },
  call: {
    title: 'Over The Call',
    fullName: 'Omar Farooq',
    phone: '03211234567',
    date: dayFromNow(1),
    reason: 'RepairsAndMaintenance',
    message: '',
    email: 'omar@example.com',
  },
  newsletter: { title: 'Newsletter', fullName: 'Hira Aslam', phone: '03331234567', email: 'hira@example.com' },
  giftCard: {
    title: 'GIFT CARD FORM',
    fullName: 'Zain Ali',
    phone: '3001234567',
    email: 'zain@example.com',
    amount: 5000,
  },
  receiver: {
    title: 'RECEIVER GIFT CARD FORM',
    ReceiverName: 'Bilal Ahmed',
    Receiverphone: '3217654321',
    Receiveremail: 'bilal@example.com',
    amount: 5000,
    message: 'Happy birthday!',
  },
  requirement: {
    title: 'Request Requirement',
    fullName: 'Nida Rauf',
    phone: '03451234567',
    email: 'nida@example.com',
    message: 'A 22K bangle set, size 2.6',
  },
};

export const postInquiry = (t: TestApp, UserData: unknown, opts?: PostOptions) =>
  postApi(t, '/api/mail/inquiryMail', { UserData }, opts);
export const postSizeForm = (t: TestApp, form: FormData, opts?: PostOptions) =>
  postApi(t, '/api/mail/submitform', form, opts);

export const RING = {
  title: 'Ring Size Guide',
  fullName: 'Maryam Iqbal',
  email: 'maryam@example.com',
  phone: '03001112223',
  FingerMeasurement: '54 mm',
  RingMeasurement: '17.2 mm',
};
export const BANGLE = {
  title: 'Bangles & Bracelets Size Guide',
  fullName: 'Fatima Noor',
  email: 'fatima@example.com',
  phone: '03004445556',
  HandMeasurement: '20 cm',
  WristMeasurement: '16 cm',
  ExitingBangleSizeMeasurement: '6.5 cm',
};

/** A size request as multipart: text fields, then each photo under its field name. */
export function sizeForm(
  fields: Record<string, string>,
  photos: Record<string, { data: Buffer; name: string; type: string }> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, p] of Object.entries(photos))
    form.append(k, new Blob([new Uint8Array(p.data)], { type: p.type }), p.name);
  return form;
}

/** A real JPEG as a phone takes it: camera make and GPS in its EXIF. */
export async function phoneJpeg(background = '#c9a27e'): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

export const jpegPart = (data: Buffer, name = 'IMG_0001.jpg') => ({ data, name, type: 'image/jpeg' });

/** Rows of every table a form writes to. */
export async function formCounts(t: TestApp) {
  const db = t.database.db;
  const n = async (table: typeof inquiries | typeof inquiryPhotos | typeof subscribers | typeof outbox) =>
    db.$count(table);
  return {
    inquiries: await n(inquiries),
    photos: await n(inquiryPhotos),
    subscribers: await n(subscribers),
    mails: await n(outbox),
  };
}

export async function latestInquiry(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(inquiries)
    .orderBy(sql`${inquiries.id} DESC`)
    .limit(1);
  if (!row) throw new Error('No inquiry was stored');
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.inquiryId, row.id)).orderBy(outbox.id);
  const photos = await t.database.db
    .select()
    .from(inquiryPhotos)
    .where(eq(inquiryPhotos.inquiryId, row.id))
    .orderBy(inquiryPhotos.id);
  return { row, mails, photos };
}
