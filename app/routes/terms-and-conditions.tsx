import { SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import { GiftCardTerms } from '../components/gift/GiftCardTerms';
import { InfoPage } from '../components/InfoPage';
import { DeliveryFaq } from '../components/pages/DeliveryFaq';
import { inShop } from '../lib/links';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/terms-and-conditions';

/** The delivery questions' words (DeliveryFaq). */
export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'delivery');

export const meta = () =>
  pageMeta(
    'Terms and Conditions',
    `The terms for buying from ${SHOP.name}: product information and pricing in PKR, payment, returns and exchanges, delivery and gift cards.`,
  );

export default function TermsAndConditions() {
  return (
    <InfoPage
      title="Terms and Conditions"
      intro={`These terms apply when you buy from ${SHOP.name}, online or in our showroom. Please read them before you place an order; ticking the terms box at checkout means you accept them.`}
    >
      <nav aria-label="On this page" className="toc">
        <ul>
          <li>
            <a href="#terms-products">Product information and pricing</a>
          </li>
          <li>
            <a href="#terms-payment">Orders and payment</a>
          </li>
          <li>
            <a href="#terms-returns">Returns and exchanges</a>
          </li>
          <li>
            <a href="#terms-delivery">Delivery</a>
          </li>
          <li>
            <a href="#terms-gift-cards">Gift cards</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="terms-products">
        <h2 id="terms-products">Product information and pricing</h2>
        <ul>
          <li>All prices are shown in Pakistani Rupees (PKR) and include taxes.</li>
          <li>
            Prices may change without notice. Gold prices follow the day&apos;s gold rate (24 karat per tola, 22 and 21
            karat per ten grams), so the price of a gold piece can change from one day to the next.
          </li>
          <li>
            Each product page shows the weight of the piece and, for most pieces, a breakup of the price into metal,
            making (labour) and stones.
          </li>
          <li>
            We describe and photograph every piece as accurately as we can. Handmade jewellery and natural stones vary
            slightly, and colours can look different on different screens.
          </li>
          <li>
            The price you pay is the price confirmed when your order is placed. If a price has changed since you added a
            piece to your bag, we tell you before the order goes through.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-payment">
        <h2 id="terms-payment">Orders and payment</h2>
        <ul>
          <li>You can order as a guest; no account is needed.</li>
          <li>
            You can pay by bank transfer to our account with {SHOP_BANK.bankName} and upload your deposit slip at
            checkout. Card payment is coming soon.
          </li>
          <li>
            Where checkout offers it, you can instead pay at our showroom when you collect your order, or pay the
            courier in cash on delivery within Pakistan; we call you to confirm an order paid on delivery first.
          </li>
          <li>Your order is confirmed by e-mail once we receive it.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-returns">
        <h2 id="terms-returns">Returns and exchanges</h2>
        <p>
          Our <a {...inShop('/returnpolicy')}>Return Policy</a> sets out the time you have to cancel and return an
          unused item (30 days; 14 days for sale and pre-owned items) and our repair or replacement promise up to six
          months. Our <a {...inShop('/Refund&Exchange-policy')}>Refund and Exchange Policy</a> sets out exchanges,
          deductions and the items that cannot be exchanged or refunded, such as silver, real stones, stone string
          necklaces, watches and customised, engraved or used items.
        </p>
        <p>If you are unsure which terms apply to your piece, please ask us before you buy.</p>
      </section>

      <section aria-labelledby="terms-delivery">
        <h2 id="terms-delivery">Delivery</h2>
        <p>
          We deliver free anywhere in Pakistan within 7 working days and worldwide, for a charge, within 15 working
          days. You can also collect your order from our showroom. Full details are in our{' '}
          <a {...inShop('/Delivery-policy')}>Delivery Policy</a>; the most common questions are answered here.
        </p>
        <DeliveryFaq />
      </section>

      <section aria-labelledby="terms-gift-cards">
        <h2 id="terms-gift-cards">Gift cards</h2>
        <p>Gift cards are coming soon. When they are available, these terms will apply:</p>
        <GiftCardTerms />
      </section>

      <section aria-labelledby="terms-questions">
        <h2 id="terms-questions">Questions</h2>
        <p>
          Please <a {...inShop('/contact')}>contact us</a> or e-mail <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
          See also our <a {...inShop('/privacy-policy')}>Privacy Policy</a>.
        </p>
      </section>
    </InfoPage>
  );
}
