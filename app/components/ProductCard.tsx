import { useSyncExternalStore } from 'react';
import { displayName, formatPKR } from '../../core/format';
import { pictureNames } from '../../core/media';
import type { CardPiece } from '../../core/cart-line';
import { useShopLinks, useT } from '../lib/i18n';
import { productHref } from '../lib/links';
import { Picture } from './Picture';

/**
 * The width a card's picture is shown at: on a phone two columns inside 16 px margins with a 12 px gap (a few pixels
 * under, so a 412 px phone at 1.75x takes the 320 px picture rather than the 480 px one for 2 px).
 */
export const CARD_SIZES = '(max-width: 600px) calc(50vw - 24px), (max-width: 1024px) 33vw, 280px';

/**
 * A listing card (docs/behaviour.md §2.4): first picture, second on hover, placeholder when none, name, price, View
 * More.
 */
/** `level`: the card's heading level, one below the section it sits in (2 under a page's h1, 3 under an h2). */
export function ProductCard({
  item,
  eager = false,
  level = 3,
  children,
}: {
  item: CardPiece;
  eager?: boolean;
  level?: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [first, second] = pictureNames(item);
  const name = displayName(item);
  const t = useT();
  const { inShop } = useShopLinks();
  const link = inShop(productHref(item));
  const hover = useCanHover();
  return (
    <article className="card">
      <a {...link} className="card-media" tabIndex={-1} aria-hidden="true">
        <Picture name={first} alt="" sizes={CARD_SIZES} eager={eager} />
        {second && hover ? <Picture name={second} alt="" sizes={CARD_SIZES} className="hover-pic" /> : null}
      </a>
      <div className="card-body">
        <Heading className="card-title">
          <a {...link}>{name}</a>
        </Heading>
        {children}
        <p className="price">{formatPKR(item.Price)}</p>
        <a {...link} className="view-more" aria-label={t('browse.viewMoreAbout', { name })}>
          {t('browse.viewMore')}
        </a>
      </div>
    </article>
  );
}

let canHover: MediaQueryList | undefined;
/** One query for every card: read on each card's every render, asked of the browser once. */
const hoverQuery = () => (canHover ??= window.matchMedia('(hover: hover)'));
const onHoverChange = (changed: () => void) => {
  const query = hoverQuery();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * Whether the device has a pointer that hovers; false on the server and while the page becomes the app, so a card's
 * second picture is not in the page's HTML: a phone never shows it, and its markup was about 15% of a search page's
 * HTML and of what the phone lays out and hydrates (docs/decisions/054). A desktop adds it once the app runs.
 */
const useCanHover = () =>
  useSyncExternalStore(
    onHoverChange,
    () => hoverQuery().matches,
    () => false,
  );
