import { lazy, Suspense, useEffect } from 'react';
import { useList } from '../../lib/stored-lists';

type List = 'cart' | 'wishlist';

const TakenOutNotes = lazy(() => import('./TakenOutNotes'));

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

/**
 * docs/behaviour.md §4.1: which pieces were taken out of the bag or the wishlist, and why, until the guest has read it.
 * Its words come in a chunk of their own, only when there is something to say (never on the server's page: the notes
 * are the browser's), so the checkout's first load carries none of them.
 */
export function TakenOutNotice({ list }: { list: List }) {
  const notes = useList('takenOut').filter((n) => n.list === list);
  if (!notes.length) return null;
  return (
    <Suspense fallback={null}>
      <TakenOutNotes list={list} notes={notes} />
    </Suspense>
  );
}
