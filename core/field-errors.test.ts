import { describe, expect, it } from 'vitest';
import { errorsOf, firstErrors } from './field-errors';

describe('firstErrors', () => {
  it('keeps the first message of each field, keyed by its path; whole-form messages are dropped', () => {
    expect(
      firstErrors([
        { path: ['phone'], message: 'Phone No is required' },
        { path: ['phone'], message: 'second' },
        { path: ['UserData', 'Email'], message: 'Email is required' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ phone: 'Phone No is required', 'UserData.Email': 'Email is required' });
  });
  it("reads a server's refusal ({ field, message }) and renames or drops fields with fieldOf", () => {
    expect(
      firstErrors(
        [
          { field: 'UserData.fullName', message: 'Name is required' },
          { field: 'constructor', message: 'a field named like an Object method' },
          { field: 'secret', message: 'dropped' },
        ],
        (path) => (path === 'secret' ? '' : path.replace(/^UserData\./, '')),
      ),
    ).toEqual({ fullName: 'Name is required', constructor: 'a field named like an Object method' });
  });
  it('errorsOf reads a safeParse result', () => {
    expect(errorsOf({ success: true })).toEqual({});
    expect(errorsOf({ success: false, error: { issues: [{ path: ['a'], message: 'm' }] } })).toEqual({ a: 'm' });
  });
});
