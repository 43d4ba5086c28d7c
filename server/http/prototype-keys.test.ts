import { describe, expect, it } from 'vitest';
import { deliveryCharge, OTHER_COUNTRIES_CHARGE } from '../../core/delivery-charges';
import { conceptOf, isConnectingWord } from '../../core/search-vocabulary';
import { kindLabel } from '../../core/inquiry-admin-schemas';
import { nextStates, orderStateLabel, orderStateOf } from '../../core/order-states';
import { fieldEntries } from '../mail/inquiry-mails';
import { nulField } from './unreadable';

/**
 * Every lookup that takes a key from outside (a guest's search, a country, a stored kind or state) finds nothing under
 * the names every plain object has (docs/decisions/032); eslint.config.js refuses the object tables that would.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe.each(PROTOTYPE_KEYS)('the key %s', (key) => {
  it('is no word of the search vocabulary', () => {
    expect(conceptOf(key)).toBeUndefined();
    expect(isConnectingWord(key)).toBe(false);
  });
  it('is a country charged as any other', () => expect(deliveryCharge('paid', key)).toBe(OTHER_COUNTRIES_CHARGE));
  it('is no inquiry kind', () => expect(kindLabel(key)).toBe(key));
  it('is no order state', () => {
    expect(orderStateLabel(key)).toBe(key);
    expect(orderStateOf(key)).toBeNull();
    expect(nextStates({ status: key, deliveryOption: key })).toEqual([]);
  });
  it('is a form field like any other', () => {
    const fields = JSON.parse(`{"${key}": "x", "fullName": "A"}`) as Record<string, unknown>;
    expect(fieldEntries(fields).entries.map((e) => e.value)).toContain('x');
    expect(nulField(fields)).toBeNull();
  });
});
