import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartCount,
  cartTotal,
  lineFor,
  lineSubtotal,
  orderTotal,
  qtyOf,
  removeLine,
  SIZE_REQUIRED,
  type CartLine,
} from './cart';
import type { StockItem } from './api-schemas';
import { cardPiece, isStoredPiece } from './cart-line';

function item(TagNo: string, Price: number, extra: Partial<StockItem> = {}): StockItem {
  return {
    TagNo,
    ItemId: 1,
    ItemName: 'Rings',
    ItemPriceD: null,
    ItemType: 'Gold',
    Description: '',
    GrossWeight: 0,
    NetWeight: 0,
    TotalWeight: 0,
    WastePerGm: 0,
    Karat: 22,
    ItemPrice: Price,
    TotalMaking: 0,
    SilverSalePrice: 0,
    DesignName: '',
    Status: 'available',
    Pieces: 1,
    Price,
    Images: [],
    StoneDetails: [],
    SubItem: [],
    ...extra,
  };
}

const ring = item('T-RING-1', 210_000, { ItemPriceD: '22K Gold Floral Ring', Images: [{ ImageName: 'a.webp' }] });
const watch = item('T-WAT-1', 185_000, { ItemName: 'Mens Watches', ItemType: 'Watches' });

describe('cardPiece', () => {
  const piece = item('ZG-1', 1000, {
    Description: 'A ring',
    Images: [{ ImageName: 'a.jpg' }, { ImageName: 'b.jpg' }, { ImageName: 'c.jpg' }],
    StoneDetails: [
      { Price: 1, SalePrice: 0, StoneWeight: 0.1, StoneTypeName: 'Ruby', StonesName: { StoneName: 'Ruby' } },
    ],
  });
  it('keeps what a card shows and the wishlist stores: the first two pictures, no weights, stones or sizes', () => {
    expect(cardPiece(piece)).toEqual({
      TagNo: 'ZG-1',
      ItemName: 'Rings',
      ItemPriceD: null,
      ItemType: 'Gold',
      Price: 1000,
      Images: [{ ImageName: 'a.jpg' }, { ImageName: 'b.jpg' }],
    });
    expect(isStoredPiece(cardPiece(piece))).toBe(true);
  });
  it('the description only when asked (search results show it)', () => {
    expect(cardPiece(piece, true).Description).toBe('A ring');
  });
});

describe('lineFor', () => {
  it('copies what the bag shows and starts at one piece', () => {
    const l = lineFor(ring, '16');
    expect(l).toMatchObject({
      TagNo: 'T-RING-1',
      ItemName: 'Rings',
      ItemPriceD: '22K Gold Floral Ring',
      ItemType: 'Gold',
      Price: 210_000,
      Images: [{ ImageName: 'a.webp' }],
      selectedSize: '16',
      quantity: 1,
      Qty: 1,
    });
  });

  it('no size, an empty size or blanks become the dash of behaviour §3.2', () => {
    expect(lineFor(watch, null).selectedSize).toBe('-');
    expect(lineFor(watch, '').selectedSize).toBe('-');
    expect(lineFor(watch, '   ').selectedSize).toBe('-');
    expect(lineFor(ring, ' 18 ').selectedSize).toBe('18');
  });

  it('the id tells lines of the same piece in different sizes apart', () => {
    expect(lineFor(ring, '16').id).not.toBe(lineFor(ring, '18').id);
    expect(lineFor(ring, '16').id).toBe(lineFor(ring, '16').id);
  });

  it('the size message is the one of behaviour §5.3', () => {
    expect(SIZE_REQUIRED).toBe('Please select a size before adding to the cart.');
  });
});

describe('addLine (behaviour §4.2)', () => {
  it('adds a new line', () => {
    const cart = addLine([], lineFor(ring, '16'));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.TagNo).toBe('T-RING-1');
  });

  it('never makes a second line for the same TagNo and size, and leaves the cart untouched', () => {
    const once = addLine([], lineFor(ring, '16'));
    const twice = addLine(once, lineFor(ring, '16'));
    expect(twice).toHaveLength(1);
    expect(twice).toBe(once);
    expect(addLine(addLine([], lineFor(watch, null)), lineFor(watch, '')).length).toBe(1);
  });

  it('a different size of the same piece makes a new line', () => {
    const cart = addLine(addLine([], lineFor(ring, '16')), lineFor(ring, '18'));
    expect(cart.map((l) => l.selectedSize)).toEqual(['16', '18']);
  });

  it('a different piece in the same size makes a new line', () => {
    const other = item('T-RING-2', 99_000);
    expect(addLine(addLine([], lineFor(ring, '16')), lineFor(other, '16'))).toHaveLength(2);
  });

  it('does not change the cart it was given', () => {
    const cart: CartLine[] = [];
    addLine(cart, lineFor(ring, '16'));
    expect(cart).toHaveLength(0);
  });
});

describe('removeLine', () => {
  it('removes only the line with that id', () => {
    const cart = [lineFor(ring, '16'), lineFor(ring, '18'), lineFor(watch, null)];
    const left = removeLine(cart, lineFor(ring, '16').id);
    expect(left.map((l) => `${l.TagNo}/${l.selectedSize}`)).toEqual(['T-RING-1/18', 'T-WAT-1/-']);
    expect(cart).toHaveLength(3);
  });

  it('an unknown id changes nothing', () => {
    const cart = [lineFor(ring, '16')];
    expect(removeLine(cart, 'nope')).toEqual(cart);
  });

  it('a removed line can be added again', () => {
    const cart = removeLine([lineFor(ring, '16')], lineFor(ring, '16').id);
    expect(addLine(cart, lineFor(ring, '16'))).toHaveLength(1);
  });
});

describe('totals (behaviour §9.2)', () => {
  it('line subtotal = Qty x unit price', () => {
    expect(lineSubtotal({ Qty: 1, Price: 12_000 })).toBe(12_000);
    expect(lineSubtotal({ Qty: 3, Price: 12_000 })).toBe(36_000);
  });

  it('a quantity below 1 becomes 1 (behaviour §5.14)', () => {
    expect(qtyOf({ Qty: 0 })).toBe(1);
    expect(qtyOf({ Qty: -4 })).toBe(1);
    expect(qtyOf({ Qty: Number.NaN })).toBe(1);
    expect(lineSubtotal({ Qty: 0, Price: 12_000 })).toBe(12_000);
    expect(lineSubtotal({ Qty: -2, Price: 8_000 })).toBe(8_000);
  });

  it('cart total = sum of unit prices, quantity not applied', () => {
    const cart = [{ ...lineFor(ring, '16'), Qty: 3 }, lineFor(watch, null)];
    expect(cartTotal(cart)).toBe(210_000 + 185_000);
    expect(cartTotal([])).toBe(0);
  });

  it('cart count = number of lines', () => {
    expect(cartCount([lineFor(ring, '16'), lineFor(ring, '18')])).toBe(2);
    expect(cartCount([])).toBe(0);
  });

  it('order total = the floored sum of the cart and the delivery charge', () => {
    expect(orderTotal([{ Price: 210_000 }, { Price: 185_000 }], 11_900)).toBe(406_900);
    expect(orderTotal([{ Price: 1000.7 }], 0.6)).toBe(1001);
    expect(orderTotal([{ Price: 999.5 }], 0.4)).toBe(999);
    expect(orderTotal([], 0)).toBe(0);
  });
});
