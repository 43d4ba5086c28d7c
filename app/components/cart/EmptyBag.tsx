import { Link } from 'react-router';

/** docs/behaviour.md §2.6: the empty bag. */
export function EmptyBag({ className = '' }: { className?: string }) {
  return (
    <section className={`empty-state ${className}`.trim()}>
      <h1>YOUR SHOPPING BAG</h1>
      <p>Your shoping bag is currently empty</p>
      <Link className="btn" to="/">
        Continue Shopping
      </Link>
    </section>
  );
}

/**
 * Read before the page is drawn (its script starts later, docs/decisions/046): whether the stored bag is empty.
 * The answer goes on <html data-bag>, which the stylesheet uses to show the empty bag at once or the wait.
 */
const BAG_STATE = `try{var b=JSON.parse(sessionStorage.getItem('cart')||'[]');document.documentElement.dataset.bag=Array.isArray(b)&&b.length?'full':'empty'}catch(e){document.documentElement.dataset.bag='empty'}`;

/**
 * The first frame on the server and during hydration, before the stored bag is read by the app: a guest whose bag is
 * empty sees the empty bag from the first paint, the others see the wait until the page's script has read it.
 */
export function BagLoading({ title }: { title: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: BAG_STATE }} suppressHydrationWarning />
      <section className="empty-state bag-when-waiting" aria-busy="true">
        <h1>{title}</h1>
        <p className="muted">Loading your bag…</p>
      </section>
      <EmptyBag className="bag-when-empty" />
    </>
  );
}
