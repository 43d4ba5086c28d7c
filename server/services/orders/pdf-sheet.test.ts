import { describe, expect, it } from 'vitest';
import { printable } from './pdf-sheet';

describe('printable (the built-in Helvetica prints Windows-1252 only)', () => {
  it('keeps Latin letters, the signs the invoice uses and Windows-1252’s extra ones', () => {
    expect(printable('Zoë · 5.5 g × PKR 29,333 — “Noor” – €')).toBe('Zoë · 5.5 g × PKR 29,333 — “Noor” – €');
  });

  it('prints what it has no glyph for as ?, control characters as spaces, and keeps new lines', () => {
    expect(printable('عائشہ Khan')).toBe('????? Khan');
    expect(printable('a\tb\u0000c\nd 😀')).toBe('a b c\nd ?');
  });
});
