import { describe, expect, it } from 'vitest';
import { isCartLine, isStoredPiece, isTakenOut } from './cart-line';
import { CartLineSchema, StoredPieceSchema, TakenOutSchema } from './cart-schema';

/**
 * The page shell checks stored lists with the hand-written guards of cart-line.ts (no zod on every page); these
 * tests hold them to the zod schemas: every value below must be accepted or refused by both alike.
 */
const piece = {
  TagNo: 'ZG-10001',
  ItemName: 'Rings',
  ItemPriceD: 'Solitaire Ring',
  ItemType: 'Gold',
  Price: 182000,
  Images: [{ ImageName: 'ZG-10001-1.jpg' }],
};
const line = { ...piece, id: 'ZG-10001:12', selectedSize: '12', quantity: 1, Qty: 1 };

/** Values a field may wrongly hold after someone (or an older page) wrote the storage. */
const WRONG: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  Infinity,
  '',
  'x',
  '12',
  true,
  [],
  {},
  [1],
  { a: 1 },
];
const without = (o: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Every field removed, and every field set to each wrong value, plus broken pictures and non-objects. */
function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [null, undefined, 0, 'line', true, [], [valid], JSON.stringify(valid)];
  for (const key of Object.keys(valid)) {
    out.push(without(valid, key));
    for (const w of WRONG) out.push({ ...valid, [key]: w });
  }
  for (const images of [[{}], [{ ImageName: 1 }], [null], ['a.jpg'], [{ ImageName: 'a.jpg' }, { name: 'b.jpg' }]])
    out.push({ ...valid, Images: images });
  return out;
}

const VALID_PIECES: unknown[] = [
  piece,
  { ...piece, ItemPriceD: null },
  { ...piece, Images: [] },
  { ...piece, Price: 0 },
  // A whole stock item, as the wishlist saves it: extra fields are allowed.
  { ...piece, ItemId: 7, Description: 'A ring', Karat: 22, StoneDetails: [], SubItem: [] },
];
const VALID_LINES: unknown[] = [line, { ...line, ItemPriceD: null, selectedSize: '-' }, { ...line, Qty: 3 }];
const note = { TagNo: 'ZG-10001', name: 'Solitaire Ring', list: 'cart', why: 'sold' };
const VALID_NOTES: unknown[] = [
  note,
  { ...note, list: 'wishlist', why: 'reserved' },
  { ...note, why: 'gone' },
  { ...note, name: '' },
];

const KINDS = [
  {
    name: 'stored wishlist entries',
    guard: isStoredPiece,
    schema: StoredPieceSchema,
    base: piece,
    valid: VALID_PIECES,
  },
  { name: 'stored bag lines', guard: isCartLine, schema: CartLineSchema, base: line, valid: VALID_LINES },
  { name: 'notes of pieces taken out', guard: isTakenOut, schema: TakenOutSchema, base: note, valid: VALID_NOTES },
];

describe.each(KINDS)('$name: the guard and the schema agree', ({ guard, schema, base, valid }) => {
  const cases = [...valid, ...variants(base)];
  it.each(cases.map((v) => [JSON.stringify(v) ?? String(v), v]))('%s', (_, value) => {
    expect(guard(value)).toBe(schema.safeParse(value).success);
  });
  it('accepts the valid ones; refuses one without any of its fields or with an object in place of one', () => {
    expect(valid.every(guard)).toBe(true);
    for (const key of Object.keys(base)) {
      expect(guard(without(base, key))).toBe(false);
      expect(guard({ ...base, [key]: {} })).toBe(false);
    }
  });
});

it('a stock item is not a bag line', () => {
  expect(isCartLine(piece)).toBe(false);
});

it('a note names its list and its reason exactly', () => {
  for (const value of [
    { ...note, list: 'bag' },
    { ...note, list: 'Cart' },
    { ...note, why: 'hidden' },
    { ...note, why: 'SOLD' },
  ]) {
    expect(isTakenOut(value)).toBe(false);
    expect(TakenOutSchema.safeParse(value).success).toBe(false);
  }
});
