import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Customer Reviews',
    `Share your experience of ${SHOP.name}: we collect customer reviews in the showroom and on WhatsApp.`,
  );

export default function CustomerReviews() {
  return (
    <InfoPage
      title="Customer Reviews"
      intro="Most of our customers come to us because a friend or relative recommended us. We would love to hear about your experience too."
    >
      <section>
        <h2>How to leave a review</h2>
        <ul>
          <li>
            <strong>On WhatsApp:</strong> send us a message, and a photo of your piece if you like, at{' '}
            <a
              href={whatsappLink(`Hello ${SHOP.name}, I would like to leave a review.`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {SHOP.whatsappDisplay}
              <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
            </a>
            .
          </li>
          <li>
            <strong>In the showroom:</strong> tell us in person when you visit; we are open {SHOP.hours}, {SHOP.days}.
          </li>
        </ul>
      </section>

      <section>
        <h2>Why there is no comment box here</h2>
        <p>
          We do not load third-party comment widgets on our site, so your visit is not tracked by other companies. Every
          review reaches our family directly, and we read each one.
        </p>
      </section>

      <section>
        <h2>Something not right?</h2>
        <p>
          If you are unhappy with a purchase, please <a {...inShop('/contact')}>contact us</a> first so we can put it
          right. Our <a {...inShop('/returnpolicy')}>Return Policy</a> and{' '}
          <a {...inShop('/Refund&Exchange-policy')}>Refund and Exchange Policy</a> explain your options.
        </p>
      </section>
    </InfoPage>
  );
}
