import type { ReactNode } from 'react';
import { SHOP, fullAddress } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/click-and-collect';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'collect');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('collect.title'), t('collect.description', { shop: SHOP.name }));
};

export default function ClickAndCollect() {
  const t = useT();
  const { inShop } = useShopLinks();
  const contact = (words: ReactNode) => <a {...inShop('/contact')}>{words}</a>;
  return (
    <InfoPage title={t('collect.title')} intro={t('collect.intro')}>
      <section>
        <h2>{t('collect.howTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('collect.chooseTitle')}</h3>
            <p>{t('collect.choose')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('collect.waitTitle')}</h3>
            <p>{t('collect.wait')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('collect.visitTitle')}</h3>
            <p>{t('collect.visit', { hours: SHOP.hours })}</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>{t('collect.bringTitle')}</h2>
        <p>{t('collect.bringLead')}</p>
        <ul className="checklist">
          <li>{t('collect.bringEmail')}</li>
          <li>{t('collect.bringCard')}</li>
          <li>{t('collect.bringId')}</li>
        </ul>
        <p>
          <Msg id="collect.nobodyElse" tags={{ link: contact }} />
        </p>
      </section>

      <section>
        <h2>{t('collect.whereTitle')}</h2>
        <address className="collect-address">
          <bdi>{fullAddress()}</bdi>
        </address>
        <p>
          <Msg id="collect.where" values={{ hours: SHOP.hours }} tags={{ link: contact }} />
        </p>
      </section>

      <section>
        <h2>{t('collect.questionsTitle')}</h2>
        <p>
          <Msg
            id="collect.questions"
            values={{ phone: SHOP.phones[0].number, email: SHOP.email }}
            tags={{
              ...TEXT_TAGS,
              tel: (words) => (
                <a href={`tel:${SHOP.phones[0].tel}`} dir="ltr">
                  {words}
                </a>
              ),
              terms: (words) => <a {...inShop('/termscondition')}>{words}</a>,
              return: (words) => <a {...inShop('/returnpolicy')}>{words}</a>,
            }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
