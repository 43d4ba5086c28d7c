import { FINANCE_MONTHS } from '../../core/constants';
import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

const monthsText = `${FINANCE_MONTHS.slice(0, -1).join(', ')} or ${FINANCE_MONTHS[FINANCE_MONTHS.length - 1]} months`;

export const meta = () =>
  pageMeta(
    'Finance Options',
    `Spread the cost of your jewellery from ${SHOP.name} over ${monthsText}. How finance works and how to apply.`,
  );

export default function Finance() {
  return (
    <InfoPage
      title="Finance Options"
      intro="A wedding set, an engagement ring or a watch you will keep for life need not be paid for all at once. You can spread the cost over a term that suits you."
    >
      <section>
        <h2>Choose your term</h2>
        <p>Pay for your jewellery in monthly instalments over:</p>
        <ul className="finance-terms">
          {FINANCE_MONTHS.map((months) => (
            <li className="finance-term" key={months}>
              <span className="finance-months">{months}</span> months
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>How to apply</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Choose your piece</h3>
            <p>Browse online or visit the showroom, and note the product code of the piece you like.</p>
          </li>
          <li>
            <h3 className="steps-title">Talk to us</h3>
            <p>
              Call, message us on{' '}
              <a
                href={whatsappLink('Hello, I would like to ask about finance options.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>{' '}
              or visit the showroom. We explain the monthly amount for each term and everything you need to apply.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Agree and take it home</h3>
            <p>You see the full terms in writing before you commit. Nothing is agreed until you sign.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Good to know</h2>
        <ul>
          <li>
            All prices are in PKR. Gold prices follow the day&apos;s gold rate, and we confirm the price of your piece
            on the day you agree your plan.
          </li>
          <li>Finance is arranged with our team directly, not through online checkout.</li>
          <li>
            Questions? Our showroom is open {SHOP.hours}, {SHOP.days}. See{' '}
            <a {...inShop('/contact')}>how to reach us</a>.
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
