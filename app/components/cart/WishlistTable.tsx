import { useNavigate } from 'react-router';
import { displayName, formatPKR } from '../../../core/format';
import { sizesFor } from '../../../core/sizes';
import type { StoredPiece } from '../../../core/cart';
import { addToCart } from '../../lib/cart-store';
import { useShopLinks, useT } from '../../lib/i18n';
import { productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';
import { LinesTable, RemoveButton } from './LinesTable';

/**
 * docs/behaviour.md §2.7: the wishlist (image, name, price, quantity, subtotal, remove). 'Add to bag' puts an unsized
 * piece straight in the bag; a sized one opens its page to choose the size first.
 */
export function WishlistTable({ items, onRemove }: { items: StoredPiece[]; onRemove: (item: StoredPiece) => void }) {
  const navigate = useNavigate();
  const t = useT();
  const { inShop, to } = useShopLinks();
  const [product, price, quantity, subtotal] = [
    t('bag.name'),
    t('bag.price'),
    t('wishlist.quantity'),
    t('bag.subtotal'),
  ];
  return (
    <LinesTable
      caption={t('wishlist.caption')}
      columns={[product, price, quantity, subtotal]}
      actions={t('wishlist.actions')}
      className="wish-table"
    >
      {items.map((w) => {
        const name = displayName(w);
        const sized = sizesFor(w.ItemName).length > 0;
        return (
          <tr key={w.TagNo}>
            <td className="cell-img">
              <LineThumb item={w} />
            </td>
            <td data-label={product} className="cell-name">
              <a {...inShop(productHref(w))}>{name}</a>
              <small>{w.TagNo}</small>
            </td>
            <td data-label={price}>{formatPKR(w.Price)}</td>
            <td data-label={quantity}>1</td>
            <td data-label={subtotal} className="cell-total">
              {formatPKR(w.Price)}
            </td>
            <td className="cell-remove cell-wish">
              <div className="cell-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={sized ? t('wishlist.chooseSizeFor', { name }) : t('wishlist.addNamed', { name })}
                  onClick={() => {
                    if (sized) navigate(to(productHref(w)));
                    else {
                      addToCart(w, null);
                      navigate(to('/CartProduct'));
                    }
                  }}
                >
                  {sized ? t('wishlist.chooseSize') : t('wishlist.add')}
                </button>
                <RemoveButton name={name} onClick={() => onRemove(w)} />
              </div>
            </td>
          </tr>
        );
      })}
    </LinesTable>
  );
}
