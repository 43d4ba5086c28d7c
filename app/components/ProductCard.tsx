import { displayName, formatPKR } from '../../core/format';
import { pictureNames } from '../../core/media';
import type { CardPiece } from '../../core/cart-line';
import { IMAGE_WIDTHS } from '../../core/constants';
import { imageUrl, inShop, productHref } from '../lib/links';
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
  const link = inShop(productHref(item));
  return (
    <article className="card">
      <a {...link} className="card-media" tabIndex={-1} aria-hidden="true">
        <Picture name={first} alt="" sizes={CARD_SIZES} eager={eager} />
        {second ? <HoverPicture name={second} sizes={CARD_SIZES} className="hover-pic" /> : null}
      </a>
      <div className="card-body">
        <Heading className="card-title">
          <a {...link}>{name}</a>
        </Heading>
        {children}
        <p className="price">{formatPKR(item.Price)}</p>
        <a {...link} className="view-more" aria-label={`View more about ${name}`}>
          View More
        </a>
      </div>
    </article>
  );
}

/** A transparent pixel: what a device without hover shows in place of a hover picture (never fetched). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * A second picture shown under a hovering pointer (a card's): only a device that can hover fetches it; a phone
 * keeps the blank pixel, so the first screen's pictures do not share its connection with pictures it never shows.
 */
function HoverPicture({ name, sizes, className }: { name: string; sizes: string; className: string }) {
  return (
    <picture>
      <source
        media="(hover: hover)"
        srcSet={IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ')}
        sizes={sizes}
      />
      <img src={BLANK} alt="" width={480} height={480} className={className} loading="lazy" decoding="async" />
    </picture>
  );
}
