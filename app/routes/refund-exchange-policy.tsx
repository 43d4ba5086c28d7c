import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Refund and Exchange Policy',
    `How to cancel or exchange a ${SHOP.name} order within 2 days of delivery, how refunds are paid, and which items cannot be exchanged or refunded.`,
  );

export default function RefundExchangePolicy() {
  return (
    <InfoPage
      title="Refund and Exchange Policy"
      intro="Fine jewellery is a considered purchase, and we want you to be sure of it. This page explains how exchanges and refunds work for delivered orders."
    >
      <section>
        <h2>Cancelling or exchanging an order</h2>
        <ul>
          <li>
            You can cancel or exchange your order within <strong>2 days after delivery</strong>.
          </li>
          <li>
            Exchanges are for a piece of <strong>equal or higher value</strong>; you pay any difference.
          </li>
          <li>You pay the shipping cost of sending the item back to us.</li>
        </ul>
      </section>

      <section>
        <h2>Refunds</h2>
        <ul>
          <li>We process your refund within 2 business days of receiving and checking the item.</li>
          <li>Your bank may take up to 7 business days more to show the money in your account.</li>
          <li>Delivery charges and bank charges are deducted from the refund.</li>
        </ul>
      </section>

      <section>
        <h2>Returning gold</h2>
        <p>
          Gold jewellery may be returned. We refund it after deducting wastage, stones and labour (making charges), and
          we show you the amounts before the refund is made.
        </p>
      </section>

      <section>
        <h2>Items we cannot exchange or refund</h2>
        <ul className="policy-exclusions">
          <li>Customised or engraved items</li>
          <li>Used items</li>
          <li>Silver jewellery</li>
          <li>Real stones and stone string necklaces</li>
          <li>Watches</li>
        </ul>
        <p>Silver, real stones, stone string necklaces and watches: no exchange, no refund.</p>
      </section>

      <section>
        <h2>How to start an exchange or refund</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Contact us within 2 days of delivery</h3>
            <p>
              Message us on{' '}
              <a
                href={whatsappLink('Hello, I would like to exchange or return my order.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
              , e-mail <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or call the showroom with your order details.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Send the item back</h3>
            <p>Return the piece unused, in its original packaging, to our showroom.</p>
          </li>
          <li>
            <h3 className="steps-title">Exchange or refund</h3>
            <p>We check the piece, then send your new piece or process your refund as set out above.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>See also</h2>
        <p>
          Our <a {...inShop('/returnpolicy')}>Return Policy</a> covers cancellation of unused items, sale and pre-owned
          items and our repair or replacement promise. If you are unsure which applies to your piece, please ask us
          before you buy.
        </p>
      </section>
    </InfoPage>
  );
}
