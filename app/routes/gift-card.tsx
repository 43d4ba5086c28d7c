import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Gift cards', 'Gift cards are Coming Soon. Ask in the showroom for a gift voucher today.');

export default function Page() {
  return (
    <div className="container">
      <section className="empty-state">
        <h1>Gift cards</h1>
        <p>Gift cards are Coming Soon. Ask in the showroom for a gift voucher today.</p>
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
