import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { HSTS } from '../../server/http/security';
import { sweepOrphanUploads } from '../../server/services/upload-sweep';
import { storeUpload } from '../../server/files/uploads';
import { jpegPart, latestInquiry, phoneJpeg, postSizeForm, RING, sizeForm } from './form-helpers';
import { createTestApp, useTestApp } from './helpers';

/** docs/decisions/033-operating-the-shop.md: the endpoints a load balancer polls. */
const t = useTestApp();

describe('GET /healthz', () => {
  it('answers 200 { status: ok }, not cached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not rate limited', async () => {
    const codes = await Promise.all(Array.from({ length: 60 }, () => t.app.inject({ url: '/healthz' })));
    expect(new Set(codes.map((r) => r.statusCode))).toEqual(new Set([200]));
  });
});

describe('GET /readyz', () => {
  it('answers 200 while the database answers and has every migration and the file store answers, not cached', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', pendingMigrations: 0, files: 'ok', filesKind: 'local' });
    expect(res.headers['cache-control']).toBe('no-store');
    const many = await Promise.all(Array.from({ length: 40 }, () => t.app.inject({ url: '/readyz' })));
    expect(new Set(many.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  it('answers 503 naming the migrations not applied', async () => {
    const behind = await createTestApp();
    try {
      // Forget the last migration in drizzle's record, as if this build were newer than the database.
      await behind.database.db.execute(
        process.env.DATABASE_URL
          ? sql`DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)`
          : sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      const res = await behind.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: 'migrations not applied',
        pendingMigrations: 1,
        files: 'ok',
        filesKind: 'local',
        message: 'Not ready: 1 migration(s) of this build not applied',
      });
      expect((await behind.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('answers 503 once the database is closed, while /healthz still answers 200', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const res = await down.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: 'the database does not answer',
        files: 'ok',
        filesKind: 'local',
        message: 'Not ready: the database does not answer',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await down.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers 503 when PostgreSQL refuses the connection', async () => {
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/zewar' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zewar-down-'));
    const built = await buildApp({ database, dataDir, publicUrl: 'http://localhost:3000', logLevel: 'silent' });
    try {
      const res = await built.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'the database does not answer' });
    } finally {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });
});

describe('the upload sweep at start-up', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  /** The keys of the uploads of a kind, as the rows keep them. */
  const files = async (kind: string) =>
    (await readdir(path.join(t.dataDir, 'uploads', kind)).catch(() => [])).map((f) => `uploads/${kind}/${f}`);
  /** Makes a stored upload look `hours` old. */
  const age = (key: string, hours: number) => utimes(path.join(t.dataDir, key), hoursAgo(hours), hoursAgo(hours));

  it('removes an hour-old photo or slip no row points to, and nothing else', async () => {
    const photo = await phoneJpeg();
    expect((await postSizeForm(t, sizeForm(RING, { handImage: jpegPart(photo) }))).status).toBe(200);
    const { photos } = await latestInquiry(t);
    const kept = photos.map((p) => p.filePath);
    expect(kept).toHaveLength(1);
    // Written before their transaction, which a crash never let commit: one old, one a request may still own.
    const orphan = await storeUpload(t.store, 'inquiries', 'size-request-handImage', photo);
    const orphanSlip = await storeUpload(t.store, 'slips', 'NM-CRASH1', photo);
    const young = await storeUpload(t.store, 'inquiries', 'size-request-handImage', photo);
    for (const f of [...kept, orphan, orphanSlip]) await age(f, 2);

    const removed = await sweepOrphanUploads(t.database.db, t.store);

    expect(removed.sort()).toEqual([orphan, orphanSlip].sort());
    expect((await files('inquiries')).sort()).toEqual([...kept, young].sort());
    expect(await files('slips')).toEqual([]);
    // A second sweep finds nothing more; the young file goes once it is an hour old.
    expect(await sweepOrphanUploads(t.database.db, t.store)).toEqual([]);
    await age(young, 2);
    expect(await sweepOrphanUploads(t.database.db, t.store)).toEqual([young]);
    expect(await files('inquiries')).toEqual(kept);
  });

  it('does nothing before the first upload', async () => {
    const empty = await createTestApp();
    try {
      expect(await sweepOrphanUploads(empty.database.db, empty.store)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('request logs and the reference a guest quotes', () => {
  type Line = { level: number; msg: string; reqId?: string; res?: { statusCode: number } };
  const logged = async (requestLogSample: number) => {
    const lines: Line[] = [];
    const app = await createTestApp({
      logLevel: 'info',
      requestLogSample,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    });
    return { app, lines };
  };

  it('a 500 names its request id, which the log line of the error carries', async () => {
    const { app, lines } = await logged(0);
    const spy = vi.spyOn(app.services, 'goldRate').mockRejectedValueOnce(new Error('boom'));
    try {
      const res = await app.app.inject({ url: '/api/dashboard/goldrate' });
      expect(res.statusCode).toBe(500);
      const { reference } = res.json<{ reference: string }>();
      expect(reference).toMatch(/^[0-9a-f]{10}$/);
      expect(res.headers['x-request-id']).toBe(reference);
      expect(lines.filter((l) => l.level >= 50)).toEqual([
        expect.objectContaining({ reqId: reference, msg: 'request failed' }),
      ]);
    } finally {
      spy.mockRestore();
      await app.close();
    }
  });

  it('LOG_SAMPLE=1: one line per request at info; 0: none at info; probes never', async () => {
    for (const [sample, expected] of [
      [1, 3],
      [0, 0],
    ] as const) {
      const { app, lines } = await logged(sample);
      try {
        for (const url of ['/api/xsrf', '/api/dashboard/GetMenuEcom', '/api/nothing', '/healthz', '/readyz'])
          await app.app.inject({ url });
        const completed = lines.filter((l) => l.msg === 'request completed');
        expect(completed).toHaveLength(expected);
        expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
        for (const l of completed) expect(l.reqId).toMatch(/^[0-9a-f]{10}$/);
      } finally {
        await app.close();
      }
    }
  });
});

describe('HSTS', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://shop.example' });
    try {
      for (const url of ['/api/dashboard/goldrate', '/api/nothing', '/healthz', '/no-such-page'])
        expect((await secure.app.inject({ url })).headers['strict-transport-security']).toBe(HSTS);
      expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('is never sent over plain http', async () => {
    for (const url of ['/api/dashboard/goldrate', '/api/nothing', '/healthz'])
      expect((await t.app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
  });
});
