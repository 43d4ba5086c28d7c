import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/gift-wrapping';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'wrapping');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('wrap.title'), t('wrap.description', { shop: SHOP.name }));
};

export default function GiftWrapping() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage title={t('wrap.title')} intro={t('wrap.intro')}>
      <section>
        <h2>{t('wrap.howTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('wrap.orderTitle')}</h3>
            <p>{t('wrap.order')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('wrap.tellTitle')}</h3>
            <p>
              <Msg
                id="wrap.tell"
                values={{ email: SHOP.email }}
                tags={{
                  ...TEXT_TAGS,
                  wa: (words) => (
                    <a href={whatsappLink(t('wrap.whatsappText'))} target="_blank" rel="noopener noreferrer">
                      {words}
                    </a>
                  ),
                }}
              />
            </p>
          </li>
          <li>
            <h3 className="steps-title">{t('wrap.careTitle')}</h3>
            <p>{t('wrap.care')}</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>{t('wrap.sendTitle')}</h2>
        <ul>
          <li>{t('wrap.sendAddress')}</li>
          <li>
            <Msg id="wrap.sendDelivery" tags={{ link: (words) => <a {...inShop('/Delivery-policy')}>{words}</a> }} />
          </li>
          <li>
            <Msg id="wrap.sendCollect" tags={{ link: (words) => <a {...inShop('/clickandcollect')}>{words}</a> }} />
          </li>
        </ul>
      </section>

      <section>
        <h2>{t('wrap.unsureTitle')}</h2>
        <p>
          <Msg
            id="wrap.unsure"
            tags={{
              ring: (words) => <a {...inShop('/ring-size')}>{words}</a>,
              bangle: (words) => <a {...inShop('/bangles-bracelets-size-guide')}>{words}</a>,
            }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
