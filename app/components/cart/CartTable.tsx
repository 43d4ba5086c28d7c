import { Link } from 'react-router';
import { lineSubtotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';

/** Spec §2: the bag's lines (image, product code, product name, price, size, subtotal, remove); cards on phones. */
export function CartTable({ lines, onRemove }: { lines: CartLine[]; onRemove: (line: CartLine) => void }) {
  return (
    <table className="lines-table">
      <caption className="visually-hidden">Pieces in your shopping bag</caption>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">Image</span></th>
          <th scope="col">Product Code</th>
          <th scope="col">Product Name</th>
          <th scope="col">Price</th>
          <th scope="col">Size</th>
          <th scope="col">Subtotal</th>
          <th scope="col"><span className="visually-hidden">Remove</span></th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => {
          const name = displayName(l);
          return (
            <tr key={l.id}>
              <td className="cell-img"><LineThumb item={l} /></td>
              <td data-label="Product Code">{l.TagNo}</td>
              <td data-label="Product Name" className="cell-name"><Link to={productHref(l)}>{name}</Link></td>
              <td data-label="Price">{formatPKR(l.Price)}</td>
              <td data-label="Size">{l.selectedSize}</td>
              <td data-label="Subtotal" className="cell-total">{formatPKR(lineSubtotal(l))}</td>
              <td className="cell-remove">
                <button type="button" className="remove-btn" aria-label={`Remove ${name}`} onClick={() => onRemove(l)}>
                  <span aria-hidden="true">×</span><span className="remove-text" aria-hidden="true">Remove</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
