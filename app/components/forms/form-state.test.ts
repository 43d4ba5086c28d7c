import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../lib/api';
import { firstErrors, outcomeOf, serverFieldErrors } from './form-state';

const answer = (status: number, body: ApiAnswer['body']): ApiAnswer => ({ ok: status < 300, status, body });

describe('firstErrors', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstErrors([
        { path: ['phone'], message: 'Phone No is required' },
        { path: ['phone'], message: 'second' },
        { path: ['email'], message: 'Email is required' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ phone: 'Phone No is required', email: 'Email is required' });
  });
});

describe('serverFieldErrors', () => {
  it('maps UserData.x and bare multipart names to the form fields it knows', () => {
    expect(
      serverFieldErrors(
        [
          { field: 'UserData.fullName', message: 'Name is required' },
          { field: 'ringImage', message: 'ringImage must be at most 5 MB' },
          { field: 'UserData.secret', message: 'not on the form' },
        ],
        ['fullName', 'ringImage'],
      ),
    ).toEqual({ fullName: 'Name is required', ringImage: 'ringImage must be at most 5 MB' });
    expect(serverFieldErrors(undefined, ['fullName'])).toEqual({});
  });
});

describe('outcomeOf', () => {
  it('is a success only for the agreed message', () => {
    expect(outcomeOf(answer(200, { message: 'OK' }), 'OK', 'Thank you', [])).toEqual({
      kind: 'done',
      message: 'Thank you',
    });
    expect(outcomeOf(answer(200, { message: 'Not OK' }), 'OK', 'Thank you', []).kind).toBe('failed');
  });
  it('shows the server message and its field messages', () => {
    expect(
      outcomeOf(
        answer(400, {
          message: 'Please check the form',
          errors: [{ field: 'UserData.phone', message: 'Phone No is required' }],
        }),
        'OK',
        'x',
        ['phone'],
      ),
    ).toEqual({ kind: 'failed', message: 'Please check the form', fields: { phone: 'Phone No is required' } });
    expect(outcomeOf(answer(429, { message: 'Too many requests, please wait a minute' }), 'OK', 'x', []).message).toBe(
      'Too many requests, please wait a minute',
    );
  });
  it('says which status came back when the reply has no message', () => {
    expect(outcomeOf(answer(502, {}), 'OK', 'x', [])).toEqual({
      kind: 'failed',
      message: 'The shop answered 502. Please try again.',
      fields: {},
    });
  });
});
