import { pictureNames } from '../../../core/media';
import { useShopLinks } from '../../lib/i18n';
import { productHref } from '../../lib/links';
import { Picture } from '../Picture';

/** The small picture of a bag or wishlist line, linking to the piece (hidden from screen readers: the name links too). */
export function LineThumb({
  item,
  size = 80,
}: {
  item: { TagNo: string; ItemName: string; Images: { ImageName: string }[] };
  size?: number;
}) {
  const { inShop } = useShopLinks();
  return (
    <a {...inShop(productHref(item))} className="line-thumb" tabIndex={-1} aria-hidden="true">
      <Picture name={pictureNames(item)[0]} alt="" sizes={`${size}px`} width={size} height={size} />
    </a>
  );
}
