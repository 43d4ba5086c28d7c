import { inShop } from '../../lib/links';

/** docs/behaviour.md §2.6: the empty bag. */
export function EmptyBag() {
  return (
    <section className="empty-state">
      <h1>YOUR SHOPPING BAG</h1>
      <p>Your shoping bag is currently empty</p>
      <a className="btn" {...inShop('/')}>
        Continue Shopping
      </a>
    </section>
  );
}

/**
 * The first frame on the server and during hydration, before the app has read the stored bag: the wait, and the empty
 * bag, which the stylesheet shows instead when a line in the page's head found the stored bag empty
 * (server/ssr/bag-state.ts, docs/decisions/049).
 */
export function BagLoading({ title }: { title: string }) {
  return (
    <>
      <section className="empty-state bag-when-waiting" aria-busy="true">
        <h1>{title}</h1>
        <p className="muted">Loading your bag…</p>
      </section>
      <div className="bag-when-empty">
        <EmptyBag />
      </div>
    </>
  );
}
