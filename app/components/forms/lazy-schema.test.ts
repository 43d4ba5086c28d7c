import { describe, expect, it, vi } from 'vitest';
import type { FormSchema } from './form-state';
import { isLazy, lazySchema } from './lazy-schema';

const schema: FormSchema<string> = { safeParse: (v) => ({ success: true, data: String(v) }) };

describe('lazySchema', () => {
  it('loads once, whoever asks, and keeps what it loaded', async () => {
    const load = vi.fn(async () => schema);
    const lazy = lazySchema(load);
    expect(lazy.loaded).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(schema);
    expect(b).toBe(schema);
    await lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.loaded).toBe(schema);
  });
  it('tries again after a failed load (a lost connection)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const lazy = lazySchema(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded).toBeNull();
    await expect(lazy.load()).resolves.toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('is told apart from a schema at hand', () => {
    expect(isLazy(lazySchema(async () => schema))).toBe(true);
    expect(isLazy(schema)).toBe(false);
  });
});
