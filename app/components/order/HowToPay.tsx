import type { ReactNode } from 'react';
import { SHOP_BANK } from '../../../core/bank';
import { formatPKR } from '../../../core/format';
import { paymentWay, type PaymentWay } from '../../../core/how-to-pay';
import { Msg, useT, type Translate } from '../../lib/i18n';
import { CopyButton } from './CopyButton';

export interface HowToPayProps {
  orderNo: string;
  /** The way to pay chosen at checkout (core/payments.ts). */
  paymentMethod: string;
  status: string;
  /** What the ledger says is paid, and what is still to pay. */
  paid: number;
  toPay: number;
  /** Until when the pieces are held, in words in Pakistan's time (the loader writes it), or null: not shown. */
  heldUntil: string | null;
  /** Under the details: the status page's slip form. */
  children?: ReactNode;
}

/** Words in bold that keep their own direction inside the other language's (an order number, an amount). */
export const strongIsolated = (words: ReactNode) => (
  <strong>
    <bdi>{words}</bdi>
  </strong>
);

/** The sentence for a way to pay without bank details (core/how-to-pay.ts `payLaterSentence`, in the page's words). */
const payLater = (t: Translate, way: PaymentWay, amount: string) =>
  way === 'at-showroom'
    ? t('pay.atShowroom', { amount })
    : way === 'on-delivery'
      ? t('pay.onDelivery', { amount })
      : t('pay.stillToPay', { amount });

/** One detail of the account, its text selectable as it is, with its copy button. */
function Detail({ id, label, shown, copied }: { id: string; label: string; shown: string; copied: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span id={id} className="how-to-pay-value">
          <bdi dir="ltr">{shown}</bdi>
        </span>
        <CopyButton text={copied} what={label} target={id} />
      </dd>
    </div>
  );
}

const digits = (s: string) => s.replace(/\s+/g, '');

/**
 * How to pay what is still to pay (docs/behaviour.md §4.16), on the confirmation and status pages: for a bank transfer
 * the account's title, bank, number and IBAN, the amount and the order number as the reference, each with a copy
 * button, and until when the pieces are held; for the showroom or delivery one sentence; 'Paid in full' once the
 * ledger says so; nothing for a cancelled order.
 */
export function HowToPay({ orderNo, paymentMethod, status, paid, toPay, heldUntil, children }: HowToPayProps) {
  const t = useT();
  const way = paymentWay({ paymentMethod, status, toPay });
  if (way === 'none') return null;
  const amount = formatPKR(toPay);
  return (
    <section className="how-to-pay" id="payment" aria-labelledby="how-to-pay-title">
      <h2 id="how-to-pay-title">{way === 'paid-in-full' ? t('pay.titlePaid') : t('pay.title')}</h2>
      {way === 'paid-in-full' ? (
        <p className="how-to-pay-paid">
          <Msg id="pay.paidInFull" values={{ paid: formatPKR(paid) }} tags={{ b: (w) => <strong>{w}</strong> }} />
        </p>
      ) : way === 'bank-transfer' ? (
        <>
          <p>
            <Msg id="pay.byTransfer" values={{ amount }} tags={{ b: strongIsolated }} />
          </p>
          <dl className="how-to-pay-details">
            <Detail
              id="pay-title"
              label={t('pay.accountTitle')}
              shown={SHOP_BANK.accountTitle}
              copied={SHOP_BANK.accountTitle}
            />
            <Detail id="pay-bank" label={t('pay.bank')} shown={SHOP_BANK.bankName} copied={SHOP_BANK.bankName} />
            <Detail
              id="pay-account"
              label={t('pay.accountNumber')}
              shown={SHOP_BANK.accountNumber}
              copied={digits(SHOP_BANK.accountNumber)}
            />
            <Detail id="pay-iban" label={t('pay.iban')} shown={SHOP_BANK.iban} copied={digits(SHOP_BANK.iban)} />
            <Detail id="pay-amount" label={t('pay.amount')} shown={amount} copied={String(toPay)} />
            <Detail id="pay-reference" label={t('pay.reference')} shown={orderNo} copied={orderNo} />
          </dl>
          <p className="how-to-pay-note">
            <Msg
              id="pay.writeReference"
              values={{ orderNo, paid: paid > 0 ? formatPKR(paid) : 'none' }}
              tags={{ b: strongIsolated }}
            />
          </p>
          {heldUntil ? (
            <p className="how-to-pay-note">
              <Msg id="pay.heldUntil" values={{ until: heldUntil }} tags={{ b: strongIsolated }} />
            </p>
          ) : null}
        </>
      ) : (
        <p className="how-to-pay-sentence">{payLater(t, way, amount)}</p>
      )}
      {children}
    </section>
  );
}
