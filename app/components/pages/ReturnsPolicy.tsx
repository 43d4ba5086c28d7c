import type { MetaArgs } from 'react-router';
import { SHOP, whatsappLink } from '../../../core/shop';
import type { MessageKey } from '../../../core/messages';
import { InfoPage } from '../InfoPage';
import { metaT, Msg, useShopLinks, useT } from '../../lib/i18n';
import { pageMeta } from '../../lib/meta';
import { TEXT_TAGS } from './tags';

/*
 * The shop's one policy on returns, exchanges, refunds and repairs (docs/behaviour.md §2.2 /returnpolicy and
 * /Refund&Exchange-policy, docs/decisions/087): both pages draw this, word for word, so a guest reads the same rules
 * on either. Which rule applies when: 2 days from delivery to ask for an exchange, 30 days (14 for sale and pre-owned
 * pieces) to return an unused piece for a refund, six months for repairs; gold taken back later at the day's rate.
 * Its words, in either language, are the page's own (core/messages/en/pages-returns.ts, docs/decisions/099).
 */

type TitleKey = Extract<MessageKey, 'returns.returnTitle' | 'returns.refundTitle'>;

/** Each page keeps its own title (the footer's words); what follows the title is the same on both. */
export const returnsMeta =
  (title: TitleKey) =>
  ({ matches }: Pick<MetaArgs, 'matches'>) => {
    const t = metaT(matches);
    return pageMeta(t(title), t('returns.description', { shop: SHOP.name }));
  };

const ITEMS = {
  glance: [
    'returns.glanceExchange',
    'returns.glanceReturn',
    'returns.glanceRefund',
    'returns.glanceRepair',
    'returns.glanceGold',
  ],
  returns: ['returns.returns30', 'returns.returns14', 'returns.returnsUnused', 'returns.returnsShipping'],
  exchanges: ['returns.exchanges2', 'returns.exchangesValue', 'returns.exchangesMissed'],
  refunds: ['returns.refundsTime', 'returns.refundsAccount'],
  exclusions: [
    'returns.exclusionSilver',
    'returns.exclusionStones',
    'returns.exclusionWatches',
    'returns.exclusionCustom',
    'returns.exclusionUsed',
  ],
} as const satisfies Record<string, readonly MessageKey[]>;

function Items({ keys }: { keys: readonly MessageKey[] }) {
  return keys.map((key) => (
    <li key={key}>
      <Msg id={key} tags={TEXT_TAGS} />
    </li>
  ));
}

export function ReturnsPolicy({ title }: { title: TitleKey }) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage title={t(title)} intro={t('returns.intro')}>
      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">{t('returns.glanceTitle')}</h2>
        <ul>
          <Items keys={ITEMS.glance} />
        </ul>
      </section>

      <section>
        <h2>{t('returns.returnsTitle')}</h2>
        <ul>
          <Items keys={ITEMS.returns} />
        </ul>
      </section>

      <section>
        <h2>{t('returns.exchangesTitle')}</h2>
        <ul>
          <Items keys={ITEMS.exchanges} />
        </ul>
      </section>

      <section>
        <h2>{t('returns.refundsTitle')}</h2>
        <ul>
          <Items keys={ITEMS.refunds} />
        </ul>
      </section>

      <section>
        <h2>{t('returns.goldTitle')}</h2>
        <p>
          <Msg id="returns.gold" tags={TEXT_TAGS} />
        </p>
      </section>

      <section>
        <h2>{t('returns.repairsTitle')}</h2>
        <p>
          <Msg id="returns.repairs" tags={TEXT_TAGS} />
        </p>
      </section>

      <section>
        <h2>{t('returns.exclusionsTitle')}</h2>
        <p>{t('returns.exclusionsLead')}</p>
        <ul className="policy-exclusions">
          <Items keys={ITEMS.exclusions} />
        </ul>
        <p>{t('returns.exclusionsFault')}</p>
      </section>

      <section>
        <h2>{t('returns.howTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('returns.stepTellTitle')}</h3>
            <p>
              <Msg
                id="returns.stepTell"
                values={{ email: SHOP.email }}
                tags={{
                  ...TEXT_TAGS,
                  wa: (words) => (
                    <a href={whatsappLink(t('returns.whatsappText'))} target="_blank" rel="noopener noreferrer">
                      {words}
                    </a>
                  ),
                  link: (words) => <a {...inShop('/contact')}>{words}</a>,
                }}
              />
            </p>
          </li>
          <li>
            <h3 className="steps-title">{t('returns.stepSendTitle')}</h3>
            <p>{t('returns.stepSend')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('returns.stepDoneTitle')}</h3>
            <p>{t('returns.stepDone')}</p>
          </li>
        </ol>
      </section>
    </InfoPage>
  );
}
