import { describe, expect, it } from 'vitest';
import { phoneKey, phoneSearchKey } from './phone-key';

describe('phoneKey', () => {
  it('writes every usual form of one number the same way', () => {
    const forms = [
      '+92 321 7654321',
      '92 321 7654321',
      '923217654321',
      '0321-7654321',
      '0321 7654321',
      '03217654321',
      '00923217654321',
      '3217654321',
      '(0321) 765-4321',
    ];
    expect(new Set(forms.map(phoneKey))).toEqual(new Set(['3217654321']));
  });

  it('keeps a landline’s area code', () => {
    expect(phoneKey('+92 42 3571 2461')).toBe('4235712461');
    expect(phoneKey('042-35712461')).toBe('4235712461');
  });
});

describe('phoneSearchKey', () => {
  it('reads a whole or partial number typed in any usual form', () => {
    expect(phoneSearchKey('0321-7654321')).toBe('3217654321');
    expect(phoneSearchKey('+92 321')).toBe('321');
    expect(phoneSearchKey('7654321')).toBe('7654321');
  });

  it('does not read an order number, a name or a short figure as a phone', () => {
    expect(phoneSearchKey('NM-3XQ4DJ')).toBe('');
    expect(phoneSearchKey('Lahore 54000')).toBe('');
    expect(phoneSearchKey('032')).toBe('');
    expect(phoneSearchKey('')).toBe('');
  });
});
