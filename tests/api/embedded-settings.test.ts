import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { useTestApp } from './helpers';

const t = useTestApp();

// docs/decisions/043: the embedded database's shared buffers are what its resident memory grows to.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database', () => {
  it('runs with 16 MB of shared buffers, not initdb’s 128 MB', async () => {
    const [row] = await rowsOf<{ shared_buffers: string }>(t.database.db, sql`SHOW shared_buffers`);
    expect(row?.shared_buffers).toBe('16MB');
  });
});
