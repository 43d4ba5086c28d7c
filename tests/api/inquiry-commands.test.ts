import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOwnerCommand, USAGE } from '../../server/owner/commands';
import { parseCsv } from '../../server/files/csv';
import { startOutbox } from '../../server/mail/outbox-worker';
import { FORMS, jpegPart, phoneJpeg, postInquiry, postSizeForm, RING, sizeForm } from './form-helpers';
import { at, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let ringId = 0;
let contactId = 0;
const run = (...args: string[]) =>
  runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, publicUrl: 'http://localhost:3000' }, args);

beforeAll(async () => {
  t = await createTestApp();
  const photo = jpegPart(await phoneJpeg());
  expect((await postSizeForm(t, sizeForm(RING, { fingerImage: photo, ringImage: photo }))).status).toBe(200);
  expect((await postInquiry(t, FORMS.contact)).status).toBe(200);
  for (const [fullName, email] of [
    ['Khan, "Bobby"', 'Bobby@Example.com'],
    ['=HYPERLINK("http://evil.example")', 'formula@example.com'],
    ['Bobby Khan', 'bobby@example.com'],
  ]) {
    expect((await postInquiry(t, { ...FORMS.newsletter, fullName, email })).status).toBe(200);
  }
  const list = await run('inquiries', 'list');
  const idOf = (line: RegExp) => Number(line.exec(list)?.[1]);
  [ringId, contactId] = [idOf(/#(\d+) .*ring-size/), idOf(/#(\d+) .*contact/)];
});

afterAll(async () => {
  await t?.close();
});

describe('inquiries list', () => {
  it('shows the latest first: number, date, kind, name, e-mail, phone and photo count', async () => {
    const lines = (await run('inquiries', 'list')).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^#\d+ +\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC +newsletter +Bobby Khan +<bobby@example.com> +03331234567 +no photos$/,
    );
    expect(lines[3]).toMatch(
      new RegExp(`^#${contactId} .* contact .* Ayesha Khan +<ayesha@example.com> +03001234567 +no photos$`),
    );
    expect(lines[4]).toMatch(
      new RegExp(`^#${ringId} .* ring-size .* Maryam Iqbal +<maryam@example.com> +03001112223 +2 photos$`),
    );
    expect(ringId).toBeLessThan(contactId);
  });
});

describe('inquiries show N', () => {
  it('shows every field, where each photo is saved, and its mails', async () => {
    const out = await run('inquiries', 'show', String(ringId));
    expect(out).toContain(`Inquiry #${ringId}: ring-size (Ring Size Guide), received `);
    for (const line of [
      'Name: Maryam Iqbal',
      'E-mail: maryam@example.com',
      'Phone: 03001112223',
      'Finger measurement: 54 mm',
      'Ring measurement: 17.2 mm',
    ]) {
      expect(out).toContain(line);
    }
    const paths = [...out.matchAll(/^ {2}(fingerImage|ringImage): (\S+) \(\d+ KB\)$/gm)].map((m) => at(m, 2));
    expect(paths).toHaveLength(2);
    // Keys in the file store (DATA_DIR here).
    for (const p of paths) expect((await stat(path.join(t.dataDir, p))).isFile()).toBe(true);
    expect(out).toMatch(
      /Mails: inquiry-shop to care@noormahal\.example: waiting to be sent; inquiry-guest to maryam@example\.com: waiting to be sent/,
    );
  });

  it('shows the mails as written to the outbox folder once the worker wrote them (no mail server is set)', async () => {
    const mailer = startOutbox({ db: t.database.db, dataDir: t.dataDir, store: t.store, intervalMs: 60_000 });
    await mailer.flush();
    await mailer.stop();
    expect(await run('inquiries', 'show', `#${contactId}`)).toMatch(
      /inquiry-shop to \S+: not sent: no mail server is set; written to the outbox folder as \d{6}-inquiry-shop\.eml, [\d-]+ [\d:]+ UTC; inquiry-guest to ayesha@example\.com: not sent/,
    );
  });

  it('an unknown or malformed number is a clear error', async () => {
    await expect(run('inquiries', 'show', '999999')).rejects.toThrow('No inquiry #999999');
    await expect(run('inquiries', 'show', 'latest')).rejects.toThrow(/whole number/);
  });
});

describe('subscribers', () => {
  it('export: CSV with a header, one line per e-mail in any case, quoted, formulas defused', async () => {
    const csv = await run('subscribers', 'export');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,fullName,phone,subscribedAt');
    expect(lines).toHaveLength(3); // Bobby@Example.com and bobby@example.com are one subscriber
    expect(lines[1]).toMatch(/^bobby@example\.com,Bobby Khan,03331234567,\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toMatch(/^formula@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example""\)",03331234567,/);
    expect(parseCsv(csv).map((r) => r.email)).toEqual(['bobby@example.com', 'formula@example.com']);
  });

  it('remove takes an address off in any case; an unknown one is an error', async () => {
    expect(await run('subscribers', 'remove', 'FORMULA@example.com')).toContain('formula@example.com');
    expect((await run('subscribers', 'export')).split('\r\n')).toHaveLength(2);
    await expect(run('subscribers', 'remove', 'nobody@example.com')).rejects.toThrow('No subscriber');
  });

  it('the usage names the new commands', async () => {
    for (const c of ['inquiries list', 'inquiries show N', 'subscribers export', 'subscribers remove'])
      expect(USAGE).toContain(c);
    await expect(run('inquiries')).rejects.toThrow(USAGE);
  });
});
