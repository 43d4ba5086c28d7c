import { describe, expect, it } from 'vitest';
import {
  notAPicture,
  picturesBusy,
  tooLarge,
  tooManyPixels,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from './upload-rules';

describe('the words of a refused upload (docs/behaviour.md §5.11)', () => {
  it('say what is wrong: the format, the bytes, or the pixels, with the limit', () => {
    expect(notAPicture('Deposit slip')).toBe('Deposit slip must be a JPG, PNG, GIF or WebP picture');
    expect(tooLarge('Deposit slip')).toBe('Deposit slip must be at most 5 MB');
    expect(tooLarge('IMG_1.jpg', 25 * 1024 * 1024)).toBe('IMG_1.jpg must be at most 25 MB');
    expect(tooManyPixels('Hand photo')).toBe('Hand photo is too large: at most 50 megapixels');
    expect(tooManyPixels('IMG_1.jpg', 120_000_000)).toBe('IMG_1.jpg is too large: at most 120 megapixels');
  });

  it('a full queue asks the guest to send the same thing again shortly', () => {
    expect(picturesBusy('Deposit slip')).toBe(
      'We are receiving many pictures just now and could not take your deposit slip. Please send it again in a few seconds.',
    );
  });

  it('the limits: 5 MB, and 50 megapixels, which a 50 MP phone photo (8160 × 6120) fits', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(8160 * 6120).toBeLessThanOrEqual(UPLOAD_MAX_PIXELS);
    expect(12_000 * 9000).toBeGreaterThan(UPLOAD_MAX_PIXELS);
  });
});
