import { SHOP } from '../../core/shop';
import type { MessageKey } from '../../core/messages';
import { InfoPage } from '../components/InfoPage';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/privacy-policy';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'privacy');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('privacy.title'), t('privacy.description', { shop: SHOP.name }));
};

function List({ keys }: { keys: readonly MessageKey[] }) {
  const t = useT();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

export default function PrivacyPolicy() {
  const t = useT();
  const { inShop } = useShopLinks();
  const contact = (words: React.ReactNode) => <a {...inShop('/contact')}>{words}</a>;
  return (
    <InfoPage title={t('privacy.title')} intro={t('privacy.intro', { shop: SHOP.name })}>
      <section>
        <h2>{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collectLead')}</p>
        <ul>
          {(['privacy.collectOrder', 'privacy.collectInquiry', 'privacy.collectSize'] as const).map((key) => (
            <li key={key}>
              <Msg id={key} tags={TEXT_TAGS} />
            </li>
          ))}
        </ul>
        <p>{t('privacy.collectPhotos')}</p>
      </section>

      <section>
        <h2>{t('privacy.useTitle')}</h2>
        <List
          keys={[
            'privacy.useOrder',
            'privacy.useReply',
            'privacy.useNewsletter',
            'privacy.useIdentity',
            'privacy.useLaw',
          ]}
        />
      </section>

      <section>
        <h2>{t('privacy.shareTitle')}</h2>
        <p>{t('privacy.shareLead')}</p>
        <List keys={['privacy.shareCourier', 'privacy.shareBank', 'privacy.shareMail', 'privacy.shareLaw']} />
      </section>

      <section>
        <h2>{t('privacy.cookiesTitle')}</h2>
        <ul>
          <li>{t('privacy.cookiesBag')}</li>
          <li>{t('privacy.cookiesToken')}</li>
          <li>{t('privacy.cookiesNoAds')}</li>
          <li>
            <Msg id="privacy.cookiesOthers" tags={{ contact }} />
          </li>
        </ul>
      </section>

      <section>
        <h2>{t('privacy.rightsTitle')}</h2>
        <p>{t('privacy.rightsLead')}</p>
        <List keys={['privacy.rightsTell', 'privacy.rightsCorrect', 'privacy.rightsDelete', 'privacy.rightsStop']} />
        <p>
          <Msg id="privacy.rightsWrite" values={{ email: SHOP.email }} tags={{ ...TEXT_TAGS, contact }} />
        </p>
      </section>

      <section>
        <h2>{t('privacy.updatesTitle')}</h2>
        <p>{t('privacy.updates')}</p>
      </section>
    </InfoPage>
  );
}
