import { SHOP, whatsappLink } from '../../../core/shop';
import { InfoPage } from '../InfoPage';
import { inShop } from '../../lib/links';
import { pageMeta } from '../../lib/meta';

/*
 * The shop's one policy on returns, exchanges, refunds and repairs (docs/behaviour.md §2.2 /returnpolicy and
 * /Refund&Exchange-policy, docs/decisions/087): both pages draw this, word for word, so a guest reads the same rules
 * on either. Which rule applies when: 2 days from delivery to ask for an exchange, 30 days (14 for sale and pre-owned
 * pieces) to return an unused piece for a refund, six months for repairs; gold taken back later at the day's rate.
 */

/** Each page keeps its own title (the footer's words); what follows the title is the same on both. */
export const returnsMeta = (title: string) => () =>
  pageMeta(
    title,
    `${SHOP.name}: exchange a delivered piece within 2 days, return an unused piece within 30 days (14 for sale and pre-owned pieces) for a refund within 7 business days, repairs up to six months.`,
  );

export function ReturnsPolicy({ title }: { title: string }) {
  return (
    <InfoPage
      title={title}
      intro="We want you to love what you buy from us. If something is not right, here is what you can do, and by when."
    >
      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">At a glance</h2>
        <ul>
          <li>
            <strong>Within 2 days of delivery:</strong> ask for an exchange.
          </li>
          <li>
            <strong>Within 30 days of delivery:</strong> return an unused piece, or cancel your order, for a refund (
            <strong>14 days</strong> for sale and pre-owned pieces).
          </li>
          <li>
            <strong>Refunds</strong> reach you within 7 business days of our receiving the piece.
          </li>
          <li>
            <strong>Up to six months</strong> from purchase: we repair or replace a piece with a fault.
          </li>
          <li>
            <strong>Gold, at any time:</strong> taken back at the day's gold rate, less wastage, stones and making.
          </li>
        </ul>
      </section>

      <section>
        <h2>Returns</h2>
        <ul>
          <li>
            You have <strong>30 days</strong> from delivery (or from collecting it at the showroom) to cancel your order
            or return an unused piece for a refund.
          </li>
          <li>
            Sale and pre-owned pieces: <strong>14 days</strong>.
          </li>
          <li>The piece must come back unused, in its original condition and packaging.</li>
          <li>You pay the shipping cost of sending it back to us, or bring it to the showroom.</li>
        </ul>
      </section>

      <section>
        <h2>Exchanges</h2>
        <ul>
          <li>
            To exchange a delivered piece (another size or design), tell us within <strong>2 days of delivery</strong>.
          </li>
          <li>
            You exchange it for a piece of <strong>equal or higher value</strong> and pay any difference.
          </li>
          <li>
            Missed the 2 days? An unused piece can still be returned for a refund within the 30 days above, and you can
            then choose again.
          </li>
        </ul>
      </section>

      <section>
        <h2>Refunds</h2>
        <ul>
          <li>
            We check the piece and send your refund within 2 business days of receiving it; it reaches your account
            within <strong>7 business days</strong> of our receiving the piece.
          </li>
          <li>We refund to the account you paid from. Delivery charges and bank charges are deducted.</li>
        </ul>
      </section>

      <section>
        <h2>Gold taken back</h2>
        <p>
          Gold jewellery bought from us can be taken back at any time, worn or not: we pay the{' '}
          <strong>day's gold rate</strong> for its gold, less <strong>wastage, stones and making charges</strong>, and
          show you the amounts before we pay.
        </p>
      </section>

      <section>
        <h2>Repairs</h2>
        <p>
          If a fault appears after the first 30 days and within <strong>six months</strong> of purchase, we repair or
          replace the piece. Please contact us so we can look at it.
        </p>
      </section>

      <section>
        <h2>What we cannot take back</h2>
        <p>No exchange and no refund on:</p>
        <ul className="policy-exclusions">
          <li>Silver jewellery</li>
          <li>Real stones and stone string necklaces</li>
          <li>Watches</li>
          <li>Customised or engraved pieces</li>
          <li>Used pieces (gold aside, taken back as above)</li>
        </ul>
        <p>A fault within six months is still repaired or replaced.</p>
      </section>

      <section>
        <h2>How to start a return, exchange or repair</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Tell us</h3>
            <p>
              Within the time above, message us on{' '}
              <a
                href={whatsappLink('Hello, I would like to exchange or return my order.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
              , e-mail <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>, call the showroom or use our{' '}
              <a {...inShop('/contact')}>contact page</a>, with your order number.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Send or bring it back</h3>
            <p>Return the piece to our showroom in person or by courier, as we agree with you.</p>
          </li>
          <li>
            <h3 className="steps-title">Exchange, refund or repair</h3>
            <p>We check the piece, then send your new piece, your refund or your repaired piece as set out above.</p>
          </li>
        </ol>
      </section>
    </InfoPage>
  );
}
