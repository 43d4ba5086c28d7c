import { useState, type ReactNode } from 'react';
import { GIFT_CARD_MAX } from '../../core/constants';
import { formatPKR } from '../../core/format';
import { SHOP } from '../../core/shop';
import { AmountPicker } from '../components/gift/AmountPicker';
import { GiftCardTerms } from '../components/gift/GiftCardTerms';
import { useGiftCardForms } from '../components/gift/GiftCardForms';
import { InfoPage } from '../components/InfoPage';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/gift-card';

/** The gift card terms' words (GiftCardTerms), in the address's language. */
export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'terms');

export const meta = () =>
  pageMeta(
    'Gift Cards',
    `Give a ${SHOP.name} gift card of up to ${formatPKR(GIFT_CARD_MAX)}: choose the amount, send us your details and the receiver's, and we will arrange it. Online payment is Coming Soon.`,
  );

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
  const [amount, setAmount] = useState('');
  const { amountError, buyerForm, receiverForm } = useGiftCardForms(amount);
  return (
    <InfoPage
      title="Gift Cards"
      intro="A gift card lets someone you love choose their own piece, in our showroom or online. Choose an amount, tell us about you and, if you like, the person receiving it."
    >
      <ol className="gift-steps">
        <Step n={1} title="Choose an amount">
          <AmountPicker id="gift-amount" amount={amount} onAmount={setAmount} error={amountError} />
        </Step>
        <Step n={2} title="Your details">
          {buyerForm}
        </Step>
        <Step n={3} title="Gift card terms">
          <GiftCardTerms />
        </Step>
        <Step n={4} title="Receiver details (optional)">
          <p className="muted">
            Sending the card to someone else? Tell us who receives it and we will deliver it to them.
          </p>
          {receiverForm}
        </Step>
      </ol>
      <div className="gift-checkout">
        <button type="button" className="btn" disabled aria-describedby="gift-checkout-note">
          Proceed To Checkout <span className="soon">Coming Soon</span>
        </button>
        <p id="gift-checkout-note" className="muted">
          Paying for gift cards online is coming soon. Send your details above and we will call you to arrange payment,
          or buy a gift card in the showroom.
        </p>
      </div>
    </InfoPage>
  );
}
