import { cardPiece } from '../../core/cart-line';
import { SEARCH_MAX_LENGTH } from '../../core/constants';
import { ProductGrid } from '../components/ProductGrid';
import { WishlistHeart } from '../components/WishlistHeart';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/search';

/**
 * Search results, /Search/{itemType}/{itemName}; the term is trimmed, so a trailing space is harmless
 * (docs/behaviour.md §2.2).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const term = params.itemName.trim().slice(0, SEARCH_MAX_LENGTH);
  const items = term ? await context.services.search(term) : [];
  return { term, items: items.map((item) => cardPiece(item, true)) };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(`Search: ${data?.term ?? ''}`, `Jewellery matching "${data?.term ?? ''}" at our showroom and online.`, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, items } = loaderData;
  return (
    <div className="container listing">
      <div className="listing-head">
        <h1>
          Results for “{term}” <span className="count">({items.length})</span>
        </h1>
      </div>
      {items.length ? (
        <ProductGrid
          items={items}
          extra={(item) => (
            <>
              <p className="tag">Tag No: {item.TagNo}</p>
              <p className="desc">{item.Description}</p>
              <WishlistHeart item={item} />
            </>
          )}
        />
      ) : (
        <section className="empty-state">
          <img src="/placeholder.svg" alt="" width={160} height={160} />
          <h2>Nothing matched “{term}”</h2>
          <p>Try another word, such as ring, chain, bangle or a tag number.</p>
          <a className="btn" {...inShop('/')}>
            Continue Shopping
          </a>
        </section>
      )}
    </div>
  );
}
