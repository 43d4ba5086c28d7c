import { SHOP, whatsappLink } from '../../core/shop';
import { ContactForm } from '../components/forms/ContactForm';
import { InfoPage } from '../components/InfoPage';
import { metaT, Msg, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'contact');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(
    t('contact.title'),
    t('contact.description', {
      shop: SHOP.name,
      hours: SHOP.hours,
      line1: SHOP.address.line1,
      line2: SHOP.address.line2,
    }),
  );
};

/** A dialable link with the extension after a pause (the comma), which phone diallers understand. */
const telHref = (tel: string, ext: string) => `tel:${tel},${ext}`;

export default function Contact() {
  const t = useT();
  return (
    <InfoPage title={t('contact.title')} intro={t('contact.intro')}>
      <div className="contact">
        <section className="contact-card" aria-labelledby="contact-showroom">
          <h2 id="contact-showroom">{t('contact.showroomTitle')}</h2>
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
              {t('contact.directions')}
              <span className="visually-hidden">{t('contact.newTab')}</span>
            </a>
          </p>
        </section>

        <section className="contact-card" aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t('contact.hoursTitle')}</h2>
          <p className="contact-hours">
            <bdi>{SHOP.hours}</bdi>
            <br />
            {t('contact.days')}
          </p>
          <p>{t('contact.whatsappNote')}</p>
        </section>

        <section className="contact-card" aria-labelledby="contact-reach">
          <h2 id="contact-reach">{t('contact.reachTitle')}</h2>
          <ul className="contact-list">
            {SHOP.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="contact-label">{t('contact.phoneLabel', { label: phone.label })}</span>{' '}
                <Msg
                  id="contact.phoneNumber"
                  values={{ number: phone.number, ext: phone.ext }}
                  tags={{ tel: (words) => <a href={telHref(phone.tel, phone.ext)}>{words}</a> }}
                />
              </li>
            ))}
            <li>
              <span className="contact-label">{t('contact.whatsappLabel')}</span>{' '}
              <a
                href={whatsappLink(t('contact.whatsappText', { shop: SHOP.name }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <bdi>{SHOP.whatsappDisplay}</bdi>
                <span className="visually-hidden">{t('contact.whatsappNewTab')}</span>
              </a>
            </li>
            <li>
              <span className="contact-label">{t('contact.emailLabel')}</span>{' '}
              <a href={`mailto:${SHOP.email}`} dir="ltr">
                {SHOP.email}
              </a>
            </li>
          </ul>
        </section>

        <section className="contact-card" aria-labelledby="contact-social">
          <h2 id="contact-social">{t('contact.socialTitle')}</h2>
          <ul className="contact-list">
            {SHOP.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.network}
                  <span className="visually-hidden">{t('contact.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="contact-map" aria-labelledby="contact-map">
        <h2 id="contact-map">{t('contact.mapTitle')}</h2>
        <iframe
          className="contact-map-frame"
          title={t('contact.mapFrame', { shop: SHOP.name, line1: SHOP.address.line1, line2: SHOP.address.line2 })}
          src={SHOP.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </section>

      <section aria-labelledby="contact-write">
        <h2 id="contact-write">{t('contact.writeTitle')}</h2>
        <p>{t('contact.write')}</p>
        <ContactForm />
      </section>
    </InfoPage>
  );
}
