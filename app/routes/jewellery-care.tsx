import { SHOP } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/jewellery-care';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'care');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('care.title'), t('care.description'));
};

export default function JewelleryCare() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage title={t('care.title')} intro={t('care.intro')}>
      <section>
        <h2>{t('care.generalTitle')}</h2>
        <ul>
          <li>{t('care.last')}</li>
          <li>{t('care.takeOff')}</li>
          <li>{t('care.store')}</li>
          <li>{t('care.dry')}</li>
          <li>{t('care.check')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('care.goldTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('care.soakTitle')}</h3>
            <p>{t('care.soak')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('care.brushTitle')}</h3>
            <p>{t('care.brush')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('care.rinseTitle')}</h3>
            <p>{t('care.rinse')}</p>
          </li>
        </ol>
        <p>{t('care.goldAvoid')}</p>
      </section>

      <section>
        <h2>{t('care.silverTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('care.polishTitle')}</h3>
            <p>{t('care.polish')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('care.washTitle')}</h3>
            <p>{t('care.wash')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('care.dryAtOnceTitle')}</h3>
            <p>{t('care.dryAtOnce')}</p>
          </li>
        </ol>
        <p>{t('care.silverStore')}</p>
      </section>

      <section>
        <h2>{t('care.proTitle')}</h2>
        <p>
          <Msg
            id="care.pro"
            values={{ hours: SHOP.hours }}
            tags={{ link: (words) => <a {...inShop('/contact')}>{words}</a> }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
