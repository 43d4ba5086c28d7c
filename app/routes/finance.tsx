import { FINANCE_MONTHS } from '../../core/constants';
import { SHOP, whatsappLink } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/finance';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'finance');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(
    t('finance.title'),
    t('finance.description', {
      shop: SHOP.name,
      some: FINANCE_MONTHS.slice(0, -1).join(', '),
      last: String(FINANCE_MONTHS[FINANCE_MONTHS.length - 1]),
    }),
  );
};

export default function Finance() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage title={t('finance.title')} intro={t('finance.intro')}>
      <section>
        <h2>{t('finance.termTitle')}</h2>
        <p>{t('finance.termLead')}</p>
        <ul className="finance-terms">
          {FINANCE_MONTHS.map((months) => (
            <li className="finance-term" key={months}>
              <Msg
                id="finance.term"
                values={{ months: String(months) }}
                tags={{ m: (words) => <span className="finance-months">{words}</span> }}
              />
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{t('finance.applyTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('finance.pieceTitle')}</h3>
            <p>{t('finance.piece')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('finance.talkTitle')}</h3>
            <p>
              <Msg
                id="finance.talk"
                tags={{
                  wa: (words) => (
                    <a href={whatsappLink(t('finance.whatsappText'))} target="_blank" rel="noopener noreferrer">
                      {words}
                    </a>
                  ),
                }}
              />
            </p>
          </li>
          <li>
            <h3 className="steps-title">{t('finance.agreeTitle')}</h3>
            <p>{t('finance.agree')}</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>{t('finance.goodTitle')}</h2>
        <ul>
          <li>{t('finance.prices')}</li>
          <li>{t('finance.direct')}</li>
          <li>
            <Msg
              id="finance.questions"
              values={{ hours: SHOP.hours }}
              tags={{ link: (words) => <a {...inShop('/contact')}>{words}</a> }}
            />
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
