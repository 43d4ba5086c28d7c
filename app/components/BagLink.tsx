import { inShop } from '../lib/links';
import { useList } from '../lib/stored-lists';
import { BagIcon } from './icons';

/** The Shopping Bag link with its count (the header's and the phone menu's). */
export function BagLink({ className = 'top-link', onClick }: { className?: string; onClick?: () => void }) {
  const count = useList('cart').length;
  return (
    <a
      {...inShop('/CartProduct')}
      onClick={onClick}
      className={`${className} bag-link`}
      aria-label={count ? `Shopping Bag, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping Bag'}
    >
      <BagIcon /> <span className="label">Shopping Bag</span>
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
