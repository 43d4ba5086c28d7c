import { inShop } from '../lib/links';

export function NotFound() {
  return (
    <section className="empty-state">
      <p className="eyebrow">404</p>
      <h1>We could not find that page</h1>
      <p>The piece may have been sold or the link may be mistyped.</p>
      <a className="btn" {...inShop('/')}>
        Back to Home
      </a>
    </section>
  );
}
