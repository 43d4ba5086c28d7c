import { describe, expect, it } from 'vitest';
import { PieceEditSchema, PieceNewSchema, PiecePriceSchema, pieceValueText } from './piece-edit-schema';

const messages = (input: unknown) => {
  const r = PieceEditSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a piece changed by hand (core/piece-edit-schema.ts)', () => {
  it('reads the boxes as typed: thousands commas, empty as 0 or none, sizes by commas', () => {
    expect(
      PieceEditSchema.parse({
        TotalMaking: '50,000',
        Karat: '',
        FixedPrice: '',
        NetWeight: ' 5.25 ',
        ItemPriceD: '  ',
        SubItem: '6, 7,, 8 ',
      }),
    ).toEqual({
      TotalMaking: 50_000,
      Karat: null,
      FixedPrice: null,
      NetWeight: 5.25,
      ItemPriceD: null,
      SubItem: ['6', '7', '8'],
    });
  });

  it('reads JSON as sent, with none as null', () => {
    expect(PieceEditSchema.parse({ Karat: 22, FixedPrice: null, ItemPriceD: null, SubItem: ['16'] })).toEqual({
      Karat: 22,
      FixedPrice: null,
      ItemPriceD: null,
      SubItem: ['16'],
    });
  });

  it("names each field at fault with the stock record's messages, and refuses fields it does not know", () => {
    expect(messages({ Karat: '17', NetWeight: 'five', WastePerGm: '2', ItemName: ' ', TotalMaking: '1.5' })).toEqual({
      Karat: 'must be 18 to 24',
      NetWeight: 'must be a number',
      WastePerGm: 'must be 0 to 1',
      ItemName: 'must not be empty',
      TotalMaking: 'must be a whole number',
    });
    expect(PieceEditSchema.safeParse({ Status: 'sold' }).success).toBe(false);
    expect(PiecePriceSchema.safeParse({ Description: 'x' }).success).toBe(false);
  });

  it('a new piece needs its tag number, item name and type', () => {
    const r = PieceNewSchema.safeParse({ Karat: 22 });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'ItemName',
      'ItemType',
      'TagNo',
    ]);
  });

  it('says a value for the audit log', () => {
    expect(pieceValueText(null)).toBe('none');
    expect(pieceValueText(['16', '18'])).toBe('16, 18');
    expect(pieceValueText(8000)).toBe('8000');
  });
});
