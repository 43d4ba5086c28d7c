import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Gift Wrapping',
    `Sending jewellery as a gift? How ${SHOP.name} wraps your piece, adds your message and sends it safely to someone special.`,
  );

export default function GiftWrapping() {
  return (
    <InfoPage
      title="Gift Wrapping"
      intro="Jewellery is so often a gift: for a wedding, an Eid, a birthday or a new arrival. We are happy to wrap your piece so it is ready to give."
    >
      <section>
        <h2>How to ask for gift wrapping</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Place your order</h3>
            <p>Order online as usual, or choose your piece in the showroom.</p>
          </li>
          <li>
            <h3 className="steps-title">Tell us it is a gift</h3>
            <p>
              Send us your order details and your gift message on{' '}
              <a
                href={whatsappLink('Hello, I would like my order gift wrapped.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>{' '}
              or by e-mail to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>, or simply ask at the counter.
            </p>
          </li>
          <li>
            <h3 className="steps-title">We wrap it with care</h3>
            <p>We wrap the piece in its box and add a card with your message before it leaves us.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Sending a gift to someone else</h2>
        <ul>
          <li>
            At checkout, give the address where the gift should arrive, and tell us the recipient&apos;s name with your
            message.
          </li>
          <li>
            Delivery is free anywhere in Pakistan; we also send worldwide. See our{' '}
            <a {...inShop('/Delivery-policy')}>delivery policy</a>.
          </li>
          <li>
            If you would rather hand it over yourself, collect it wrapped from the showroom with{' '}
            <a {...inShop('/clickandcollect')}>Click and Collect</a>.
          </li>
        </ul>
      </section>

      <section>
        <h2>Not sure what to choose?</h2>
        <p>
          Not sure of a ring or bangle size? Our <a {...inShop('/ring-size')}>ring size</a> and{' '}
          <a {...inShop('/bangles-bracelets-size-guide')}>bangle size</a> guides help, and our team will gladly suggest
          pieces for your budget. Gift cards are coming soon.
        </p>
      </section>
    </InfoPage>
  );
}
