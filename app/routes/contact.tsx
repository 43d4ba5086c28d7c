import { SHOP, whatsappLink } from '../../core/shop';
import { ContactForm } from '../components/forms/ContactForm';
import { InfoPage } from '../components/InfoPage';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Contact Us',
    `Visit, call, WhatsApp or e-mail ${SHOP.name}. Showroom open ${SHOP.hours}, ${SHOP.days}, at ${SHOP.address.line1}, ${SHOP.address.line2}.`,
  );

/** A dialable link with the extension after a pause (the comma), which phone diallers understand. */
const telHref = (tel: string, ext: string) => `tel:${tel},${ext}`;

export default function Contact() {
  return (
    <InfoPage
      title="Contact Us"
      intro="Whether you have a question about a piece, an order or a size, we are happy to help. Call, message or visit us: a member of the family or our team will answer."
    >
      <div className="contact">
        <section className="contact-card" aria-labelledby="contact-showroom">
          <h2 id="contact-showroom">Our showroom</h2>
          <address className="contact-address">
            {SHOP.name}
            <br />
            {SHOP.address.line1}
            <br />
            {SHOP.address.line2}
            <br />
            {SHOP.address.country}
          </address>
          <p>
            <a href={SHOP.mapLink} target="_blank" rel="noopener noreferrer">
              Get directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>

        <section className="contact-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">Opening hours</h2>
          <p className="contact-hours">
            {SHOP.hours}
            <br />
            {SHOP.days}
          </p>
          <p>{SHOP.whatsappNote}</p>
        </section>

        <section className="contact-card" aria-labelledby="contact-reach">
          <h2 id="contact-reach">Call, message or e-mail</h2>
          <ul className="contact-list">
            {SHOP.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="contact-label">{phone.label}:</span>{' '}
                <a href={telHref(phone.tel, phone.ext)}>
                  {phone.number} (ext. {phone.ext})
                </a>
              </li>
            ))}
            <li>
              <span className="contact-label">WhatsApp:</span>{' '}
              <a
                href={whatsappLink(`Hello ${SHOP.name}, I have a question.`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {SHOP.whatsappDisplay}
                <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
              </a>
            </li>
            <li>
              <span className="contact-label">E-mail:</span> <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
        </section>

        <section className="contact-card" aria-labelledby="contact-social">
          <h2 id="contact-social">Follow us</h2>
          <ul className="contact-list">
            {SHOP.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.network}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="contact-map" aria-labelledby="contact-map">
        <h2 id="contact-map">Find us</h2>
        <iframe
          className="contact-map-frame"
          title={`Map showing ${SHOP.name}, ${SHOP.address.line1}, ${SHOP.address.line2}`}
          src={SHOP.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </section>

      <section aria-labelledby="contact-write">
        <h2 id="contact-write">Write to us</h2>
        <p>
          Send us a message about product information, your order, delivery options or returns and exchanges, and we
          will reply by e-mail or phone.
        </p>
        <ContactForm />
      </section>
    </InfoPage>
  );
}
