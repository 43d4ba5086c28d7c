import { formatPKR } from '../../core/format';
import type { GoldRate } from '../../core/api-schemas';
import { Dialog } from './Dialog';

/** docs/behaviour.md §2.16: 24 karat per tola, 22 karat per ten grams, 21 karat per ten grams, in PKR. */
export default function GoldRatesDialog({
  open,
  onClose,
  rate,
}: {
  open: boolean;
  onClose: () => void;
  rate: GoldRate | null;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Today's Gold Rates">
      {rate ? (
        <>
          <table className="rates">
            <tbody>
              <tr>
                <th scope="row">
                  24 Karat <small>per tola</small>
                </th>
                <td>{formatPKR(rate.K24Tola)}</td>
              </tr>
              <tr>
                <th scope="row">
                  22 Karat <small>per 10 grams</small>
                </th>
                <td>{formatPKR(rate.K22Gram10)}</td>
              </tr>
              <tr>
                <th scope="row">
                  21 Karat <small>per 10 grams</small>
                </th>
                <td>{formatPKR(rate.K21Gram10)}</td>
              </tr>
            </tbody>
          </table>
          <p className="muted">
            Rates for{' '}
            {new Date(`${rate.RateDate}T00:00:00`).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
            . Gold prices on this site follow today's rate.
          </p>
        </>
      ) : (
        <p>Today's rates have not been set yet. Please call the showroom.</p>
      )}
    </Dialog>
  );
}
