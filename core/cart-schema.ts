import { z } from 'zod';
import { StockItemSchema } from './api-schemas';
import type { CartLine, StoredPiece, TakenOut } from './cart-line';

/**
 * The stored wishlist entry and bag line (docs/behaviour.md §3.2, §4.1) as zod schemas, built from the API's stock
 * item, and the note of a piece taken out of them: the rule that cart-line.ts checks by hand in the page shell.
 * cart-schema.test.ts requires both to accept and refuse the same values.
 */
export const StoredPieceSchema = StockItemSchema.pick({
  TagNo: true,
  ItemName: true,
  ItemPriceD: true,
  ItemType: true,
  Price: true,
  Images: true,
});

export const CartLineSchema = StoredPieceSchema.extend({
  id: z.string(),
  selectedSize: z.string(),
  quantity: z.number(),
  Qty: z.number(),
});

export const TakenOutSchema = z.object({
  TagNo: z.string(),
  name: z.string(),
  list: z.enum(['cart', 'wishlist']),
  why: z.enum(['sold', 'reserved', 'gone']),
});

// The schemas describe exactly the types the guards narrow to (a compile error here when they drift apart).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<z.infer<typeof StoredPieceSchema>, StoredPiece>,
  Same<z.infer<typeof CartLineSchema>, CartLine>,
  Same<z.infer<typeof TakenOutSchema>, TakenOut>,
] = [true, true, true];
void sameTypes;
