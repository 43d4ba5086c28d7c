import type { TakenOut } from '../../../core/cart-line';
import { dismissTakenOut } from '../../lib/cart-store';

/** The notes of pieces taken out of the bag or the wishlist, and why (TakenOutNotice loads it when there are any). */
export default function TakenOutNotes({ list, notes }: { list: 'cart' | 'wishlist'; notes: readonly TakenOut[] }) {
  return (
    <div role="alert" className="form-alert taken-out">
      {notes.map((n) => (
        <p key={n.TagNo}>
          {`${n.name} (${n.TagNo}) ${
            n.why === 'sold'
              ? 'has been sold'
              : n.why === 'reserved'
                ? 'has been reserved by another guest'
                : 'is no longer in our catalogue'
          }, so we have taken it out of your ${list === 'cart' ? 'bag' : 'wishlist'}.`}
        </p>
      ))}
      <button type="button" className="btn btn-small btn-outline" onClick={() => dismissTakenOut(list)}>
        OK
      </button>
    </div>
  );
}
