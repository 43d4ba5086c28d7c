import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { violations } from './axe';
import { menuLink, OWNER, signIn, STAFF } from './back-office';
import { expect, test } from './fixtures';

// One import at a time (playwright.config.ts runs this file in projects of its own, one after the other).
test.describe.configure({ mode: 'serial' });

/**
 * docs/behaviour.md §11.12: a member uploads the point of sale's export with its pictures; the check names the bad
 * line and changes nothing; the fixed file imports with its progress bar; the new pieces are on the storefront with
 * their pictures. Each project imports pieces of its own.
 */
test('a member checks a stock file, puts its bad line right, imports it, and the pieces are for sale', async ({
  page,
  consoleErrors,
}, info) => {
  const run = `${info.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36)}`;
  const tag = (n: number) => `IMP-${run}-${n}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'zewar-e2e-import-'));
  try {
    const pictures = [];
    for (const n of [1, 2]) {
      const file = path.join(dir, `${tag(n)}-1.jpg`);
      await sharp({ create: { width: 900, height: 900, channels: 3, background: n === 1 ? '#c9a45c' : '#b08040' } })
        .jpeg()
        .toFile(file);
      pictures.push(file);
    }
    const csv = (karat: number) =>
      '\uFEFF' +
      [
        'TagNo;ItemName;ItemType;ItemPriceD;NetWeight;Karat;TotalMaking;Images;Status',
        `${tag(1)};Rings;Gold;22K Imported Band ${run};4;22;2500;${tag(1)}-1.jpg;available`,
        `${tag(2)};Rings;Gold;21K Imported Ring ${run};3.5;${karat};2000;${tag(2)}-1.jpg;available`,
      ].join('\r\n') +
      '\r\n';
    const bad = path.join(dir, 'pos-export.csv');
    await writeFile(bad, csv(27));

    await signIn(page, STAFF);
    await (await menuLink(page, 'Import stock')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import stock' })).toBeVisible();
    await page.getByLabel('Stock file').setInputFiles(bad);
    await page.getByLabel('Pictures (optional)').setInputFiles(pictures);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(`line 3 (${tag(2)}): Karat: must be 18 to 24`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
    expect(await violations(page), 'axe on the check with an error').toEqual([]);

    await writeFile(bad, csv(21));
    await page.getByLabel('Stock file').setInputFiles(bad);
    await page.getByLabel('Pictures (optional)').setInputFiles(pictures);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'pos-export.csv: 2 rows' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('2 of the 2 pictures sent are used.')).toBeVisible();
    // Removing the pieces the file does not list is the owner's: a member is told they are kept.
    await expect(page.getByRole('checkbox', { name: /^Remove the/ })).toHaveCount(0);
    await expect(
      page.getByText(/^The \d+ pieces the file does not list are kept: only the owner can remove them\.$/),
    ).toBeVisible();
    expect(await violations(page), 'axe on the check').toEqual([]);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Imported pos-export.csv' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('2 added, 0 updated, 0 removed, 0 errors')).toBeVisible();

    // The address names this import, so a reload finds it again, whatever other imports ran since.
    await expect(page).toHaveURL(/\/admin\/stock\/import\?import=\d+$/);
    const shown = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Imported pos-export.csv' })).toBeVisible();
    await expect(page.getByText('2 added, 0 updated, 0 removed, 0 errors')).toBeVisible();
    const refused = await page.goto(shown.replace(/import=\d+/, 'import=abc'));
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This address cannot be read' })).toBeVisible();
    await expect(page.getByText('import must be the number of an import')).toBeVisible();
    const unknown = await page.goto(shown.replace(/import=\d+/, 'import=2000000000'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    // The browser logs the 400 and the 404 as failed loads; any other console error still fails the test.
    const expected = /^Failed to load resource: the server responded with a status of 40[04]\b/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));

    await page.goto(`/product/Rings/${encodeURIComponent(tag(2))}`);
    await expect(page.getByRole('heading', { level: 1, name: `21K Imported Ring ${run}` })).toBeVisible();
    const picture = page.locator('main img').first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * docs/behaviour.md §11.12, docs/decisions/073: the owner may remove the pieces a file does not list, typing their
 * number back; Import is refused until it is that number. (The removal itself is the API tests': the catalogue here
 * is every spec's, so the owner unticks the box, the number goes with it, and the file imports without removing.)
 */
test('the owner types back the number of pieces the file leaves out before Import may remove them', async ({
  page,
}, info) => {
  const run = `${info.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36)}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'zewar-e2e-remove-'));
  try {
    const csv = path.join(dir, 'few-export.csv');
    await writeFile(csv, `TagNo;ItemName;ItemType;NetWeight;Karat;TotalMaking\r\nRM-${run};Rings;Gold;2;22;1000\r\n`);
    await signIn(page, OWNER);
    await page.goto('/admin/stock/import');
    await page.getByLabel('Stock file').setInputFiles(csv);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'few-export.csv: 1 rows' })).toBeVisible({
      timeout: 30_000,
    });
    const tick = page.getByRole('checkbox', { name: /^Remove the \d+ pieces the file does not list/ });
    const n = Number(/Remove the (\d+)/.exec(await page.locator('label[for="run-removeMissing"]').innerText())?.[1]);
    expect(n).toBeGreaterThan(1);
    const confirm = page.getByLabel(`Type ${n} to confirm`);
    await expect(confirm).toHaveCount(0);
    await tick.check();
    await expect(confirm).toBeVisible();

    // Not typed, or another number: Import says so and sends nothing.
    const importButton = page.getByRole('button', { name: 'Import' });
    await importButton.click();
    await expect(
      page.getByText(`Type ${n} to confirm that the ${n} pieces the file does not list are removed`),
    ).toBeVisible();
    await expect(confirm).toBeFocused();
    await confirm.fill(String(n - 1));
    await importButton.click();
    await expect(
      page.getByText(`${n - 1} is not ${n}: type ${n}, the number of pieces the check found to remove`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'few-export.csv: 1 rows' })).toBeVisible();
    await confirm.fill(String(n));
    await expect(page.locator('#run-removeCount-error')).toHaveCount(0);
    expect(await violations(page), 'axe on the removal typed back').toEqual([]);

    await tick.uncheck();
    await expect(confirm).toHaveCount(0);
    await tick.check();
    await expect(confirm).toHaveValue('');
    await tick.uncheck();
    await importButton.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Imported few-export.csv' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('1 added, 0 updated, 0 removed, 0 errors')).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * docs/behaviour.md §11.12: a .zip of pictures is unpacked by the check, which the page follows; one that would unpack
 * beyond the limits (a zip bomb) is refused at once with the limit named, and the page takes another file.
 */
