import type { ReactNode } from 'react';
import { SHOP_BANK } from '../../../core/bank';
import { formatPKR } from '../../../core/format';
import { payLaterSentence, paymentWay } from '../../../core/how-to-pay';
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

/** One detail of the account, its text selectable as it is, with its copy button. */
function Detail({ id, label, shown, copied }: { id: string; label: string; shown: string; copied: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span id={id} className="how-to-pay-value">
          {shown}
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
  const way = paymentWay({ paymentMethod, status, toPay });
  if (way === 'none') return null;
  const amount = formatPKR(toPay);
  return (
    <section className="how-to-pay" id="payment" aria-labelledby="how-to-pay-title">
      <h2 id="how-to-pay-title">{way === 'paid-in-full' ? 'Payment' : 'How to pay'}</h2>
      {way === 'paid-in-full' ? (
        <p className="how-to-pay-paid">
          <strong>Paid in full</strong>: thank you, we have received {formatPKR(paid)}.
        </p>
      ) : way === 'bank-transfer' ? (
        <>
          <p>
            Please pay <strong>{amount}</strong> by bank transfer (online banking, an ATM or at any branch) to:
          </p>
          <dl className="how-to-pay-details">
            <Detail
              id="pay-title"
              label="Account title"
              shown={SHOP_BANK.accountTitle}
              copied={SHOP_BANK.accountTitle}
            />
            <Detail id="pay-bank" label="Bank" shown={SHOP_BANK.bankName} copied={SHOP_BANK.bankName} />
            <Detail
              id="pay-account"
              label="Account number"
              shown={SHOP_BANK.accountNumber}
              copied={digits(SHOP_BANK.accountNumber)}
            />
            <Detail id="pay-iban" label="IBAN" shown={SHOP_BANK.iban} copied={digits(SHOP_BANK.iban)} />
            <Detail id="pay-amount" label="Amount to pay" shown={amount} copied={String(toPay)} />
            <Detail id="pay-reference" label="Reference" shown={orderNo} copied={orderNo} />
          </dl>
          <p className="how-to-pay-note">
            Write your order number <strong>{orderNo}</strong> as the reference.
            {paid > 0 ? ` We have received ${formatPKR(paid)} so far.` : ''}
          </p>
          {heldUntil ? (
            <p className="how-to-pay-note">
              We hold your pieces until <strong>{heldUntil}</strong> (Pakistan time). An order not paid by then is
              cancelled.
            </p>
          ) : null}
        </>
      ) : (
        <p className="how-to-pay-sentence">{payLaterSentence(way, amount)}</p>
      )}
      {children}
    </section>
  );
}
