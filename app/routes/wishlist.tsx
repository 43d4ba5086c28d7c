import { Link } from 'react-router';
import { useListCount } from '../lib/session-store';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Wishlist', 'The pieces you have saved.', [{ name: 'robots', content: 'noindex' }]);

export default function Wishlist() {
  const count = useListCount('wishlist');
  return (
    <div className="container">
      <section className="empty-state">
        <h1>Wishlist</h1>
        <p>{count === 0 ? 'No Product Added to the wishlist' : `${count} pieces saved.`}</p>
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
