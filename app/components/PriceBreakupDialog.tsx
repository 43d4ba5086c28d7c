import { formatPKR, formatWeight } from '../../core/format';
import { perTola, priceBreakup, ratePerGram } from '../../core/pricing';
import { tolaOf } from '../../core/tola';
import type { GoldRate, StockItem } from '../../core/api-schemas';
import { Msg, useDayWords, useT } from '../lib/i18n';
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
  const t = useT();
  const dayWords = useDayWords();
  const n = { n: (w: React.ReactNode) => <bdi>{w}</bdi> };
  const b = priceBreakup(item);
  const stone = item.StoneDetails[0];
  const silver = item.ItemType.toLowerCase() === 'silver';
  const perGram = item.Karat && rate ? ratePerGram(rate, item.Karat) : null;
  return (
    <Dialog open={open} onClose={onClose} title={t('product.breakup')}>
      <table className="breakup">
        <tbody>
          <tr>
            <th scope="row">
              {silver
                ? t('product.breakupSilver')
                : item.Karat
                  ? t('product.breakupGold', { karat: item.Karat })
                  : t('product.breakupItem')}
              {perGram !== null ? (
                <small>
                  <Msg
                    id="product.breakupPerGram"
                    values={{
                      weight: formatWeight(item.TotalWeight),
                      tola: tolaOf(item.TotalWeight),
                      rate: formatPKR(perGram),
                    }}
                    tags={n}
                  />
                </small>
              ) : null}
            </th>
            <td>{formatPKR(b.metal)}</td>
          </tr>
          {!silver ? (
            <tr>
              <th scope="row">{t('product.breakupMaking')}</th>
              <td>{formatPKR(b.making)}</td>
            </tr>
          ) : null}
          {stone && b.stone !== 0 ? (
            <tr>
              <th scope="row">{t('product.breakupStone', { name: stone.StonesName.StoneName || 'none' })}</th>
              <td>{b.stone < 0 ? `− ${formatPKR(-b.stone)}` : formatPKR(b.stone)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('product.breakupTotal')}</th>
            <td>{formatPKR(b.exact)}</td>
          </tr>
          <tr>
            <th scope="row">{t('product.breakupRounded')}</th>
            <td>− {formatPKR(b.remainder)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('product.breakupPrice')}</th>
            <td>{formatPKR(b.unit)}</td>
          </tr>
        </tfoot>
      </table>
      {perGram !== null && rate ? (
        <p className="muted">
          <Msg
            id="product.breakupNote"
            values={{
              perGram: formatPKR(perGram),
              perTola: formatPKR(perTola(perGram)),
              karat: item.Karat ?? '',
              day: dayWords(rate.RateDate),
            }}
            tags={n}
          />
        </p>
      ) : null}
    </Dialog>
  );
}
