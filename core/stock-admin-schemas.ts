import { z } from 'zod';
import { MADE_TO_ORDER, offSaleStatus } from './availability';
import { pageField, pageOf } from './admin-lists';

/**
 * The back office's stock page (docs/behaviour.md §11.11, docs/decisions/030-stock-page.md): what its list is
 * filtered by, what a row shows, what may be done to a piece in each state and the words of each refusal. The page
 * draws its buttons from pieceActions and the server refuses with pieceActionRefusal: one rule for both.
 */
export const STOCK_PER_PAGE = 25;

/** A piece's state as staff see it, from its stock Status (docs/behaviour.md §4.13). */
export const PIECE_STATES = ['available', 'reserved', 'sold', 'hidden'] as const;
export type PieceState = (typeof PIECE_STATES)[number];

export const PIECE_STATE_LABELS: Record<PieceState, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  hidden: 'Hidden',
};

/** Reserved, sold and hidden pieces are off sale; any other Status ('available', 'order', …) is available. */
export const pieceStateOf = (status: string): PieceState => offSaleStatus(status) ?? 'available';

/** A piece made to order (Status 'order'): for sale, never reserved nor sold, since another can be made. */
export const isMadeToOrder = (status: string) => status.trim().toLowerCase() === MADE_TO_ORDER;

const STATE_FILTERS = ['all', ...PIECE_STATES] as const;

export const StockQuerySchema = z.object({
  /** A tag number or a name, however typed: case, spaces and dashes do not matter. */
  q: z.string().trim().max(100, 'The search must be at most 100 characters').default(''),
  type: z.string().trim().max(40, 'Type must be at most 40 characters').default(''),
  name: z.string().trim().max(80, 'Name must be at most 80 characters').default(''),
  state: z.enum(STATE_FILTERS, { error: `State must be one of ${STATE_FILTERS.join(', ')}` }).default('all'),
  page: pageField,
});
export type StockQuery = z.infer<typeof StockQuerySchema>;

/** The CSV export: every piece, or those of the list's filters (its page aside). */
export const StockExportSchema = StockQuerySchema.omit({ page: true });
export type StockExportQuery = z.infer<typeof StockExportSchema>;

/** A tag number in a path. */
export const TagNoSchema = z
  .string()
  .trim()
  .min(1, 'Give the tag number')
  .max(40, 'A tag number is at most 40 characters');

export const StockRowSchema = z.object({
  tagNo: z.string(),
  itemName: z.string(),
  /** ItemPriceD, the name guests see when there is one. */
  displayName: z.string().nullable(),
  itemType: z.string(),
  karat: z.number().nullable(),
  netWeight: z.number(),
  grossWeight: z.number(),
  /** The unit price guests see (docs/behaviour.md §9.2), in PKR. */
  price: z.number(),
  /** The stock Status as stored. */
  status: z.string(),
  state: z.enum(PIECE_STATES),
  madeToOrder: z.boolean(),
  /** The open order that holds a reserved piece. */
  heldBy: z.string().nullable(),
  /** Its pictures and videos, in order (names under /Image). */
  pictures: z.array(z.string()),
});
export type StockRow = z.infer<typeof StockRowSchema>;

/** The types in stock with their item names, in the catalogue's order, for the list's filters. */
export const StockTypesSchema = z.array(z.object({ type: z.string(), names: z.array(z.string()) }));
export type StockTypes = z.infer<typeof StockTypesSchema>;

export const StockListSchema = pageOf(StockRowSchema).extend({ types: StockTypesSchema });
export type StockList = z.infer<typeof StockListSchema>;

/** What staff may do to a piece from the stock page. */
export const PIECE_ACTIONS = ['hide', 'show', 'mark-sold', 'mark-available'] as const;
export type PieceAction = (typeof PIECE_ACTIONS)[number];

export const PieceActionSchema = z.object({
  action: z.enum(PIECE_ACTIONS, { error: `Action must be one of ${PIECE_ACTIONS.join(', ')}` }),
});

/** Each action's button. */
export const PIECE_ACTION_LABELS: Record<PieceAction, string> = {
  hide: 'Hide',
  show: 'Show',
  'mark-sold': 'Mark sold',
  'mark-available': 'Mark available',
};

/** What the page says once an action is done. */
export const pieceActionDone = (tagNo: string, action: PieceAction): string =>
  ({
    hide: `${tagNo} is hidden: guests no longer see it.`,
    show: `${tagNo} is on the storefront again.`,
    'mark-sold': `${tagNo} is marked sold.`,
    'mark-available': `${tagNo} is for sale again.`,
  })[action];

export interface PieceFacts {
  tagNo: string;
  status: string;
  /** The open order that holds it, when it is reserved by one. */
  heldBy: string | null;
}

/**
 * Why an action cannot be done to a piece as it is (a 409), or null when it can:
 * - a piece an open order has reserved follows its order: nothing is done to it here (cancelling the order puts it
 *   back on sale, delivering or collecting it sells it);
 * - hide: any piece not hidden already (a sold one too: its page is then gone);
 * - show: only a hidden piece (it gets back the Status it had before it was hidden);
 * - mark sold: any piece not sold already, but not one made to order (another can be made: hide it instead);
 * - mark available: any piece off sale (sold, hidden, or reserved by no open order).
 */
export function pieceActionRefusal(p: PieceFacts, action: PieceAction): string | null {
  const state = pieceStateOf(p.status);
  if (state === 'reserved' && p.heldBy)
    return `${p.tagNo} is reserved by order ${p.heldBy}: cancelling that order puts it back on sale, delivering or collecting it sells it.`;
  switch (action) {
    case 'hide':
      return state === 'hidden' ? `${p.tagNo} is hidden already.` : null;
    case 'show':
      return state === 'hidden' ? null : `${p.tagNo} is not hidden.`;
    case 'mark-sold':
      if (state === 'sold') return `${p.tagNo} is sold already.`;
      return isMadeToOrder(p.status)
        ? `${p.tagNo} is made to order: another can be made, so it is never sold. Hide it to take it off sale.`
        : null;
    case 'mark-available':
      return state === 'available' ? `${p.tagNo} is for sale already.` : null;
  }
}

/**
 * The buttons the page offers for a piece, in order: Hide or Show, then Mark sold or Mark available. A hidden piece
 * is shown again with Show (which keeps a made-to-order or sold piece so) rather than Mark available.
 */
export function pieceActions(p: PieceFacts): PieceAction[] {
  const hidden = pieceStateOf(p.status) === 'hidden';
  const order: PieceAction[] = hidden ? ['show', 'mark-sold'] : ['hide', 'mark-sold', 'mark-available'];
  return order.filter((a) => pieceActionRefusal(p, a) === null);
}

/** Replace pictures: at most this many files at once, each a picture of at most 5 MB (core/upload-rules.ts). */
export const PICTURES_MAX = 10;
export const tooManyPictures = `At most ${PICTURES_MAX} pictures at once`;
