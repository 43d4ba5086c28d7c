import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../../core/shop';
import { BANGLE, formCounts, jpegPart, latestInquiry, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { at, type ErrorAnswer, nextIp, useTestApp, xsrfToken } from './helpers';

const OK = { message: 'Form Submitted Successfully, & Email Sent' };
const t = useTestApp();

async function expectRefused(post: () => ReturnType<typeof postSizeForm>, status: number | number[] = 400) {
  const before = await formCounts(t);
  const { status: got, body, res } = await post();
  expect([status].flat()).toContain(got);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(await formCounts(t)).toEqual(before);
  return body as unknown as ErrorAnswer;
}

/** Each stored photo: a JPEG under `uploads/inquiries/` (DATA_DIR here), readable by the shop only, without EXIF. */
async function expectCleanPhoto(key: string) {
  expect(path.dirname(key)).toBe('uploads/inquiries');
  const file = path.join(t.dataDir, key);
  const data = await readFile(file);
  expect(data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(data.includes(Buffer.from('PhoneCam'))).toBe(false);
  expect((await stat(file)).mode & 0o077).toBe(0);
  return data;
}

describe('size requests with photos', () => {
  it('the test photo really carries camera metadata', async () => {
    const meta = await sharp(await phoneJpeg()).metadata();
    expect(meta.exif?.length).toBeGreaterThan(0);
  });

  it('a ring request with three photos: stored, photos re-encoded without EXIF, attached to the shop mail', async () => {
    const photos = {
      fingerImage: jpegPart(await phoneJpeg('#aa8866')),
      ringImage: jpegPart(await phoneJpeg('#ddcc99')),
      handImage: jpegPart(await phoneJpeg('#886644')),
    };
    const { status, body } = await postSizeForm(t, sizeForm(RING, photos));
    expect(status).toBe(200);
    expect(body).toEqual(OK);
    const { row, mails, photos: stored } = await latestInquiry(t);
    expect(row).toMatchObject({
      kind: 'ring-size',
      title: 'Ring Size Guide',
      fullName: RING.fullName,
      email: RING.email,
      phone: RING.phone,
    });
    expect(row.fields).toEqual(RING);
    expect(stored.map((p) => p.field)).toEqual(['fingerImage', 'ringImage', 'handImage']);
    for (const p of stored) {
      const data = await expectCleanPhoto(p.filePath);
      expect(p.bytes).toBe(data.length);
    }
    expect(mails).toHaveLength(2);
    const [shop, guest] = [at(mails, 0), at(mails, 1)];
    expect(shop).toMatchObject({
      kind: 'inquiry-shop',
      toAddress: SHOP.email,
      replyTo: RING.email,
      subject: `Ring size request #${row.id} from ${RING.fullName}`,
    });
    expect(shop.textBody).toContain('Finger measurement: 54 mm');
    expect(shop.textBody).toContain('Ring measurement: 17.2 mm');
    const attachments = JSON.parse(shop.attachments) as { filename: string; key: string; contentType: string }[];
    expect(attachments.map((a) => [a.key, a.contentType])).toEqual(stored.map((p) => [p.filePath, 'image/jpeg']));
    expect(guest).toMatchObject({
      kind: 'inquiry-guest',
      toAddress: RING.email,
      replyTo: SHOP.email,
      attachments: '[]',
    });
  });

  it('a bangle request with a PNG and a WebP photo, and no third', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff80' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#999' } })
      .webp()
      .toBuffer();
    const { status, body } = await postSizeForm(
      t,
      sizeForm(BANGLE, {
        handImage: { data: png, name: 'hand.png', type: 'image/png' },
        ExitingBangleSizeImage: { data: webp, name: 'bangle.webp', type: 'image/webp' },
      }),
    );
    expect(status).toBe(200);
    expect(body).toEqual(OK);
    const { row, mails, photos } = await latestInquiry(t);
    expect(row.kind).toBe('bangle-size');
    expect(row.fields).toEqual(BANGLE);
    expect(photos.map((p) => p.field)).toEqual(['handImage', 'ExitingBangleSizeImage']);
    for (const p of photos) await expectCleanPhoto(p.filePath);
    expect(at(mails, 0).textBody).toContain('Existing bangle diameter: 6.5 cm');
    expect(JSON.parse(at(mails, 0).attachments)).toHaveLength(2);
  });

  it('a request without photos is fine (they are optional)', async () => {
    const { status } = await postSizeForm(t, sizeForm(RING));
    expect(status).toBe(200);
    const { photos, mails } = await latestInquiry(t);
    expect(photos).toEqual([]);
    expect(at(mails, 0).attachments).toBe('[]');
  });
});

