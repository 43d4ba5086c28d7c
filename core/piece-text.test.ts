import { describe, expect, it } from 'vitest';
import { hasUrduLetters, keptUrduText, pieceText, URDU_NAME_MAX, UrduTextSchema } from './piece-text';
import { readStockRecord, readStockRow } from './stock-file-format';

const ring = { ItemName: 'Rings', ItemPriceD: '22K Gold Ring', Description: 'A plain band.' };

describe('pieceText', () => {
  it('gives the Urdu name and description on an Urdu page', () => {
    const urdu = { ...ring, NameUrdu: 'سونے کی انگوٹھی', DescriptionUrdu: 'سادہ چھلا۔' };
    expect(pieceText(urdu, 'ur')).toEqual({
      name: 'سونے کی انگوٹھی',
      description: 'سادہ چھلا۔',
      nameLocale: 'ur',
      descriptionLocale: 'ur',
    });
    expect(pieceText(urdu, 'en')).toEqual({
      name: '22K Gold Ring',
      description: 'A plain band.',
      nameLocale: 'en',
      descriptionLocale: 'en',
    });
  });

  it('gives the English, said to be English, for whatever has no Urdu', () => {
    expect(pieceText({ ...ring, NameUrdu: 'انگوٹھی' }, 'ur')).toEqual({
      name: 'انگوٹھی',
      description: 'A plain band.',
      nameLocale: 'ur',
      descriptionLocale: 'en',
    });
    expect(pieceText({ ...ring, NameUrdu: '  ', DescriptionUrdu: null }, 'ur')).toMatchObject({
      name: '22K Gold Ring',
      nameLocale: 'en',
    });
    // No display name: the item name, as the English pages show it.
    expect(pieceText({ ItemName: 'Rings', ItemPriceD: null }, 'ur')).toEqual({
      name: 'Rings',
      description: '',
      nameLocale: 'en',
      descriptionLocale: 'en',
    });
  });
});

describe('the Urdu text of a stock record', () => {
  it('is trimmed, empty is none, and must hold an Urdu letter', () => {
    expect(hasUrduLetters('22K کڑا')).toBe(true);
    expect(hasUrduLetters('۲۲')).toBe(false); // Urdu digits are no letters
    expect(UrduTextSchema.parse({ NameUrdu: '  چوڑیاں ', DescriptionUrdu: '' })).toEqual({
      NameUrdu: 'چوڑیاں',
      DescriptionUrdu: null,
    });
    expect(UrduTextSchema.parse({})).toEqual({});
  });

  it('names the column at fault: English, too long', () => {
    const english = readStockRecord({ TagNo: 'R-1', ItemName: 'Rings', ItemType: 'Gold', NameUrdu: 'Gold ring' });
    expect(english).toEqual({
      ok: false,
      tagNo: 'R-1',
      errors: [{ field: 'NameUrdu', message: 'must be written in Urdu (Arabic-script letters)' }],
    });
    const long = readStockRow({
      TagNo: 'R-1',
      ItemName: 'Rings',
      ItemType: 'Gold',
      NameUrdu: 'ہار'.repeat(URDU_NAME_MAX),
      DescriptionUrdu: '2000',
    });
    expect(long.ok ? [] : long.errors).toEqual([
      { field: 'NameUrdu', message: `must be at most ${URDU_NAME_MAX} characters` },
      { field: 'DescriptionUrdu', message: 'must be written in Urdu (Arabic-script letters)' },
    ]);
  });

  it('is read from the file as given, and left out when the file has no such column', () => {
    const row = { TagNo: 'R-1', ItemName: 'Rings', ItemType: 'Gold' };
    const given = readStockRow({ ...row, NameUrdu: ' سونے کی انگوٹھی ', DescriptionUrdu: '' });
    if (!given.ok) throw new Error(JSON.stringify(given.errors));
    expect(given.record).toMatchObject({ NameUrdu: 'سونے کی انگوٹھی', DescriptionUrdu: null });
    const without = readStockRow(row);
    if (!without.ok) throw new Error(JSON.stringify(without.errors));
    expect(without.record.NameUrdu).toBeUndefined();
    expect(without.record.DescriptionUrdu).toBeUndefined();
  });

  it('keeps the shop’s text for a column the file leaves out, and clears it for an empty one', () => {
    const shop = { NameUrdu: 'ہار', DescriptionUrdu: 'بھاری ہار' };
    expect(keptUrduText(shop, { NameUrdu: undefined, DescriptionUrdu: null })).toEqual({
      NameUrdu: 'ہار',
      DescriptionUrdu: null,
    });
    expect(keptUrduText({ NameUrdu: null }, {})).toEqual({ NameUrdu: null, DescriptionUrdu: null });
  });
});