test('a .zip of pictures is checked with the file; one that would unpack beyond the limits is refused', async ({
  page,
  consoleErrors,
}, info) => {
  const run = `${info.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36)}`;
  const tag = `ZIP-${run}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'zewar-e2e-zip-'));
  try {
    const zipOf = async (name: string, entries: { name: string; data: Buffer }[]) => {
      const zip = new yazl.ZipFile();
      for (const e of entries) zip.addBuffer(e.data, e.name);
      zip.end();
      const file = path.join(dir, name);
      await pipeline(zip.outputStream, createWriteStream(file));
      return file;
    };
    const jpeg = (background: string) =>
      sharp({ create: { width: 600, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const shoot = await zipOf('shoot.zip', [
      { name: `shoot/${tag}-1.jpg`, data: await jpeg('#c9a45c') },
      { name: `shoot/${tag}-2.jpg`, data: await jpeg('#b08040') },
    ]);
    // 30 MB of zeros packed to 30 kB: a picture larger than one may be.
    const bomb = await zipOf('bomb.zip', [{ name: `${tag}-1.jpg`, data: Buffer.alloc(30 * 1024 ** 2) }]);
    const csv = path.join(dir, 'zip-export.csv');
    await writeFile(
      csv,
      `TagNo;ItemName;ItemType;NetWeight;Karat;TotalMaking;Images\r\n${tag};Rings;Gold;2;22;1000;${tag}-1.jpg|${tag}-2.jpg\r\n`,
    );

    await signIn(page, STAFF);
    await page.goto('/admin/stock/import');
    const error = () => page.locator('#import-error .form-alert');
    /** Sends the file and a .zip; another member's import being checked (the other project's) is waited for. */
    const check = async (zip: string) => {
      for (let attempt = 0; attempt < 30; attempt++) {
        await page.getByLabel('Stock file').setInputFiles(csv);
        await page.getByLabel('Pictures (optional)').setInputFiles(zip);
        await page.getByRole('button', { name: 'Check' }).click();
        await expect(page.getByRole('button', { name: 'Sending…' })).toHaveCount(0, { timeout: 30_000 });
        const said = (await error().isVisible()) ? await error().innerText() : '';
        if (!said.startsWith('Another stock import')) return;
        await page.waitForTimeout(1000);
      }
    };

    await check(bomb);
    await expect(error()).toHaveText(
      `${tag}-1.jpg in the .zip archive unpacks to 30 MB; a picture or video may be at most 25 MB`,
    );
    expect(await violations(page), 'axe on the refused .zip').toEqual([]);

    await check(shoot);
    await expect(page.getByRole('heading', { level: 2, name: 'zip-export.csv: 1 rows' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('2 of the 2 pictures sent are used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
    // The browser logs the 413 (and a 409 waited out) as failed loads; any other console error still fails the test.
    const expected = /^Failed to load resource: the server responded with a status of (413|409)\b/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