describe('bad size requests are refused naming the field, and nothing is stored', () => {
  it.each([
    ['fullName', 'Full Name is required'],
    ['email', 'Please enter a valid email'],
    ['phone', 'Please enter a valid phone number'],
    ['FingerMeasurement', 'Finger Measurement is required'],
    ['RingMeasurement', 'Ring Measurement is required'],
  ])('ring without %s: %s', async (field, message) => {
    const body = await expectRefused(() => postSizeForm(t, sizeForm({ ...RING, [field]: '' })));
    expect(body.errors).toEqual([{ field, message }]);
  });

  it("a bangle request names each missing measurement with the shop's words", async () => {
    const { HandMeasurement: _h, WristMeasurement: _w, ExitingBangleSizeMeasurement: _e, ...rest } = BANGLE;
    const body = await expectRefused(() => postSizeForm(t, sizeForm(rest)));
    expect(body.errors).toEqual([
      { field: 'HandMeasurement', message: 'Hand width Measurement is required' },
      { field: 'WristMeasurement', message: 'Wrist size measurement is required' },
      { field: 'ExitingBangleSizeMeasurement', message: 'Existing bangle size diameter measurement is required' },
    ]);
  });

  it('a CR/LF in the name is refused naming fullName', async () => {
    const body = await expectRefused(() =>
      postSizeForm(t, sizeForm({ ...RING, fullName: 'Maryam\r\nBcc: x@example.com' })),
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['fullName']);
  });

  it('a text file renamed .jpg is refused with 400 naming its field', async () => {
    const data = Buffer.from('Not a picture at all, only words.\n'.repeat(30));
    const body = await expectRefused(() =>
      postSizeForm(t, sizeForm(RING, { ringImage: { data, name: 'ring.jpg', type: 'image/jpeg' } })),
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['ringImage']);
    expect(body.message).toMatch(/Ring photo must be a JPG, PNG, GIF or WebP picture/);
  });

  it('a 6 MB photo is refused with 413 naming its field, never 500', async () => {
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const data = Buffer.concat([big, Buffer.alloc(6 * 1024 * 1024 - big.length, 7)]);
    const body = await expectRefused(
      () => postSizeForm(t, sizeForm(BANGLE, { wristImage: jpegPart(data) })),
      [400, 413],
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['wristImage']);
    expect(body.message).toBe('Wrist photo must be at most 5 MB');
  });

  it('a photo under a field the form does not take is refused naming it', async () => {
    // wristImage belongs to the bangle form, not the ring form
    const photo = jpegPart(await phoneJpeg());
    const body = await expectRefused(() => postSizeForm(t, sizeForm(RING, { wristImage: photo })));
    expect(body.errors?.map((e) => e.field)).toEqual(['wristImage']);
    expect(body.message).toContain('wristImage');
  });

  it('more than three files is refused with 413 JSON', async () => {
    const photo = jpegPart(await phoneJpeg());
    const form = sizeForm(RING, { fingerImage: photo, ringImage: photo, handImage: photo });
    form.append('handImage', new Blob([new Uint8Array(photo.data)], { type: 'image/jpeg' }), 'again.jpg');
    const body = await expectRefused(() => postSizeForm(t, form), 413);
    expect(body.message).toBe('At most 3 files can be sent with one form');
  });

  it('a body that is not multipart is refused with 415 JSON', async () => {
    const token = await xsrfToken(t);
    for (const [type, payload] of [
      ['application/json', JSON.stringify(RING)],
      ['text/plain', 'hello'],
    ]) {
      const body = await expectRefused(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/mail/submitform',
          payload,
          remoteAddress: nextIp(),
          headers: { 'content-type': type, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
        });
        return { res, status: res.statusCode, body: res.json<Record<string, unknown>>() };
      }, [400, 415]);
      expect(body.message).toMatch(/multipart/);
    }
  });

  it('a broken multipart body is a 4xx, never 500', async () => {
    const token = await xsrfToken(t);
    await expectRefused(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mail/submitform',
        remoteAddress: nextIp(),
        payload: '--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nMaryam',
        headers: {
          'content-type': 'multipart/form-data; boundary=xyz',
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
        },
      });
      return { res, status: res.statusCode, body: res.json<Record<string, unknown>>() };
    }, [400, 413, 415]);
  });
});

describe('robots and forgery', () => {
  it('a filled hidden field gets the success answer, whatever the form and its photos, and nothing is stored', async () => {
    const before = await formCounts(t);
    const text = { data: Buffer.from('not a picture'), name: 'x.jpg', type: 'image/jpeg' };
    for (const form of [
      sizeForm({ ...RING, website: 'http://spam.example' }, { fingerImage: jpegPart(await phoneJpeg()) }),
      sizeForm({ title: 'Ring Size Guide', website: 'spam' }, { ringImage: text, somethingElse: text }),
    ]) {
      const { status, body } = await postSizeForm(t, form);
      expect(status).toBe(200);
      expect(body).toEqual(OK);
    }
    expect(await formCounts(t)).toEqual(before);
  });

  it('a size request without X-XSRF-TOKEN is refused with 403 and nothing is stored', async () => {
    const body = await expectRefused(
      () => postSizeForm(t, sizeForm(RING, { fingerImage: jpegPart(Buffer.from('x')) }), { token: null }),
      403,
    );
    expect(body.message).toMatch(/reload the page/i);
  });
});
