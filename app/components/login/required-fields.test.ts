import { describe, expect, it } from 'vitest';
import { requiredFields } from './required-fields';

describe('requiredFields', () => {
  const schema = requiredFields({ email: 'Email', password: 'Password' });
  it('says "<label> is required" under each empty or blank field, in order', () => {
    const r = schema.safeParse({ email: '  ', password: '' });
    expect(r.success).toBe(false);
    expect(r.success ? [] : r.error.issues).toEqual([
      { path: ['email'], message: 'Email is required' },
      { path: ['password'], message: 'Password is required' },
    ]);
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse({ email: 'a@b.co', password: 7 }).success).toBe(false);
  });
  it('passes the trimmed values when all are filled', () => {
    expect(schema.safeParse({ email: ' a@b.co ', password: 'pw', extra: 'x' })).toEqual({
      success: true,
      data: { email: 'a@b.co', password: 'pw' },
    });
  });
});
