import { lineSubtotal, type CartLine } from '../../../core/cart';
import { displayName, formatPKR } from '../../../core/format';
import { useShopLinks, useT } from '../../lib/i18n';
import { productHref } from '../../lib/links';
import { LineThumb } from './LineThumb';
import { LinesTable, RemoveButton } from './LinesTable';

/**
 * docs/behaviour.md §2.6: the bag's lines (image, product code, product name, price, size, subtotal, remove); cards on
 * phones.
 */
export function CartTable({ lines, onRemove }: { lines: CartLine[]; onRemove: (line: CartLine) => void }) {
  const t = useT();
  const { inShop } = useShopLinks();
  const [code, product, price, size, subtotal] = [
    t('bag.code'),
    t('bag.name'),
    t('bag.price'),
    t('bag.size'),
    t('bag.subtotal'),
  ];
  return (
    <LinesTable caption={t('bag.caption')} columns={[code, product, price, size, subtotal]} actions={t('bag.actions')}>
      {lines.map((l) => {
        const name = displayName(l);
        return (
          <tr key={l.id}>
            <td className="cell-img">
              <LineThumb item={l} />
            </td>
            <td data-label={code}>{l.TagNo}</td>
            <td data-label={product} className="cell-name">
              <a {...inShop(productHref(l))}>{name}</a>
            </td>
            <td data-label={price}>{formatPKR(l.Price)}</td>
            <td data-label={size}>{l.selectedSize}</td>
            <td data-label={subtotal} className="cell-total">
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
