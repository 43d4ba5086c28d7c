import { formatPKR } from '../../../core/format';
import { DELIVERY_CHARGE_GROUPS, OTHER_COUNTRIES_CHARGE } from './deliveryCharges';

/** The paid delivery charges of docs/behaviour.md §9.7 as a table (country, charge in PKR). */
export function ChargesTable() {
  return (
    <div className="charges">
      <table className="charges-table">
        <caption>Delivery charge per order, by destination</caption>
        <thead>
          <tr>
            <th scope="col">Destination</th>
            <th scope="col">Charge</th>
          </tr>
        </thead>
        <tbody>
          {DELIVERY_CHARGE_GROUPS.map((group) => (
            <tr key={group.charge}>
              <td>{group.countries.join(', ')}</td>
              <td className="charges-amount">{group.charge === 0 ? 'Free' : formatPKR(group.charge)}</td>
            </tr>
          ))}
          <tr>
            <td>Any other country</td>
            <td className="charges-amount">{formatPKR(OTHER_COUNTRIES_CHARGE)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
