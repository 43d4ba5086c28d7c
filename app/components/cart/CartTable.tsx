import { lineSubtotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { inShop, productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';
import { GoneMark, LinesTable, RemoveButton } from './LinesTable';

/**
 * docs/behaviour.md §2.6: the bag's lines (image, product code, product name, price, size, subtotal, remove); cards on
 * phones. A line whose piece the shop can no longer sell (`unavailable`, §4.13) says so under its name.
 */
export function CartTable({
  lines,
  unavailable = [],
  onRemove,
}: {
  lines: CartLine[];
  unavailable?: readonly string[];
  onRemove: (line: CartLine) => void;
}) {
  return (
    <LinesTable
      caption="Pieces in your shopping bag"
      columns={['Product Code', 'Product Name', 'Price', 'Size', 'Subtotal']}
      actions="Remove"
    >
      {lines.map((l) => {
        const name = displayName(l);
        const gone = unavailable.includes(l.TagNo);
        return (
          <tr key={l.id} className={gone ? 'line-gone' : undefined}>
            <td className="cell-img">
              <LineThumb item={l} />
            </td>
            <td data-label="Product Code">{l.TagNo}</td>
            <td data-label="Product Name" className="cell-name">
              <a {...inShop(productHref(l))}>{name}</a>
              {gone ? <GoneMark /> : null}
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
