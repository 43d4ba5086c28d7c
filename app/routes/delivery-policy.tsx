import { DELIVERY_PROMISE_DAYS } from '../../core/delivery';
import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { ChargesTable } from '../components/pages/ChargesTable';
import { FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from '../components/pages/deliveryCharges';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { countryNamesOf } from '../lib/delivery-table.server';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/delivery-policy';

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...wordsOfPage(request, 'delivery'),
  countryNames: countryNamesOf(request),
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(
    t('delivery.title'),
    t('delivery.description', { free: FREE_DELIVERY_DAYS, worldwide: WORLDWIDE_DELIVERY_DAYS, shop: SHOP.name }),
  );
};

export default function DeliveryPolicy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { inShop } = useShopLinks();
  const phone = SHOP.phones[1];
  return (
    <InfoPage title={t('delivery.title')} intro={t('delivery.intro')}>
      <section>
        <h2>{t('delivery.optionsTitle')}</h2>
        <ul className="options">
          <li className="options-item">
            <h3>{t('delivery.freeTitle')}</h3>
            <p>{t('delivery.free', { days: FREE_DELIVERY_DAYS })}</p>
          </li>
          <li className="options-item">
            <h3>{t('delivery.worldwideTitle')}</h3>
            <p>{t('delivery.worldwide', { days: WORLDWIDE_DELIVERY_DAYS })}</p>
          </li>
          <li className="options-item">
            <h3>{t('delivery.collectTitle')}</h3>
            <p>
              <Msg id="delivery.collect" tags={{ link: (words) => <a {...inShop('/clickandcollect')}>{words}</a> }} />
            </p>
          </li>
        </ul>
      </section>

      <section>
        <h2>{t('delivery.daysTitle')}</h2>
        <ul>
          <li>{t('delivery.noSunday')}</li>
          <li>{t('delivery.counted')}</li>
          <li>{t('delivery.promise', DELIVERY_PROMISE_DAYS)}</li>
        </ul>
      </section>

      <section>
        <h2>{t('delivery.chargesTitle')}</h2>
        <p>{t('delivery.chargesLead')}</p>
        <ChargesTable names={loaderData.countryNames} />
        <p>{t('delivery.customs')}</p>
      </section>

      <section>
        <h2>{t('delivery.receivingTitle')}</h2>
        <ul>
          <li>{t('delivery.checkParcel')}</li>
          <li>
            <Msg
              id="delivery.wrong"
              values={{ phone: phone.number, email: SHOP.email }}
              tags={{
                ...TEXT_TAGS,
                tel: (words) => (
                  <a href={`tel:${phone.tel}`} dir="ltr">
                    {words}
                  </a>
                ),
              }}
            />
          </li>
          <li>
            <Msg
              id="delivery.changedMind"
              tags={{
                refund: (words) => <a {...inShop('/Refund&Exchange-policy')}>{words}</a>,
                return: (words) => <a {...inShop('/returnpolicy')}>{words}</a>,
              }}
            />
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
