import { useState, type ReactNode } from 'react';
import { GIFT_CARD_MAX } from '../../core/constants';
import { formatPKR } from '../../core/format';
import { SHOP } from '../../core/shop';
import { AmountPicker } from '../components/gift/AmountPicker';
import { GiftCardTerms } from '../components/gift/GiftCardTerms';
import { useGiftCardForms } from '../components/gift/GiftCardForms';
import { InfoPage } from '../components/InfoPage';
import { metaT, useT } from '../lib/i18n';
import { wordsOfPages } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/gift-card';

/** The page's words and the gift card terms' (GiftCardTerms), in the address's language. */
export const loader = ({ request }: Route.LoaderArgs) => wordsOfPages(request, 'giftCard', 'terms');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('giftCard.title'), t('giftCard.description', { shop: SHOP.name, max: formatPKR(GIFT_CARD_MAX) }));
};

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="gift-step">
      <section aria-labelledby={`gift-step-${n}`}>
        <h2 id={`gift-step-${n}`}>
          <span className="step-no" aria-hidden="true">
            {n}
          </span>{' '}
          {title}
        </h2>
        {children}
      </section>
    </li>
  );
}

/** docs/behaviour.md §2.15 gift card: four numbered sections and a Proceed To Checkout button marked Coming Soon. */
export default function GiftCard() {
  const t = useT();
  const [amount, setAmount] = useState('');
  const { amountError, buyerForm, receiverForm } = useGiftCardForms(amount);
  return (
    <InfoPage title={t('giftCard.title')} intro={t('giftCard.intro')}>
      <ol className="gift-steps">
        <Step n={1} title={t('giftCard.amountTitle')}>
          <AmountPicker id="gift-amount" amount={amount} onAmount={setAmount} error={amountError} />
        </Step>
        <Step n={2} title={t('giftCard.detailsTitle')}>
          {buyerForm}
        </Step>
        <Step n={3} title={t('giftCard.termsTitle')}>
          <GiftCardTerms />
        </Step>
        <Step n={4} title={t('giftCard.receiverTitle')}>
          <p className="muted">{t('giftCard.receiverNote')}</p>
          {receiverForm}
        </Step>
      </ol>
      <div className="gift-checkout">
        <button type="button" className="btn" disabled aria-describedby="gift-checkout-note">
          {t('giftCard.checkout')} <span className="soon">{t('giftCard.comingSoon')}</span>
        </button>
        <p id="gift-checkout-note" className="muted">
          {t('giftCard.checkoutNote')}
        </p>
      </div>
    </InfoPage>
  );
}
