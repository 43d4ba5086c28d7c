import { desc, eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from '../../app/routes/admin/audit';
import { auditLog } from '../../server/db/schema';
import { createBackOffice } from '../../server/services/admin-pages';
import { audit, type Actor } from '../../server/services/audit';
import { useTestApp } from './helpers';

/**
 * The owner's audit log (docs/behaviour.md §11.1), read through its page's loader against the test app's database:
 * filtered by person, kind and Pakistan's days in SQL, paged, and a bad filter a 400 that names it.
 */
const t = useTestApp();

const NADIA: Actor = { staffId: null, name: 'Nadia Malik' };
const BILAL: Actor = { staffId: null, name: 'Bilal Ahmed' };

type LoaderArgs = Parameters<typeof loader>[0];
type Loaded = Awaited<ReturnType<typeof loader>>;

/** The page's loader as the signed-in owner, at `/admin/audit?<query>`. */
async function load(query = ''): Promise<Loaded> {
  const context = {
    member: { id: 1, name: 'Nadia Malik', email: 'nadia@zewar.test', role: 'owner' },
    backOffice: createBackOffice(t.database.db),
    markPrivate: () => undefined,
  } as unknown as AppLoadContext;
  const args = {
    request: new Request(`http://localhost/admin/audit?${query}`),
    params: {},
    context,
  } as unknown as LoaderArgs;
  return loader(args);
}

/** The 400 the loader throws for a bad query (React Router's `data`), and its message. */
async function refusal(query: string): Promise<{ status: number; message: unknown }> {
  try {
    await load(query);
  } catch (err) {
    if (err && typeof err === 'object' && 'init' in err && 'data' in err) {
      const thrown = err as { init: { status?: number } | null; data: { message?: unknown } };
      return { status: thrown.init?.status ?? 0, message: thrown.data.message };
    }
    throw err;
  }
  throw new Error(`?${query} was not refused`);
}

/** Writes an entry and dates it `at`. */
async function entry(actor: Actor, e: Parameters<typeof audit>[2], at: string) {
  await audit(t.database.db, actor, e);
  const [last] = await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  if (!last) throw new Error('No entry written');
  await t.database.db
    .update(auditLog)
    .set({ at: new Date(at) })
    .where(eq(auditLog.id, last.id));
}

const ids = (l: Loaded) => l.rows.map((r) => `${r.subjectType} ${r.subjectId} ${r.action}`);

beforeAll(async () => {
  // 26 Nov 2026 23:30 in Pakistan is 18:30 UTC; 27 Nov 00:30 in Pakistan is 26 Nov 19:30 UTC.
  await entry(
    BILAL,
    {
      action: 'status',
      subjectType: 'order',
      subjectId: 'NM-AAAAAA',
      oldValue: 'awaiting-payment',
      newValue: 'processing',
    },
    '2026-11-26T18:30:00Z',
  );
  await entry(
    NADIA,
    {
      action: 'payment',
      subjectType: 'order',
      subjectId: 'NM-AAAAAA',
      newValue: 'received PKR 5,000 (Cash); paid PKR 5,000, balance PKR 0',
    },
    '2026-11-26T19:30:00Z',
  );
  await entry(
    { staffId: null, name: 'Guest' },
    { action: 'slip', subjectType: 'order', subjectId: 'NM-BBBBBB', newValue: '2026-11-27T10:00:00Z' },
    '2026-11-27T10:00:00Z',
  );
  await entry(
    NADIA,
    {
      action: 'rate',
      subjectType: 'rate',
      subjectId: '2026-11-28',
      newValue: '24K PKR 32,150 a gram; 1 of 4 pieces repriced',
    },
    '2026-11-28T05:00:00Z',
  );
  await entry(
    NADIA,
    { action: 'remove', subjectType: 'subscriber', subjectId: 'sana@example.com' },
    '2026-11-28T06:00:00Z',
  );
  await entry(
    NADIA,
    { action: 'add', subjectType: 'staff', subjectId: 'bilal@example.com', newValue: 'Bilal Ahmed (staff)' },
    '2026-11-28T07:00:00Z',
  );
  await entry(
    NADIA,
    {
      action: 'settings',
      subjectType: 'setting',
      subjectId: 'tax',
      oldValue: '{"ntn":""}',
      newValue: '{"ntn":"1234567-8"}',
    },
    '2026-11-28T08:00:00Z',
  );
  await entry(
    BILAL,
    { action: 'status', subjectType: 'stock', subjectId: 'T-GLD-1', oldValue: 'Available', newValue: 'hidden' },
    '2026-11-28T09:00:00Z',
  );
});

describe('the audit log page', () => {
  it('lists everything newest first, with everyone it names to filter by', async () => {
    const all = await load();
    expect(all.query).toEqual({ who: '', kind: '', from: '', to: '', page: 1 });
    expect(ids(all)).toEqual([
      'stock T-GLD-1 status',
      'setting tax settings',
      'staff bilal@example.com add',
      'subscriber sana@example.com remove',
      'rate 2026-11-28 rate',
      'order NM-BBBBBB slip',
      'order NM-AAAAAA payment',
      'order NM-AAAAAA status',
    ]);
    expect(all.more).toBe(false);
    expect(all.actors).toEqual(['Bilal Ahmed', 'Guest', 'Nadia Malik']);
  });

  it('filters by the person who made the change', async () => {
    expect(ids(await load('who=Bilal+Ahmed'))).toEqual(['stock T-GLD-1 status', 'order NM-AAAAAA status']);
    expect(ids(await load('who=Nobody'))).toEqual([]);
  });

  it('filters by kind, an order’s money under payments and the rest under orders', async () => {
    const kind = async (k: string) => ids(await load(`kind=${k}`));
    expect(await kind('orders')).toEqual(['order NM-AAAAAA status']);
    expect(await kind('payments')).toEqual(['order NM-BBBBBB slip', 'order NM-AAAAAA payment']);
    expect(await kind('stock')).toEqual(['stock T-GLD-1 status']);
    expect(await kind('rates')).toEqual(['rate 2026-11-28 rate']);
    expect(await kind('inquiries')).toEqual(['subscriber sana@example.com remove']);
    expect(await kind('staff')).toEqual(['staff bilal@example.com add']);
    expect(await kind('settings')).toEqual(['setting tax settings']);
  });

  it('filters by days in Pakistan, both ends included', async () => {
    expect(ids(await load('from=2026-11-26&to=2026-11-26'))).toEqual(['order NM-AAAAAA status']);
    expect(ids(await load('from=2026-11-27&to=2026-11-27'))).toEqual([
      'order NM-BBBBBB slip',
      'order NM-AAAAAA payment',
    ]);
    expect(ids(await load('from=2026-11-28')).length).toBe(5);
    expect(ids(await load('to=2026-11-27')).length).toBe(3);
    expect(ids(await load('who=Nadia+Malik&kind=payments&from=2026-11-27&to=2026-11-27'))).toEqual([
      'order NM-AAAAAA payment',
    ]);
  });

  it('pages fifty entries at a time, the filters kept', async () => {
    for (let i = 0; i < 51; i += 1)
      await audit(t.database.db, BILAL, {
        action: 'note',
        subjectType: 'order',
        subjectId: `NM-N${i}`,
        newValue: `note ${i}`,
      });
    const first = await load('kind=orders');
    expect(first.rows).toHaveLength(50);
    expect(first.more).toBe(true);
    const second = await load('kind=orders&page=2');
    expect(second.rows).toHaveLength(2);
    expect(second.more).toBe(false);
    expect(second.rows.map((r) => r.subjectId)).toContain('NM-AAAAAA');
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    expect(await refusal('kind=gold')).toEqual({ status: 400, message: expect.stringMatching(/^Kind must be one of/) });
    expect(await refusal('from=2026-13-01')).toEqual({ status: 400, message: 'From must be a date (YYYY-MM-DD)' });
    expect(await refusal('from=2026-11-28&to=2026-11-27')).toEqual({
      status: 400,
      message: 'From must be on or before To',
    });
    expect(await refusal('page=abc')).toEqual({ status: 400, message: 'Page must be a number' });
    expect(await refusal(`who=${'x'.repeat(101)}`)).toEqual({
      status: 400,
      message: 'Who must be at most 100 characters',
    });
  });
});
