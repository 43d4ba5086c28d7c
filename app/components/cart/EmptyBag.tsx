import { Link } from 'react-router';

/** docs/behaviour.md §2.6: the empty bag. */
export function EmptyBag() {
  return (
    <section className="empty-state">
      <h1>YOUR SHOPPING BAG</h1>
      <p>Your shoping bag is currently empty</p>
      <Link className="btn" to="/">
        Continue Shopping
      </Link>
    </section>
  );
}

/** The first frame on the server and during hydration, before the stored bag is read. */
export function BagLoading({ title }: { title: string }) {
  return (
    <section className="empty-state" aria-busy="true">
      <h1>{title}</h1>
      <p className="muted">Loading your bag…</p>
    </section>
  );
}
