import { DELIVERY_PROMISE_DAYS, MADE_TO_ORDER_DAYS } from '../../../core/delivery';
import { Msg, useShopLinks, useT } from '../../lib/i18n';
import { Accordion } from '../Accordion';
import { ChargesTable } from './ChargesTable';
import { FREE_DELIVERY_DAYS, WORLDWIDE_DELIVERY_DAYS } from './deliveryCharges';
import { TEXT_TAGS } from './tags';

/**
 * Delivery questions and answers (docs/behaviour.md §9.7 delivery facts) in an accordion; its words are the delivery
 * policy's (core/messages/en/pages-delivery.ts), which the page drawing it sends with the countries' names.
 */
export function DeliveryFaq({ countryNames }: { countryNames: Readonly<Record<string, string>> | null }) {
  const t = useT();
  const { inShop } = useShopLinks();
  const collect = { link: (words: React.ReactNode) => <a {...inShop('/clickandcollect')}>{words}</a> };
  return (
    <Accordion
      className="faq"
      items={[
        {
          id: 'nationwide',
          title: t('delivery.faqNationwideQ'),
          content: (
            <p>
              <Msg id="delivery.faqNationwideA" values={{ days: FREE_DELIVERY_DAYS }} tags={TEXT_TAGS} />
            </p>
          ),
        },
        {
          id: 'worldwide',
          title: t('delivery.faqWorldwideQ'),
          content: <p>{t('delivery.faqWorldwideA', { days: WORLDWIDE_DELIVERY_DAYS })}</p>,
        },
        {
          id: 'charges',
          title: t('delivery.faqChargesQ'),
          content: (
            <>
              <p>{t('delivery.faqChargesA')}</p>
              <ChargesTable names={countryNames} />
            </>
          ),
        },
        { id: 'sunday', title: t('delivery.faqSundayQ'), content: <p>{t('delivery.faqSundayA')}</p> },
        {
          id: 'collect',
          title: t('delivery.faqCollectQ'),
          content: (
            <p>
              <Msg id="delivery.faqCollectA" tags={collect} />
            </p>
          ),
        },
        {
          id: 'made-to-size',
          title: t('delivery.faqMadeQ', { days: MADE_TO_ORDER_DAYS }),
          content: <p>{t('delivery.promise', DELIVERY_PROMISE_DAYS)}</p>,
        },
      ]}
    />
  );
}
