import { formatPKR } from '../../../core/format';
import { useT } from '../../lib/i18n';
import { DELIVERY_CHARGE_GROUPS, OTHER_COUNTRIES_CHARGE } from './deliveryCharges';

/**
 * The paid delivery charges of docs/behaviour.md §9.7 as a table (country, charge in PKR). The countries in the page's
 * language (`names`, from the page's loader: app/lib/delivery-table.server.ts), the amounts in Latin digits, left to
 * right in an Urdu page too.
 */
export function ChargesTable({ names }: { names?: Readonly<Record<string, string>> | null }) {
  const t = useT();
  return (
    <div className="charges">
      <table className="charges-table">
        <caption>{t('delivery.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('delivery.tableDestination')}</th>
            <th scope="col">{t('delivery.tableCharge')}</th>
          </tr>
        </thead>
        <tbody>
          {DELIVERY_CHARGE_GROUPS.map((group) => (
            <tr key={group.charge}>
              <td>
                {names ? group.countries.map((c) => names[c] ?? c).join('، ') : <bdi>{group.countries.join(', ')}</bdi>}
              </td>
              <td className="charges-amount">
                {group.charge === 0 ? t('delivery.tableFree') : <bdi>{formatPKR(group.charge)}</bdi>}
              </td>
            </tr>
          ))}
          <tr>
            <td>{t('delivery.tableOther')}</td>
            <td className="charges-amount">
              <bdi>{formatPKR(OTHER_COUNTRIES_CHARGE)}</bdi>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
