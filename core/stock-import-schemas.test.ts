import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { confirmedRun, removableOf, RunImportSchema } from './stock-import-schemas';

describe('what the owner asks when the check is done', () => {
  it('reads the number typed back as typed or as sent; an empty box is no number', () => {
    const countOf = (removeCount: unknown) => RunImportSchema.parse({ removeMissing: true, removeCount }).removeCount;
    expect(['812', ' 1,204 ', 812, 0, ''].map(countOf)).toEqual([812, 1204, 812, 0, undefined]);
    for (const bad of ['all', '8.5', -1, 1.5, null, '1e3'])
      expect(errorsOf(RunImportSchema.safeParse({ removeMissing: true, removeCount: bad }))).toEqual({
        removeCount: 'removeCount must be a whole number: the number of pieces to remove, typed back',
      });
    expect(RunImportSchema.parse({})).toEqual({ removeMissing: false });
  });

  it('removes only with the number the check found typed back', () => {
    const removable = removableOf({ missing: 14, missingReserved: 2 });
    expect(removable).toBe(12);
    const schema = confirmedRun(removable);
    expect(schema.safeParse({ removeMissing: false, removeCount: '' }).success).toBe(true);
    expect(schema.safeParse({ removeMissing: true, removeCount: '12' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ removeMissing: true, removeCount: '' }))).toEqual({
      removeCount: 'Type 12 to confirm that the 12 pieces the file does not list are removed',
    });
    expect(errorsOf(schema.safeParse({ removeMissing: true, removeCount: 14 }))).toEqual({
      removeCount: '14 is not 12: type 12, the number of pieces the check found to remove',
    });
  });
});
