import { PIECE_STATE_LABELS, type StockRow } from '../../../core/stock-admin-schemas';
import { inShop } from '../../lib/links';

const TONES = { available: 'done', reserved: 'wait', sold: 'moving', hidden: 'off' } as const;

/** A piece's state in words (docs/behaviour.md §11.11): made to order said so, a reserved piece with its order. */
export function PieceStateBadge({ piece }: { piece: Pick<StockRow, 'state' | 'madeToOrder' | 'heldBy'> }) {
  const label = piece.madeToOrder && piece.state === 'available' ? 'Made to order' : PIECE_STATE_LABELS[piece.state];
  return (
    <>
      <span className={`state-badge state-${TONES[piece.state]}`}>{label}</span>
      {piece.heldBy ? (
        <span className="admin-stack">
          by <a {...inShop(`/admin/orders/${encodeURIComponent(piece.heldBy)}`)}>{piece.heldBy}</a>
        </span>
      ) : null}
    </>
  );
}
