import { DELIVERY_PROMISE } from '../../core/delivery';
import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { ChargesTable } from '../components/pages/ChargesTable';
import { FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from '../components/pages/deliveryCharges';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Delivery Policy',
    `Free delivery across Pakistan within ${FREE_DELIVERY_DAYS} working days, worldwide delivery within ${WORLDWIDE_DELIVERY_DAYS} working days, and charges by country from ${SHOP.name}.`,
  );

export default function DeliveryPolicy() {
  return (
    <InfoPage
      title="Delivery Policy"
      intro="Every order is packed with care and sent by courier. Choose how you would like to receive it at checkout."
    >
      <section>
        <h2>Delivery options</h2>
        <ul className="options">
          <li className="options-item">
            <h3>Free Delivery Nationwide</h3>
            <p>Free to any address in Pakistan, delivered within {FREE_DELIVERY_DAYS} working days.</p>
          </li>
          <li className="options-item">
            <h3>Worldwide delivery</h3>
            <p>
              To addresses outside Pakistan by international courier, delivered within {WORLDWIDE_DELIVERY_DAYS} working
              days. A charge applies by country (see below).
            </p>
          </li>
          <li className="options-item">
            <h3>Collect from the showroom</h3>
            <p>
              Free. Collect in person with your order e-mail and photo ID; see{' '}
              <a {...inShop('/clickandcollect')}>Click and Collect</a>.
            </p>
          </li>
        </ul>
      </section>

      <section>
        <h2>Delivery days</h2>
        <ul>
          <li>We do not deliver on Sundays.</li>
          <li>Delivery times are counted in working days from when your order is confirmed.</li>
          <li>{DELIVERY_PROMISE}</li>
        </ul>
      </section>

      <section>
        <h2>International delivery charges</h2>
        <p>
          The charge is added at checkout once you choose your country, so you see the full total before you pay. All
          amounts are in PKR.
        </p>
        <ChargesTable />
        <p>
          International orders may be subject to customs duties and taxes in the destination country, which are set by
          that country and payable by the recipient.
        </p>
      </section>

      <section>
        <h2>Receiving your order</h2>
        <ul>
          <li>Please check that your parcel is sealed and undamaged when it arrives.</li>
          <li>
            If anything is wrong, contact us straight away on{' '}
            <a href={`tel:${SHOP.phones[1].tel}`}>{SHOP.phones[1].number}</a> or{' '}
            <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
          </li>
          <li>
            Changed your mind? See our <a {...inShop('/Refund&Exchange-policy')}>Refund and Exchange Policy</a> and{' '}
            <a {...inShop('/returnpolicy')}>Return Policy</a>.
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
