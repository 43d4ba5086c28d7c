import { data } from 'react-router';
import { NotFound } from '../components/NotFound';
import { pageMeta } from '../lib/meta';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => pageMeta('Page not found', 'The page you asked for is not here.');

export default function NotFoundRoute() {
  return (
    <div className="container">
      <NotFound />
    </div>
  );
}
