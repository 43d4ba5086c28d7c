import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Order status', 'Order tracking opens with online checkout. For an order placed by phone, call the showroom.');

export default function Page() {
  return (
    <div className="container">
      <section className="empty-state">
        <h1>Order status</h1>
        <p>Order tracking opens with online checkout. For an order placed by phone, call the showroom.</p>
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
