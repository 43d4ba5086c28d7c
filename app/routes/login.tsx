import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('Sign In', 'Accounts are coming soon. You can shop as a guest: nothing is needed to browse or ask about a piece.');

export default function Page() {
  return (
    <div className="container">
      <section className="empty-state">
        <h1>Sign In</h1>
        <p>Accounts are coming soon. You can shop as a guest: nothing is needed to browse or ask about a piece.</p>
        <Link className="btn" to="/">Continue Shopping</Link>
      </section>
    </div>
  );
}
