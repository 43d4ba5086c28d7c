import { useEffect } from 'react';
import { dismissTakenOut } from '../../lib/cart-store';
import { useList } from '../../lib/stored-lists';

type List = 'cart' | 'wishlist';

/**
 * Once the bag, the checkout or the wishlist is shown, its pieces are read again from the shop, after first paint
 * (docs/behaviour.md §4.1): new prices, and pieces no longer for sale taken out. `load` brings lib/recheck-pieces.ts
 * with zod: the page's own import(), or the checkout's rules that it loads anyway (so its first load carries no more).
 */
export function useRecheck(list: List, load: () => Promise<{ recheckPieces: (list: List) => Promise<void> }>) {
  useEffect(() => {
    load()
      .then((m) => m.recheckPieces(list))
      .catch(() => {});
  }, [list, load]);
}

/** docs/behaviour.md §4.1: which pieces were taken out of the bag or the wishlist, and why, until the guest has read it. */
export function TakenOutNotice({ list }: { list: List }) {
  const notes = useList('takenOut').filter((n) => n.list === list);
  if (!notes.length) return null;
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
