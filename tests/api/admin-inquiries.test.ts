// The back office's inquiries and newsletter subscribers (docs/behaviour.md §11.8, §11.9), on a real database: the
// forms are sent through the shop's own form calls, then read and changed through /api/admin with a session.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInquiry, InquiryList, SubscriberList } from '../../core/inquiry-admin-schemas';
import { INQUIRIES_PER_PAGE } from '../../core/inquiry-admin-schemas';
import { auditLog, inquiryPhotos } from '../../server/db/schema';
import { parseCsv } from '../../server/files/csv';
import { createBackOffice } from '../../server/services/admin-pages';
import {
  BANGLE,
  FORMS,
  jpegPart,
  latestInquiry,
  phoneJpeg,
  postInquiry,
  postSizeForm,
  RING,
  sizeForm,
} from './form-helpers';
import { useTestApp } from './helpers';
import { newMember, signedIn, type Client } from './staff-helpers';
import { phoneKey } from '../../core/phone-key';

const t = useTestApp();
let staff: Client;
const ids = { contact: 0, ring: 0, bangle: 0, newsletter: 0 };
/** Contact forms sent on top of the others, so that the list has a second page. */
const EXTRA = INQUIRIES_PER_PAGE;

const sent = async (post: Promise<{ status: number }>) => expect((await post).status).toBe(200);

beforeAll(async () => {
  staff = await signedIn(t, await newMember(t, 'staff', 'Sana'));
  await sent(postInquiry(t, FORMS.contact));
  ids.contact = (await latestInquiry(t)).row.id;
  const photo = jpegPart(await phoneJpeg('#aa8866'));
  await sent(postSizeForm(t, sizeForm(RING, { fingerImage: photo, ringImage: jpegPart(await phoneJpeg('#ddcc99')) })));
  ids.ring = (await latestInquiry(t)).row.id;
  await sent(postSizeForm(t, sizeForm(BANGLE, { wristImage: photo })));
  ids.bangle = (await latestInquiry(t)).row.id;
  for (const [fullName, email] of [
    ['Hira Aslam', 'Hira@Example.com'],
    ['=HYPERLINK("http://evil.example")', 'formula@example.com'],
    ['Hira Aslam', 'hira@example.com'],
  ])
    await sent(postInquiry(t, { ...FORMS.newsletter, fullName, email }));
  ids.newsletter = (await latestInquiry(t)).row.id;
  await sent(postInquiry(t, FORMS.requirement));
  for (let i = 0; i < EXTRA; i++) await sent(postInquiry(t, { ...FORMS.contact, fullName: `Guest ${i}` }));
}, 120_000);

