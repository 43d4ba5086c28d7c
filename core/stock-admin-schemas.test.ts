import { describe, expect, it } from 'vitest';
import {
  pieceActionRefusal,
  pieceActions,
  pieceStateOf,
  StockExportSchema,
  StockQuerySchema,
  type PieceAction,
} from './stock-admin-schemas';

const piece = (status: string, heldBy: string | null = null) => ({ tagNo: 'ZG-1', status, heldBy });

describe('a piece state', () => {
  it('is its off-sale Status in any case, or available', () => {
    expect(['available', 'order', 'Available', '', 'in stock'].map(pieceStateOf)).toEqual(Array(5).fill('available'));
    expect([' Reserved ', 'SOLD', 'hidden'].map(pieceStateOf)).toEqual(['reserved', 'sold', 'hidden']);
  });
});

describe('what may be done to a piece', () => {
  it('offers Hide and Mark sold for a piece for sale, Hide alone for one made to order', () => {
    expect(pieceActions(piece('available'))).toEqual(['hide', 'mark-sold']);
    expect(pieceActions(piece('Order'))).toEqual(['hide']);
  });

  it('offers Show and Mark sold for a hidden piece, Hide and Mark available for a sold one', () => {
    expect(pieceActions(piece('hidden'))).toEqual(['show', 'mark-sold']);
    expect(pieceActions(piece('sold'))).toEqual(['hide', 'mark-available']);
  });

  it('offers nothing for a piece an order holds, everything for one reserved by no order', () => {
    expect(pieceActions(piece('reserved', 'NM-7K4Q9X'))).toEqual([]);
    expect(pieceActions(piece('reserved'))).toEqual(['hide', 'mark-sold', 'mark-available']);
  });

  it('refuses what the page does not offer, saying why', () => {
    const all: PieceAction[] = ['hide', 'show', 'mark-sold', 'mark-available'];
    for (const status of ['available', 'order', 'hidden', 'sold', 'reserved'])
      for (const held of [null, 'NM-7K4Q9X'])
        for (const action of all) {
          const p = piece(status, held);
          const refusal = pieceActionRefusal(p, action);
          // Mark available is not offered for a hidden piece (Show is), but it may be done.
          if (pieceActions(p).includes(action) || (status === 'hidden' && action === 'mark-available'))
            expect(refusal, `${status} ${held} ${action}`).toBeNull();
          else expect(refusal, `${status} ${held} ${action}`).toMatch(/^ZG-1 /);
        }
    expect(pieceActionRefusal(piece('reserved', 'NM-7K4Q9X'), 'hide')).toBe(
      'ZG-1 is reserved by order NM-7K4Q9X: cancelling that order puts it back on sale, delivering or collecting it sells it.',
    );
    expect(pieceActionRefusal(piece('order'), 'mark-sold')).toContain('made to order');
  });
});

describe('the stock list query', () => {
  it('defaults to every piece, page 1, and trims what is typed', () => {
    expect(StockQuerySchema.parse({})).toEqual({ q: '', type: '', name: '', state: 'all', page: 1 });
    expect(StockQuerySchema.parse({ q: ' zg 1 ', type: ' Gold ', state: 'hidden', page: '3' })).toMatchObject({
      q: 'zg 1',
      type: 'Gold',
      state: 'hidden',
      page: 3,
    });
  });

  it('names what is wrong', () => {
    const bad = StockQuerySchema.safeParse({ state: 'gone', page: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'State must be one of all, available, reserved, sold, hidden',
      'Page must be a number',
    ]);
  });

  it('exports with the same filters and no page', () => {
    expect(StockExportSchema.parse({ type: 'Gold', page: '2' })).toEqual({
      q: '',
      type: 'Gold',
      name: '',
      state: 'all',
    });
  });
});
