import { useEffect, useRef, useState } from 'react';
import { SHOP_BANK } from '../../core/bank';
import { localeOfPath } from '../../core/locale';
import { useNavigate, type MetaArgs } from 'react-router';
import { orderTotal } from '../../core/cart';
import { BagLoading, EmptyBag } from '../components/cart/EmptyBag';
import { TakenOutNotice, useRecheck } from '../components/cart/TakenOutNotice';
import { BillingFields } from '../components/checkout/BillingFields';
import { CheckoutSummary } from '../components/checkout/CheckoutSummary';
import { DeliveryOptions } from '../components/checkout/DeliveryOptions';
import { chargeOf, checkoutStart } from '../components/checkout/form';
import { PaymentOptions } from '../components/checkout/PaymentOptions';
import { CheckboxField } from '../components/forms/Field';
import { lazySchema } from '../components/forms/lazy-schema';
import { SubmitBar } from '../components/forms/SubmitBar';
import { useSchemaForm } from '../components/forms/useSchemaForm';
import { clearCart, saveLastOrder, useCart, useHydrated } from '../lib/cart-store';
import { metaT, Msg, usePageWords, useShopLinks, useT } from '../lib/i18n';
import { deliveryTable } from '../lib/delivery-table.server';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import { paymentNotesIn } from '../lib/payment-notes.server';
import type { Route } from './+types/checkout';

export const meta = ({ matches }: MetaArgs) => {
  const t = metaT(matches);
  return pageMeta(t('checkout.metaTitle'), t('checkout.metaDescription'), [{ name: 'robots', content: 'noindex' }]);
};

/**
 * The ways to pay the owner offers (docs/behaviour.md §4.5), read on the server: the page is kept a minute at most, and
 * saving the settings clears the kept pages. The shop's account and the delivery charges and countries come with them,
 * as data rather than code: the page's first-load JS is at its budget.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const offered = await context.services.paymentOptions();
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    offered,
    notes: paymentNotesIn(locale, offered),
    bank: SHOP_BANK,
    delivery: deliveryTable(locale),
    ...wordsOfPage(request, 'checkout'),
  };
}

/** The schema and the order's send, loaded with zod after first paint (docs/decisions/041). */
const rules = () => import('../components/checkout/rules');
const CHECKOUT = lazySchema(() => rules().then((m) => m.CheckoutSchema));

/**
 * Checkout (docs/behaviour.md §2, §4, §5): billing, delivery, order summary, payment, terms, Proceed to Checkout,
 * with the form kit and core's CheckoutSchema. A refused or lost order keeps the bag and the form
 * (docs/decisions/012-keep-bag-on-failure.md).
 */
export default function Checkout({ loaderData: { offered, notes, bank, delivery } }: Route.ComponentProps) {
  const t = useT();
  const words = usePageWords();
  const { inShop, to, locale } = useShopLinks();
  const hydrated = useHydrated();
  const cart = useCart();
  useRecheck('cart', rules);
  const navigate = useNavigate();
  const [slip, setSlip] = useState<File | null>(null);
  const [reviewBag, setReviewBag] = useState(false);
  const confirmation = useRef('');

  // One Idempotency-Key per checkout attempt, reused after a lost answer; a new one when the bag changes.
  const key = useRef<string | null>(null);
  const bagSignature = cart.map((l) => `${l.id}@${l.Price}`).join('|');
  useEffect(() => {
    key.current = null;
  }, [bagSignature]);

  const form = useSchemaForm({
    id: 'checkout',
    initial: checkoutStart(delivery),
    schema: CHECKOUT,
    extraFields: ['depositSlip'],
    send: async (checkout) => {
      // Loaded with the schema already, which the form waited for.
      const { newIdempotencyKey, orderFor, recheckPieces, sayRefusal, sendOrder } = await rules();
      setReviewBag(false);
      key.current ??= newIdempotencyKey();
      const total = orderTotal(cart, chargeOf(delivery, form.values));
      const order = orderFor(checkout, cart, total, undefined, locale);
      // The slip goes with a bank transfer only (one chosen before another way was picked stays behind).
      const bank = checkout.selectedPaymentMethod === 'bacs_allied_bank';
      const result = await sendOrder(order, bank ? slip : null, key.current);
      if (result.kind === 'placed') {
        saveLastOrder({ orderNo: result.orderNo, statusUrl: result.statusUrl });
        confirmation.current = result.confirmation;
        return { kind: 'done', message: t('checkout.received') };
      }
      // Prices follow the day's gold rate, and a piece may have gone to another guest meanwhile (docs/behaviour.md
      // §4.13): show the bag at today's prices, its gone pieces taken out and named (§4.1), to confirm again.
      if (result.status === 409 || result.outcome.fields.Stock) {
        setReviewBag(true);
        await recheckPieces('cart');
      }
      // The API says it in English; the page says it in its own language (docs/decisions/106).
      return sayRefusal(result.outcome, words);
    },
    onDone: () => {
      clearCart();
      navigate(to(confirmation.current), { state: { received: true } });
    },
  });
  const sending = form.status === 'sending';

  if (form.status === 'done') {
    return (
      <div className="container checkout-page">
        <p role="status" className="form-success">
          {form.message}
        </p>
      </div>
    );
  }
  if (!hydrated)
    return (
      <div className="container">
        <BagLoading title={t('checkout.title')} />
      </div>
    );
  if (cart.length === 0)
    return (
      <div className="container">
        <TakenOutNotice list="cart" />
        <EmptyBag />
      </div>
    );

  return (
    <div className="container checkout-page">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <TakenOutNotice list="cart" />
      <form className="checkout-layout" noValidate onSubmit={form.submit} aria-busy={sending || undefined}>
        <div className="checkout-main">
          <BillingFields form={form} />
          <DeliveryOptions form={form} table={delivery} />
        </div>
        <div className="checkout-side">
          <CheckoutSummary cart={cart} charge={chargeOf(delivery, form.values)} />
          <PaymentOptions
            form={form}
            offered={offered}
            notes={notes}
            bank={bank}
            total={orderTotal(cart, chargeOf(delivery, form.values))}
            slip={slip}
            onSlip={(f) => {
              setSlip(f);
              form.edited('depositSlip');
            }}
          />
          <div className="checkout-section place-order">
            <CheckboxField
              {...form.checkbox('termsAccepted')}
              label={
                <Msg
                  id="checkout.terms"
                  tags={{
                    terms: (w) => <a {...inShop('/termscondition')}>{w}</a>,
                    privacy: (w) => <a {...inShop('/privacy-policy')}>{w}</a>,
                  }}
                />
              }
            />
            {form.status === 'failed' ? (
              <div role="alert" className="form-alert">
                <p>{form.message}</p>
                {reviewBag ? (
                  <p>
                    <a {...inShop('/CartProduct')}>{t('checkout.reviewBag')}</a>
                  </p>
                ) : null}
              </div>
            ) : null}
            <SubmitBar
              wide
              valid={form.valid}
              sending={sending}
              label={t('checkout.proceed')}
              sendingLabel={t('checkout.placing')}
              hint={t('checkout.hint')}
              showMissing={form.showMissing}
            />
          </div>
        </div>
      </form>
    </div>
  );
}
