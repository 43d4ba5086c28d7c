import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../lib/api';
import {
  blank,
  firstAtFault,
  LOST_CONNECTION,
  onlyKnown,
  outcomeOf,
  refusalOf,
  shownError,
  without,
} from './form-state';

const answer = (status: number, body: ApiAnswer['body']): ApiAnswer => ({ ok: status < 300, status, body, json: body });

describe('shownError', () => {
  const state = {
    errors: { phone: 'Phone No is required', email: 'Email is required' },
    server: {},
    touched: new Set(['phone']),
    showAll: false,
  };
  it("shows the schema's message only once the field was left", () => {
    expect(shownError('phone', state)).toBe('Phone No is required');
    expect(shownError('email', state)).toBeUndefined();
    expect(shownError('fullName', state)).toBeUndefined();
  });
  it('shows every message after "Show what is missing"', () => {
    expect(shownError('email', { ...state, showAll: true })).toBe('Email is required');
  });
  it("puts the server's message first, touched or not", () => {
    const server = { email: 'This e-mail cannot receive mail', fullName: 'Name is required' };
    expect(shownError('email', { ...state, server })).toBe('This e-mail cannot receive mail');
    expect(shownError('fullName', { ...state, server })).toBe('Name is required');
  });
});

describe('firstAtFault', () => {
  it("follows the form's order, then the other fields the schema names", () => {
    expect(firstAtFault(['fullName', 'email', 'phone'], { phone: 'x', email: 'y' })).toBe('email');
    expect(firstAtFault(['fullName'], { amount: 'Please choose an amount' })).toBe('amount');
    expect(firstAtFault(['fullName'], {})).toBeUndefined();
  });
});

describe('without and onlyKnown', () => {
  it('drops one field, keeping the same object when there is nothing to drop', () => {
    const m = { email: 'a', phone: 'b' };
    expect(without(m, 'email')).toEqual({ phone: 'b' });
    expect(without(m, 'city')).toBe(m);
  });
  it('keeps the messages of the fields the form has', () => {
    expect(onlyKnown({ email: 'a', secret: 'b' }, ['email', 'ringImage'])).toEqual({ email: 'a' });
  });
});

describe('outcomeOf', () => {
  it('is a success only for the agreed message', () => {
    expect(outcomeOf(answer(200, { message: 'OK' }), 'OK', 'Thank you')).toEqual({
      kind: 'done',
      message: 'Thank you',
    });
    expect(outcomeOf(answer(200, { message: 'Not OK' }), 'OK', 'Thank you').kind).toBe('failed');
    expect(outcomeOf(answer(500, { message: 'OK' }), 'OK', 'Thank you').kind).toBe('failed');
  });
  it('shows the server message and the first message of each field, named as the form names them', () => {
    expect(
      outcomeOf(
        answer(400, {
          message: 'Please check the form',
          errors: [
            { field: 'UserData.phone', message: 'Phone No is required' },
            { field: 'UserData.phone', message: 'second' },
            { field: 'ringImage', message: 'ringImage must be at most 5 MB' },
          ],
        }),
        'OK',
        'x',
      ),
    ).toEqual({
      kind: 'failed',
      message: 'Please check the form',
      fields: { phone: 'Phone No is required', ringImage: 'ringImage must be at most 5 MB' },
    });
    expect(outcomeOf(answer(429, { message: 'Too many requests, please wait a minute' }), 'OK', 'x').message).toBe(
      'Too many requests, please wait a minute',
    );
  });
  it('a failure on the shop side names the request for the guest to quote', () => {
    const out = outcomeOf(
      answer(500, { message: 'Something went wrong on our side. Please try again.', reference: 'req-7f3a' }),
      'OK',
      'x',
    );
    expect(out.message).toBe('Something went wrong on our side. Please try again. Reference: req-7f3a.');
  });
  it("a refusal takes the form's own field names (the checkout reads the order API's through core)", () => {
    const out = refusalOf(
      answer(409, { message: 'No', errors: [{ field: 'UserData.PhoneNo', message: 'bad' }] }),
      (path) => (path === 'UserData.PhoneNo' ? 'Phone' : path),
    );
    expect(out).toEqual({ kind: 'failed', message: 'No', fields: { Phone: 'bad' } });
  });
  it('says which status came back when the reply has an empty message', () => {
    expect(outcomeOf(answer(502, { message: ' ' }), 'OK', 'x')).toEqual({
      kind: 'failed',
      message: 'The shop answered 502. Please try again.',
      fields: {},
    });
  });
  it('a lost connection has its own words', () => {
    expect(LOST_CONNECTION).toBe('Something went wrong. Please try again.');
  });
});

describe('blank', () => {
  it('starts each field empty', () => {
    expect(blank(['fullName', 'email'])).toEqual({ fullName: '', email: '' });
  });
});
