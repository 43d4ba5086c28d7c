import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Return Policy',
    `Returns at ${SHOP.name}: 30 days to cancel and get a refund on unused items, 14 days for sale and pre-owned pieces, and repair or replacement up to six months.`,
  );

export default function ReturnPolicy() {
  return (
    <InfoPage
      title="Return Policy"
      intro="We want you to love what you buy from us. If something is not right, here is how returns, refunds and repairs work."
    >
      <section>
        <h2>Time to change your mind</h2>
        <ul>
          <li>
            <strong>30 days</strong> to cancel your order and receive a refund on unused items.
          </li>
          <li>
            <strong>14 days</strong> for sale and pre-owned items.
          </li>
        </ul>
        <p>Items must come back unused, in their original condition and packaging.</p>
      </section>

      <section>
        <h2>How to return an item</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Tell us</h3>
            <p>
              Contact us within the return period with your order details, by e-mail at{' '}
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or through our{' '}
              <a {...inShop('/contact')}>contact page</a>.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Send or bring it back</h3>
            <p>Return the item to our showroom in person or by courier, as we agree with you.</p>
          </li>
          <li>
            <h3 className="steps-title">We check it and refund you</h3>
            <p>Once we receive the item, we process your return within 14 days.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Repair or replacement</h2>
        <p>
          If a fault appears after the first 30 days and within six months of purchase, we will repair or replace the
          item. Please contact us so we can look at it.
        </p>
      </section>

      <section>
        <h2>Exchanges and refunds on specific items</h2>
        <p>
          Some pieces follow their own rules: customised and engraved items, gold returned for its metal value, silver,
          real stones and watches. These are set out in our{' '}
          <a {...inShop('/Refund&Exchange-policy')}>Refund and Exchange Policy</a>, which also explains deductions and
          how refunds reach your bank. Where the two pages differ for your piece, please ask us before you buy and we
          will confirm in writing which terms apply.
        </p>
      </section>
    </InfoPage>
  );
}
