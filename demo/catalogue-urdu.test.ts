import { describe, expect, it } from 'vitest';
import { pieceText } from '../core/piece-text';
import { StockImportSchema } from '../core/stock-schema';
import { demoCatalogue } from './catalogue';

describe("the demo's Urdu names (docs/decisions/095)", () => {
  const items = demoCatalogue();
  const named = items.filter((i) => i.NameUrdu);

  it('name some pieces of each kind by kind and metal, and leave others to the English', () => {
    expect(named.length).toBeGreaterThan(items.length / 5);
    expect(named.length).toBeLessThan(items.length / 2);
    const names = new Set(named.map((i) => i.NameUrdu));
    for (const name of ['سونے کی انگوٹھی', 'سونے کی چوڑیاں', 'سونے کی بالیاں', 'سونے کا ہار', 'زنانہ گھڑی'])
      expect(names).toContain(name);
    const plain = items.find((i) => i.ItemName === 'Rings' && !i.NameUrdu);
    if (!plain) throw new Error('Every demo ring has an Urdu name');
    const record = StockImportSchema.parse(plain);
    expect(pieceText(record, 'ur')).toMatchObject({ nameLocale: 'en', descriptionLocale: 'en' });
  });

  it('are valid Urdu text, and a few pieces have an Urdu description', () => {
    for (const item of named) expect(StockImportSchema.safeParse(item).success, item.TagNo).toBe(true);
    const described = items.filter((i) => i.DescriptionUrdu);
    expect(described.length).toBeGreaterThan(5);
    expect(described.every((i) => i.NameUrdu && i.DescriptionUrdu?.includes(i.NameUrdu))).toBe(true);
  });
});
