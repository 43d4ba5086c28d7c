import { formatPKR, formatWeight } from '../../core/format';
import { perTola, priceBreakup, ratePerGram } from '../../core/pricing';
import { tolaOf } from '../../core/tola';
import { formatDay } from '../../core/calendar-day';
import type { GoldRate, StockItem } from '../../core/api-schemas';
import { Dialog } from './Dialog';

/** docs/behaviour.md §9.2: the breakup of the displayed price, the amount dropped by rounding shown on its own line. */
export default function PriceBreakupDialog({
  open,
  onClose,
  item,
  rate,
}: {
  open: boolean;
  onClose: () => void;
  item: StockItem;
  rate: GoldRate | null;
}) {
  const b = priceBreakup(item);
  const stone = item.StoneDetails[0];
  const silver = item.ItemType.toLowerCase() === 'silver';
  const perGram = item.Karat && rate ? ratePerGram(rate, item.Karat) : null;
  return (
    <Dialog open={open} onClose={onClose} title="Price breakup">
      <table className="breakup">
        <tbody>
          <tr>
            <th scope="row">
              {silver ? 'Silver price' : item.Karat ? `${item.Karat}K gold value` : 'Item value'}
              {perGram !== null ? (
                <small>
                  {formatWeight(item.TotalWeight)} ({tolaOf(item.TotalWeight)}) × {formatPKR(perGram)} per gram
                </small>
              ) : null}
            </th>
            <td>{formatPKR(b.metal)}</td>
          </tr>
          {!silver ? (
            <tr>
              <th scope="row">Making charges</th>
              <td>{formatPKR(b.making)}</td>
            </tr>
          ) : null}
          {stone && b.stone !== 0 ? (
            <tr>
              <th scope="row">Stone{stone.StonesName.StoneName ? ` (${stone.StonesName.StoneName})` : ''}</th>
              <td>{b.stone < 0 ? `− ${formatPKR(-b.stone)}` : formatPKR(b.stone)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Total</th>
            <td>{formatPKR(b.exact)}</td>
          </tr>
          <tr>
            <th scope="row">Rounded off</th>
            <td>− {formatPKR(b.remainder)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Price</th>
            <td>{formatPKR(b.unit)}</td>
          </tr>
        </tfoot>
      </table>
      {perGram !== null && rate ? (
        <p className="muted">
          Gold is priced at today's rate of {formatPKR(perGram)} per gram ({formatPKR(perTola(perGram))} per tola) for{' '}
          {item.Karat}K ({formatDay(rate.RateDate)}).
        </p>
      ) : null}
    </Dialog>
  );
}
