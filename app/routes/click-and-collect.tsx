import { SHOP, fullAddress } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Click and Collect',
    `Order online and collect your jewellery in person from the ${SHOP.name} showroom, free of charge. What to bring and how collection works.`,
  );

export default function ClickAndCollect() {
  return (
    <InfoPage
      title="Click and Collect"
      intro="Order online and collect your piece in person from our showroom. There is no charge for collection, and you see your piece before you take it home."
    >
      <section>
        <h2>How it works</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Choose collection at checkout</h3>
            <p>
              Add your pieces to the bag, go to checkout and choose to collect from the showroom. Pick the date you
              would like to collect and enter your CNIC or passport number.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Wait for our e-mail</h3>
            <p>We confirm your order by e-mail. Keep this e-mail: you will need it when you come in.</p>
          </li>
          <li>
            <h3 className="steps-title">Visit us and collect</h3>
            <p>
              Come to the showroom on or after your collection date, during opening hours, {SHOP.hours}, {SHOP.days}.
            </p>
          </li>
        </ol>
      </section>

      <section>
        <h2>What to bring</h2>
        <p>To keep your jewellery safe, orders can only be collected by the buyer, in person. Please bring:</p>
        <ul className="checklist">
          <li>your order e-mail (printed or on your phone);</li>
          <li>the payment card used for the order, if you paid by card;</li>
          <li>a photo ID, such as your CNIC or passport.</li>
        </ul>
        <p>
          We cannot hand an order to anyone else, even with a letter or a copy of the e-mail. If you cannot come in
          yourself, please <a {...inShop('/contact')}>contact us</a> and we will help you choose another option.
        </p>
      </section>

      <section>
        <h2>Where to collect</h2>
        <address className="collect-address">{fullAddress()}</address>
        <p>
          Opening hours: {SHOP.hours}, {SHOP.days}. Directions and a map are on our{' '}
          <a {...inShop('/contact')}>contact page</a>.
        </p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          Call us on <a href={`tel:${SHOP.phones[0].tel}`}>{SHOP.phones[0].number}</a> or e-mail{' '}
          <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>. Our{' '}
          <a {...inShop('/termscondition')}>terms and conditions</a> and{' '}
          <a {...inShop('/returnpolicy')}>return policy</a> apply to collected orders too.
        </p>
      </section>
    </InfoPage>
  );
}
