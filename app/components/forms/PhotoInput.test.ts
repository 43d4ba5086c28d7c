import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../core/upload-rules';
import { photoProblem } from './PhotoInput';

describe('photoProblem', () => {
  it('accepts the four picture types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(photoProblem('Photo of your hand', { type, size: UPLOAD_MAX_BYTES })).toBeNull();
    }
  });
  it('refuses other types and bigger files, naming the field', () => {
    expect(photoProblem('Photo of your hand', { type: 'image/svg+xml', size: 10 })).toBe(
      'Photo of your hand must be a JPG, PNG, GIF or WebP picture',
    );
    expect(photoProblem('Deposit slip', { type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'Deposit slip must be at most 5 MB',
    );
  });
});
