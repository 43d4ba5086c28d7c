import { lineSubtotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { inShop, productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';
import { LinesTable, RemoveButton } from './LinesTable';

/**
 * docs/behaviour.md §2.6: the bag's lines (image, product code, product name, price, size, subtotal, remove); cards on
 * phones.
 */
export function CartTable({ lines, onRemove }: { lines: CartLine[]; onRemove: (line: CartLine) => void }) {
  return (
    <LinesTable
      caption="Pieces in your shopping bag"
      columns={['Product Code', 'Product Name', 'Price', 'Size', 'Subtotal']}
      actions="Remove"
    >
      {lines.map((l) => {
        const name = displayName(l);
        return (
          <tr key={l.id}>
            <td className="cell-img">
              <LineThumb item={l} />
            </td>
            <td data-label="Product Code">{l.TagNo}</td>
            <td data-label="Product Name" className="cell-name">
              <a {...inShop(productHref(l))}>{name}</a>
            </td>
            <td data-label="Price">{formatPKR(l.Price)}</td>
            <td data-label="Size">{l.selectedSize}</td>
            <td data-label="Subtotal" className="cell-total">
              {formatPKR(lineSubtotal(l))}
            </td>
            <td className="cell-remove">
              <RemoveButton name={name} onClick={() => onRemove(l)} />
            </td>
          </tr>
        );
      })}
    </LinesTable>
  );
}
