import { describe, expect, it } from 'vitest';
import { displayName, formatPKR, formatWeight } from './format';
import { isImageName, isVideoName, pictureNames } from './media';

describe('formatPKR', () => {
  it.each([
    [169000, 'PKR 169,000'],
    [12000, 'PKR 12,000'],
    [0, 'PKR 0'],
    [1250000, 'PKR 1,250,000'],
    [999.6, 'PKR 1,000'],
  ])('%d → %s', (amount, text) => {
    expect(formatPKR(amount)).toBe(text);
  });

  it("writes what Intl's en-PK formatter writes, halves and negative amounts too", () => {
    const intl = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
    const amounts = [0, 0.4, 0.5, 1.5, 2.5, 999.5, -0.5, -1.5, -1500, -1234567.49, Number.MAX_SAFE_INTEGER];
    for (let x = 1; x < 1e15; x = x * 7 + 3) amounts.push(x, x + 0.5, -x);
    for (const amount of amounts) expect(formatPKR(amount), String(amount)).toBe(`PKR ${intl.format(amount)}`);
  });

  it('writes what rounds to nothing as 0, where Intl writes -0', () => {
    expect(formatPKR(-0.4)).toBe('PKR 0');
    expect(formatPKR(-0)).toBe('PKR 0');
  });
});

describe('formatWeight', () => {
  it('shows grams to at most three decimals without trailing zeros', () => {
    expect(formatWeight(5.5)).toBe('5.5 g');
    expect(formatWeight(12.96)).toBe('12.96 g');
    expect(formatWeight(10)).toBe('10 g');
    expect(formatWeight(1.23456)).toBe('1.235 g');
    expect(formatWeight(0.1 + 0.2)).toBe('0.3 g');
  });
});

describe('displayName (behaviour §3.1: ItemPriceD preferred over ItemName)', () => {
  it('prefers ItemPriceD', () => {
    expect(displayName({ ItemName: 'Rings', ItemPriceD: '22K Gold Floral Ring' })).toBe('22K Gold Floral Ring');
  });
  it('falls back to ItemName when ItemPriceD is missing, null or blank', () => {
    expect(displayName({ ItemName: 'Rings' })).toBe('Rings');
    expect(displayName({ ItemName: 'Rings', ItemPriceD: null })).toBe('Rings');
    expect(displayName({ ItemName: 'Rings', ItemPriceD: '   ' })).toBe('Rings');
  });
});

describe('media names (behaviour §5.14)', () => {
  it('recognises picture and video extensions, ignoring case', () => {
    for (const n of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp']) expect(isImageName(n)).toBe(true);
    for (const n of ['a.mp4', 'a.WEBM', 'a.ogg']) expect(isVideoName(n)).toBe(true);
    expect(isImageName('a.mp4')).toBe(false);
    expect(isVideoName('a.webp')).toBe(false);
    expect(isImageName('a.svg')).toBe(false);
    expect(isImageName('noext')).toBe(false);
  });
  it('pictureNames keeps pictures in order and leaves videos out', () => {
    expect(
      pictureNames({ Images: [{ ImageName: 'W-1.webp' }, { ImageName: 'W-v.mp4' }, { ImageName: 'W-2.jpg' }] }),
    ).toEqual(['W-1.webp', 'W-2.jpg']);
  });
});
