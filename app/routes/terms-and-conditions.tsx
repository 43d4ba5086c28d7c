import { SHOP } from '../../core/shop';
import { SHOP_BANK } from '../../core/bank';
import { GiftCardTerms } from '../components/gift/GiftCardTerms';
import { InfoPage } from '../components/InfoPage';
import { DeliveryFaq } from '../components/pages/DeliveryFaq';
import { FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from '../components/pages/deliveryCharges';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { countryNamesOf } from '../lib/delivery-table.server';
import { wordsOfPages } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/terms-and-conditions';

/** The terms' words, and the delivery questions' (DeliveryFaq) they draw. */
export const loader = ({ request }: Route.LoaderArgs) => ({
  ...wordsOfPages(request, 'terms', 'delivery'),
  countryNames: countryNamesOf(request),
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('terms.title'), t('terms.description', { shop: SHOP.name }));
};

const TOC = [
  ['terms-products', 'terms.productsTitle'],
  ['terms-payment', 'terms.paymentTitle'],
  ['terms-returns', 'terms.returnsTitle'],
  ['terms-delivery', 'terms.deliveryTitle'],
  ['terms-gift-cards', 'terms.giftTitle'],
] as const;

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { inShop } = useShopLinks();
  const page = (href: string) => (words: React.ReactNode) => <a {...inShop(href)}>{words}</a>;
  return (
    <InfoPage title={t('terms.title')} intro={t('terms.intro', { shop: SHOP.name })}>
      <nav aria-label={t('info.onThisPage')} className="toc">
        <ul>
          {TOC.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="terms-products">
        <h2 id="terms-products">{t('terms.productsTitle')}</h2>
        <ul>
          <li>{t('terms.productsPkr')}</li>
          <li>{t('terms.productsChange')}</li>
          <li>{t('terms.productsWeight')}</li>
          <li>{t('terms.productsPhotos')}</li>
          <li>{t('terms.productsConfirmed')}</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payment">
        <h2 id="terms-payment">{t('terms.paymentTitle')}</h2>
        <ul>
          <li>{t('terms.paymentGuest')}</li>
          <li>{t('terms.paymentBank', { bank: SHOP_BANK.bankName })}</li>
          <li>{t('terms.paymentShowroom')}</li>
          <li>{t('terms.paymentConfirmed')}</li>
        </ul>
      </section>

      <section aria-labelledby="terms-returns">
        <h2 id="terms-returns">{t('terms.returnsTitle')}</h2>
        <p>
          <Msg id="terms.returns" tags={{ return: page('/returnpolicy'), refund: page('/Refund&Exchange-policy') }} />
        </p>
        <p>{t('terms.returnsUnsure')}</p>
      </section>

      <section aria-labelledby="terms-delivery">
        <h2 id="terms-delivery">{t('terms.deliveryTitle')}</h2>
        <p>
          <Msg
            id="terms.delivery"
            values={{ free: FREE_DELIVERY_DAYS, worldwide: WORLDWIDE_DELIVERY_DAYS }}
            tags={{ delivery: page('/Delivery-policy') }}
          />
        </p>
        <DeliveryFaq countryNames={loaderData.countryNames} />
      </section>

      <section aria-labelledby="terms-gift-cards">
        <h2 id="terms-gift-cards">{t('terms.giftTitle')}</h2>
        <p>{t('terms.giftLead')}</p>
        <GiftCardTerms />
      </section>

      <section aria-labelledby="terms-questions">
        <h2 id="terms-questions">{t('terms.questionsTitle')}</h2>
        <p>
          <Msg
            id="terms.questions"
            values={{ email: SHOP.email }}
            tags={{ ...TEXT_TAGS, contact: page('/contact'), privacy: page('/privacy-policy') }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
