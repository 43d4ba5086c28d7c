import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderTotal } from '../../core/cart';
import { BagLoading, EmptyBag } from '../components/cart/EmptyBag';
import { BillingFields } from '../components/checkout/BillingFields';
import { CheckoutSummary } from '../components/checkout/CheckoutSummary';
import { DeliveryOptions } from '../components/checkout/DeliveryOptions';
import { FieldError } from '../components/forms/Field';
import {
  chargeOf,
  check,
  EMPTY_FORM,
  FIELD_ORDER,
  type CheckoutForm,
  type FieldErrors,
  type FieldName,
} from '../components/checkout/form';
import { PaymentOptions } from '../components/checkout/PaymentOptions';
import { NETWORK_ERROR, newIdempotencyKey, saleFor, sendOrder } from '../components/checkout/send-order';
import { clearCart, refreshCartPrices, saveLastOrder, useCart, useHydrated } from '../lib/cart-store';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta('Checkout', 'Your details, delivery and payment for the pieces in your bag.', [
    { name: 'robots', content: 'noindex' },
  ]);

type Failure = { message: string; reviewBag: boolean };

/**
 * Checkout (docs/behaviour.md §2.8, §4.6, §5.1, §5.2): billing, delivery, order summary, payment, terms, Proceed to
 * Checkout. A refused or lost order keeps the bag and the form (docs/decisions/012-keep-bag-on-failure.md).
 */
export default function Checkout() {
  const hydrated = useHydrated();
  const cart = useCart();
  const navigate = useNavigate();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [slip, setSlip] = useState<File | null>(null);
  const [touched, setTouched] = useState<Set<FieldName>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placed, setPlaced] = useState(false);
  const busy = useRef(false);

  // One Idempotency-Key per checkout attempt, reused after a lost answer; a new one when the bag changes.
  const key = useRef<string | null>(null);
  const bagSignature = cart.map((l) => `${l.id}@${l.Price}`).join('|');
  useEffect(() => {
    key.current = null;
  }, [bagSignature]);

  const checked = useMemo(() => check(form), [form]);
  const charge = chargeOf(form);
  const errorOf = (f: FieldName) => serverErrors[f] ?? (showAll || touched.has(f) ? checked.errors[f] : undefined);
  const shown: FieldErrors = Object.fromEntries(FIELD_ORDER.map((f) => [f, errorOf(f)]).filter(([, e]) => e));

  const edited = (fields: FieldName[]) => {
    setServerErrors((s) => {
      if (!fields.some((f) => s[f])) return s;
      const next = { ...s };
      for (const f of fields) delete next[f];
      return next;
    });
  };
  const patch = (p: Partial<CheckoutForm>) => {
    setForm((f) => ({ ...f, ...p }));
    edited(Object.keys(p) as FieldName[]);
  };
  const blur = (f: FieldName) => setTouched((t) => (t.has(f) ? t : new Set(t).add(f)));

  const showMissing = () => {
    setShowAll(true);
    const first = FIELD_ORDER.find((f) => checked.errors[f]);
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.valid) return showMissing();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    key.current ??= newIdempotencyKey();
    const sale = saleFor(cart, checked.valid.billing, checked.valid.delivery, orderTotal(cart, charge));
    const result = await sendOrder(sale, slip, key.current);
    if (result.kind === 'success') {
      setPlaced(true);
      saveLastOrder({ orderNo: result.orderNo, statusUrl: result.statusUrl });
      clearCart();
      navigate(`/Order-Confirmed?orderNo=${encodeURIComponent(result.orderNo)}`, { state: { received: true } });
      return;
    }
    if (result.kind === 'network') {
      setFailure({ message: NETWORK_ERROR, reviewBag: false });
    } else {
      setServerErrors(result.fields);
      setFailure({ message: result.message, reviewBag: result.status === 409 });
      // Prices follow the day's gold rate: show the bag at today's prices so the guest can confirm again.
      if (result.status === 409) await refreshCartPrices();
    }
    busy.current = false;
    setSending(false);
  };

  if (placed) {
    return (
      <div className="container checkout-page">
        <p role="status" className="form-success">
          Order Received Successfully
        </p>
      </div>
    );
  }
  if (!hydrated)
    return (
      <div className="container">
        <BagLoading title="Checkout" />
      </div>
    );
  if (cart.length === 0)
    return (
      <div className="container">
        <EmptyBag />
      </div>
    );

  return (
    <div className="container checkout-page">
      <h1 className="page-title">Checkout</h1>
      <form className="checkout-layout" noValidate onSubmit={submit} aria-busy={sending || undefined}>
        <div className="checkout-main">
          <BillingFields
            values={form.billing}
            errors={shown}
            onBlur={blur}
            onChange={(name, value) => {
              setForm((f) => ({ ...f, billing: { ...f.billing, [name]: value } }));
              edited([name]);
            }}
          />
          <DeliveryOptions form={form} errors={shown} onPatch={patch} onBlur={blur} />
        </div>
        <div className="checkout-side">
          <CheckoutSummary cart={cart} charge={charge} />
          <PaymentOptions
            slip={slip}
            errors={shown}
            onSlip={(f) => {
              setSlip(f);
              edited(['depositSlip']);
            }}
          />
          <div className="checkout-section place-order">
            <div className={`tick${shown.termsAccepted ? ' has-error' : ''}`}>
              <input
                type="checkbox"
                id="termsAccepted"
                checked={form.termsAccepted}
                aria-invalid={shown.termsAccepted ? true : undefined}
                aria-describedby={shown.termsAccepted ? 'termsAccepted-error' : undefined}
                onChange={(e) => {
                  patch({ termsAccepted: e.target.checked });
                  blur('termsAccepted');
                }}
              />
              <label htmlFor="termsAccepted">
                I have read and agree to the <Link to="/termscondition">terms and conditions</Link> and the{' '}
                <Link to="/privacy-policy">privacy policy</Link>
              </label>
            </div>
            <FieldError id="termsAccepted" error={shown.termsAccepted} />
            {failure ? (
              <div role="alert" className="form-alert">
                <p>{failure.message}</p>
                {failure.reviewBag ? (
                  <p>
                    <Link to="/CartProduct">Review your bag</Link>
                  </p>
                ) : null}
              </div>
            ) : null}
            <button type="submit" className="btn btn-block" disabled={!checked.valid || sending}>
              {sending ? 'Placing your order…' : 'Proceed to Checkout'}
            </button>
            {!checked.valid && !sending ? (
              <p className="muted place-hint">
                Fill in the required fields and tick the terms to place your order.{' '}
                <button type="button" className="link-btn" onClick={showMissing}>
                  Show what is missing
                </button>
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </div>
  );
}
