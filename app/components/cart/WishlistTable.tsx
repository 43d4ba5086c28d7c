import { useNavigate } from 'react-router';
import { displayName, formatPKR } from '../../../core/format';
import { sizesFor } from '../../../core/sizes';
import type { StoredPiece } from '../../../core/cart';
import { addToCart } from '../../lib/cart-store';
import { inShop, productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';
import { LinesTable, RemoveButton } from './LinesTable';

/**
 * docs/behaviour.md §2.7: the wishlist (image, name, price, quantity, subtotal, remove). 'Add to bag' puts an unsized
 * piece straight in the bag; a sized one opens its page to choose the size first.
 */
export function WishlistTable({ items, onRemove }: { items: StoredPiece[]; onRemove: (item: StoredPiece) => void }) {
  const navigate = useNavigate();
  return (
    <LinesTable
      caption="Pieces in your wishlist"
      columns={['Product Name', 'Price', 'Quantity', 'Subtotal']}
      actions="Actions"
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
            <td data-label="Product Name" className="cell-name">
              <a {...inShop(productHref(w))}>{name}</a>
              <small>{w.TagNo}</small>
            </td>
            <td data-label="Price">{formatPKR(w.Price)}</td>
            <td data-label="Quantity">1</td>
            <td data-label="Subtotal" className="cell-total">
              {formatPKR(w.Price)}
            </td>
            <td className="cell-remove cell-wish">
              <div className="cell-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={sized ? `Choose a size for ${name}` : `Add ${name} to bag`}
                  onClick={() => {
                    if (sized) navigate(productHref(w));
                    else {
                      addToCart(w, null);
                      navigate('/CartProduct');
                    }
                  }}
                >
                  {sized ? 'Choose size' : 'Add to bag'}
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
