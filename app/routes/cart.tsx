import { Link } from 'react-router';
import { useListCount } from '../lib/session-store';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Shopping Bag', 'The pieces in your shopping bag.', [{ name: 'robots', content: 'noindex' }]);

/** Cart (spec §2). The full bag and checkout arrive with issue 3; the empty state is the spec's. */
export default function Cart() {
  const count = useListCount('cart');
  return (
    <div className="container">
      <section className="empty-state">
        <h1>YOUR SHOPPING BAG</h1>
        {count === 0 ? <p>Your shoping bag is currently empty</p> : <p>{count} pieces are in your bag. Online checkout opens soon; call or WhatsApp us to buy them today.</p>}
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