const TOTAL = 7 + EXTRA;
const list = async (query = '') => {
  const res = await staff.call('GET', `/api/admin/inquiries${query}`);
  expect(res.status, query).toBe(200);
  return res.body as unknown as InquiryList;
};
const detail = async (id: number) => {
  const res = await staff.call('GET', `/api/admin/inquiries/${id}`);
  expect(res.status).toBe(200);
  return res.body as unknown as AdminInquiry;
};
/** A GET with the session as the browser sends it, answered as it is (bytes and headers). */
const raw = (url: string, cookie: string | null = staff.cookie) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the inquiries list', () => {
  it('lists every form, newest first, 25 a page, with kind, name, contact, answered and photos', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: TOTAL, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(INQUIRIES_PER_PAGE);
    expect(first.rows[0]?.name).toBe(`Guest ${EXTRA - 1}`);
    const second = await list('?page=2');
    expect(second.rows).toHaveLength(TOTAL - INQUIRIES_PER_PAGE);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((r) => r.id)).size).toBe(TOTAL);
    const stamps = all.map((r) => [r.receivedAt, r.id] as const);
    expect(stamps).toEqual([...stamps].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]));
    expect(all.at(-1)).toMatchObject({
      id: ids.contact,
      kind: 'contact',
      title: 'Contact Form',
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '03001234567',
      answeredAt: null,
      photos: 0,
    });
    expect(all.find((r) => r.id === ids.ring)?.photos).toBe(2);
    expect(all.find((r) => r.id === ids.bangle)?.photos).toBe(1);
  });

  it('filters by kind and by answered or not; a newsletter sign-up is never waiting for an answer', async () => {
    const rings = await list('?kind=ring-size');
    expect(rings.rows.map((r) => r.id)).toEqual([ids.ring]);
    const letters = await list('?kind=newsletter');
    expect(letters.total).toBe(3);
    const waiting = await list('?answered=no');
    expect(waiting.total).toBe(TOTAL - 3);
    expect(waiting.rows.some((r) => r.kind === 'newsletter')).toBe(false);
    expect((await list('?kind=newsletter&answered=no')).total).toBe(0);
    expect((await list('?answered=yes')).total).toBe(0);
  });

  it('finds a guest’s inquiries by name, e-mail or the phone in any usual form', async () => {
    const ayesha = (await list('?q=ayesha%20khan')).rows;
    expect(ayesha.length).toBeGreaterThan(0);
    expect(ayesha.every((r) => r.name === 'Ayesha Khan')).toBe(true);
    const byPhone = await list('?q=03001234567');
    expect(byPhone.total).toBeGreaterThan(0);
    expect(byPhone.rows.every((r) => phoneKey(r.phone) === '3001234567')).toBe(true);
    for (const phone of ['+92 300 1234567', '0300-1234567', '0300 1234567', '923001234567'])
      expect((await list(`?q=${encodeURIComponent(phone)}`)).total, phone).toBe(byPhone.total);
    expect((await list('?q=nobody.here%40example.com')).total).toBe(0);
    expect((await staff.call('GET', `/api/admin/inquiries?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('refuses a kind, an answered or a page it does not know, naming it', async () => {
    for (const [query, message] of [
      ['?kind=x', 'Kind must be one of contact, appointment'],
      ['?answered=maybe', 'Answered must be no or yes'],
      ['?page=abc', 'Page must be a number'],
      ['?page=0', 'Page must be 1 or more'],
    ] as const) {
      const res = await staff.call('GET', `/api/admin/inquiries${query}`);
      expect(res.status, query).toBe(400);
      expect(String(res.body.message), query).toContain(message);
    }
  });
});

describe('one inquiry', () => {
  it('shows every field in words, its photos, reply links and its mails', async () => {
    const d = await detail(ids.ring);
    expect(d).toMatchObject({ id: ids.ring, kind: 'ring-size', title: 'Ring Size Guide', name: 'Maryam Iqbal' });
    expect(d.fields).toEqual([
      { label: 'Name', value: 'Maryam Iqbal', shopSize: null },
      { label: 'E-mail', value: 'maryam@example.com', shopSize: null },
      { label: 'Phone', value: '03001112223', shopSize: null },
      { label: 'Finger measurement', value: '54 mm', shopSize: 'ring size 14' },
      { label: 'Ring measurement', value: '17.2 mm', shopSize: 'ring size 14' },
    ]);
    expect(d.message).toBeNull();
    expect(d.photos.map((p) => p.label)).toEqual(['Finger photo', 'Ring photo']);
    expect(d.reply).toEqual({
      mailto: `mailto:maryam@example.com?subject=${encodeURIComponent(`Ring size request #${ids.ring} - Noor Mahal Jewellers`)}`,
      whatsapp: 'https://wa.me/923001112223',
      tel: 'tel:+923001112223',
    });
    expect(d.mails.map((m) => [m.kind, m.to, m.state])).toEqual([
      ['inquiry-shop', 'care@noormahal.example', 'waiting'],
      ['inquiry-guest', 'maryam@example.com', 'waiting'],
    ]);
    expect(d.mails[0]?.subject).toBe(`Ring size request #${ids.ring} from Maryam Iqbal`);
    const bangle = await detail(ids.bangle);
    expect(bangle.fields.filter((f) => f.shopSize).map((f) => [f.label, f.value, f.shopSize])).toEqual([
      ['Hand width', '20 cm', 'bangle size 2.9 (between 2.8 and 2.9)'],
      ['Wrist size', '16 cm', 'bangle size 2.1 (between 2.0 and 2.1)'],
      ['Existing bangle diameter', '6.5 cm', 'bangle size 2.9 (between 2.8 and 2.9)'],
    ]);
    const contact = await detail(ids.contact);
    expect(contact.fields).toContainEqual({ label: 'Reason', value: 'My Order', shopSize: null });
    expect(contact.message).toBe('Where is my ring?');
  });

  it('a number that is not one is a 400 naming it; an unknown one a 404', async () => {
    const abc = await staff.call('GET', '/api/admin/inquiries/abc');
    expect(abc.status).toBe(400);
    expect(abc.body.message).toContain('The inquiry number must be a whole number');
    const none = await staff.call('GET', '/api/admin/inquiries/999999');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No inquiry #999999');
  });
});

describe('photos', () => {
  it('are sent with a session only, as stored, never kept by a cache', async () => {
    const [finger] = (await detail(ids.ring)).photos;
    if (!finger) throw new Error('The ring request has no photo');
    const url = `/api/admin/inquiries/${ids.ring}/photos/${finger.id}`;
    const res = await raw(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [row] = await t.database.db.select().from(inquiryPhotos).where(eq(inquiryPhotos.id, finger.id));
    expect(res.rawPayload.equals(await readFile(path.join(t.dataDir, row?.filePath ?? '')))).toBe(true);
    const anonymous = await raw(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });

  it("another inquiry's photo, an unknown one, a path trick or a file outside the uploads are 404", async () => {
    const [wrist] = (await detail(ids.bangle)).photos;
    const [finger] = (await detail(ids.ring)).photos;
    if (!wrist || !finger) throw new Error('The size requests have no photos');
    for (const photo of [String(wrist.id), '999999', '..%2F..%2Fpglite', '1%2F..%2F..%2Fetc%2Fpasswd', '-1'])
      expect((await raw(`/api/admin/inquiries/${ids.ring}/photos/${photo}`)).statusCode, photo).toBe(404);
    expect((await raw(`/api/admin/inquiries/abc/photos/${finger.id}`)).statusCode).toBe(400);
    // Even a row that names a picture outside the uploads folder is never read.
    const outside = path.join(t.dataDir, 'outside.jpg');
    await writeFile(outside, await phoneJpeg());
    const [row] = await t.database.db.select().from(inquiryPhotos).where(eq(inquiryPhotos.id, finger.id));
    try {
      for (const filePath of [
        `${t.dataDir}/uploads/inquiries/../../outside.jpg`,
        'uploads/inquiries/../../outside.jpg',
        'outside.jpg',
      ]) {
        await t.database.db.update(inquiryPhotos).set({ filePath }).where(eq(inquiryPhotos.id, finger.id));
        expect((await raw(`/api/admin/inquiries/${ids.ring}/photos/${finger.id}`)).statusCode, filePath).toBe(404);
      }
    } finally {
      await t.database.db
        .update(inquiryPhotos)
        .set({ filePath: row?.filePath ?? '' })
        .where(eq(inquiryPhotos.id, finger.id));
    }
  });
});

describe('Mark as answered', () => {
  const entriesOf = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'inquiry'), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);
  const unanswered = async () => (await createBackOffice(t.database.db).dashboard()).unanswered;
  const mark = (id: number, answered: unknown) =>
    staff.call('POST', `/api/admin/inquiries/${id}/answered`, { answered });

  it('keeps who and when, writes the audit log, and the dashboard counts one fewer; undo does the reverse', async () => {
    const before = await unanswered();
    expect(before).toBe(TOTAL - 3);
    const done = await mark(ids.contact, true);
    expect(done.status).toBe(200);
    const d = done.body as unknown as AdminInquiry;
    expect(d.answeredBy).toMatch(/^Sana \d+$/);
    expect(Date.now() - Date.parse(d.answeredAt ?? '')).toBeLessThan(60_000);
    expect(await unanswered()).toBe(before - 1);
    expect((await list('?answered=yes')).rows.map((r) => r.id)).toEqual([ids.contact]);
    expect((await list('?answered=no')).rows.some((r) => r.id === ids.contact)).toBe(false);
    const log = await entriesOf(ids.contact);
    expect(log.map((e) => [e.action, e.actor, e.oldValue, e.newValue])).toEqual([
      ['answered', d.answeredBy, 'no', 'yes'],
    ]);
    expect(log[0]?.staffId).not.toBeNull();
    expect(d.history.map((h) => [h.action, h.actor, h.newValue])).toEqual([['answered', d.answeredBy, 'yes']]);

    // Marking it again changes nothing and logs nothing.
    expect((await mark(ids.contact, true)).status).toBe(200);
    expect(await entriesOf(ids.contact)).toHaveLength(1);

    const undone = await mark(ids.contact, false);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ answeredAt: null, answeredBy: null });
    expect(await unanswered()).toBe(before);
    expect((await entriesOf(ids.contact)).map((e) => e.newValue)).toEqual(['yes', 'no']);
  });

  it('refuses a newsletter sign-up, an unknown inquiry, a bad body and a change without the anti-forgery token', async () => {
    const letter = await mark(ids.newsletter, true);
    expect(letter.status).toBe(409);
    expect(letter.body.message).toBe('A newsletter sign-up needs no answer');
    expect((await mark(999999, true)).status).toBe(404);
    const bad = await mark(ids.ring, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Answered must be true or false');
    expect(bad.body.errors).toEqual([{ field: 'answered', message: 'Answered must be true or false' }]);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inquiries/${ids.ring}/answered`,
      headers: { cookie: staff.cookie, 'x-xsrf-token': 'x'.repeat(40), 'content-type': 'application/json' },
      payload: JSON.stringify({ answered: true }),
    });
    expect(forged.statusCode).toBe(403);
    expect((await detail(ids.ring)).answeredAt).toBeNull();
    expect(await entriesOf(ids.ring)).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inquiries/${ids.ring}/answered`,
      payload: { answered: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('newsletter subscribers', () => {
  const subscribers = async () => {
    const res = await staff.call('GET', '/api/admin/subscribers');
    expect(res.status).toBe(200);
    return res.body as unknown as SubscriberList;
  };

  it('lists one per address, newest first', async () => {
    const s = await subscribers();
    expect(s.total).toBe(2);
    expect(s.rows.map((r) => [r.email, r.name, r.phone])).toEqual([
      ['formula@example.com', '=HYPERLINK("http://evil.example")', '03331234567'],
      ['hira@example.com', 'Hira Aslam', '03331234567'],
    ]);
  });

  it('exports CSV for Excel: a byte order mark, a dated attachment, formulas defused', async () => {
    const res = await raw('/api/admin/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,fullName,phone,subscribedAt');
    expect(lines[2]).toMatch(/^formula@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example""\)",03331234567,/);
    expect(parseCsv(text).map((r) => r.email)).toEqual(['hira@example.com', 'formula@example.com']);
    expect((await raw('/api/admin/subscribers.csv', null)).statusCode).toBe(401);
  });

  it('removes one by number or by e-mail in any case, in the audit log; an unknown one is a 404', async () => {
    const [formula] = (await subscribers()).rows;
    const gone = await staff.call('DELETE', `/api/admin/subscribers/${formula?.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ removed: 'formula@example.com' });
    expect((await subscribers()).rows.map((r) => r.email)).toEqual(['hira@example.com']);
    expect((await staff.call('DELETE', `/api/admin/subscribers/${formula?.id}`)).status).toBe(404);
    expect((await staff.call('DELETE', '/api/admin/subscribers/HIRA@example.com')).body).toEqual({
      removed: 'hira@example.com',
    });
    expect((await subscribers()).total).toBe(0);
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'subscriber'));
    expect(log.map((e) => [e.action, e.subjectId, e.actor])).toEqual([
      ['remove', 'formula@example.com', expect.stringMatching(/^Sana \d+$/)],
      ['remove', 'hira@example.com', expect.stringMatching(/^Sana \d+$/)],
    ]);
    const bad = await staff.call('DELETE', '/api/admin/subscribers/not%20a%20key');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('by number (such as 12) or e-mail address');
  });
});
