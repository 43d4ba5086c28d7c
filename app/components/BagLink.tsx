import { useShopLinks, useT } from '../lib/i18n';
import { useList } from '../lib/stored-lists';
import { BagIcon } from './icons';

/** The Shopping Bag link with its count (the header's and the phone menu's). */
export function BagLink({ className = 'top-link', onClick }: { className?: string; onClick?: () => void }) {
  const count = useList('cart').length;
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <a
      {...inShop('/CartProduct')}
      onClick={onClick}
      className={`${className} bag-link`}
      aria-label={count ? t('header.bagCount', { count }) : t('header.bag')}
    >
      <BagIcon /> <span className="label">{t('header.bag')}</span>
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
