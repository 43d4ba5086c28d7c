import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Checkout', 'Online checkout opens with the next release. Until then, call or WhatsApp us and we will reserve your piece.');

export default function Page() {
  return (
    <div className="container">
      <section className="empty-state">
        <h1>Checkout</h1>
        <p>Online checkout opens with the next release. Until then, call or WhatsApp us and we will reserve your piece.</p>
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
