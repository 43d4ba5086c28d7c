import {
  BuyBackSettingsSchema,
  PaymentSettingsSchema,
  TaxSettingsSchema,
  type ShopSettings,
} from '../../../core/shop-settings';
import { change } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { CheckboxField, Field } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { backOfficeLoader } from '../../lib/admin-access';
import type { Route } from './+types/settings';

export const meta = () => [{ title: 'Settings | Zewar back office' }];

/** docs/behaviour.md §11.15: the owner's settings; staff are refused the page (403) and the API alike. */
export const loader = backOfficeLoader('owner', async (_: Route.LoaderArgs, { backOffice }) => ({
  settings: await backOffice.settings(),
}));

/** 150000 → "150,000", as the limit is typed back (the schema reads it either way). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** A tick box with a line under it saying what it does. */
function Way({
  id,
  hint,
  ...box
}: { id: string; hint: string } & Omit<Parameters<typeof CheckboxField>[0], 'id' | 'aria-describedby'>) {
  return (
    <div className="settings-way">
      <CheckboxField id={id} aria-describedby={`${id}-hint`} {...box} />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  );
}

function PaymentsForm({ stored }: { stored: ShopSettings['payments'] }) {
  const form = useSchemaForm({
    id: 'pay',
    initial: {
      payAtShowroom: stored.payAtShowroom,
      cashOnDelivery: stored.cashOnDelivery,
      cashOnDeliveryLimit: grouped(stored.cashOnDeliveryLimit),
    },
    schema: PaymentSettingsSchema,
    keepValues: true,
    send: (s) => change('PUT', '/settings/payments', s, 'Saved: checkout offers these ways to pay now.'),
  });
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="ways-to-pay" className="admin-card admin-form">
      <h2 id="ways-to-pay">Ways to pay</h2>
      <p className="muted">What checkout offers guests. Every new order waits for its payment and holds its pieces.</p>
      <Way
        id="pay-bank"
        label="Bank transfer"
        checked
        readOnly
        disabled
        hint="Always offered: the bank details are shown at checkout and in the order mail."
      />
      <Way
        {...form.checkbox('payAtShowroom')}
        label="Pay at the showroom"
        hint="Offered on Click and Collect orders: the guest pays when collecting, and the pieces are held to the end of the collection day."
      />
      <Way
        {...form.checkbox('cashOnDelivery')}
        label="Pay on delivery within Pakistan"
        hint="Offered on deliveries within Pakistan up to the total below; staff confirm each order by phone before it is sent."
      />
      <Field
        {...form.field('cashOnDeliveryLimit')}
        label="Largest order total for pay on delivery (PKR)"
        inputMode="numeric"
        autoComplete="off"
        hint="Pay on delivery is offered only for orders up to this total."
      />
      <Way
        id="pay-card"
        label={
          <>
            Credit / debit card <span className="soon">Coming Soon</span>
          </>
        }
        checked={false}
        readOnly
        disabled
        hint="Shown at checkout as Coming Soon; it cannot be chosen yet."
      />
      <div className="admin-actions">
        <FormFoot form={form} label="Save ways to pay" hint="Check the limit to save." sendingLabel="Saving…" />
      </div>
    </form>
  );
}

function TaxForm({ stored }: { stored: ShopSettings['tax'] }) {
  const form = useSchemaForm({
    id: 'tax',
    initial: { ntn: stored.ntn, strn: stored.strn },
    schema: TaxSettingsSchema,
    keepValues: true,
    send: (s) => change('PUT', '/settings/tax', s, 'Saved: invoices carry these numbers now.'),
  });
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="tax-numbers" className="admin-card admin-form">
      <h2 id="tax-numbers">Tax numbers on invoices</h2>
      <Field
        {...form.field('ntn')}
        label="NTN"
        optional
        autoComplete="off"
        hint="National Tax Number: 7 digits and a check digit, e.g. 1234567-8. Leave it empty if the shop has none."
      />
      <Field
        {...form.field('strn')}
        label="STRN"
        optional
        autoComplete="off"
        hint="Sales Tax Registration Number: 13 digits, e.g. 03-01-9999-001-23. Leave it empty if the shop has none."
      />
      <div className="admin-actions">
        <FormFoot form={form} label="Save tax numbers" hint="Check the numbers to save." sendingLabel="Saving…" />
      </div>
    </form>
  );
}

function BuyBackForm({ stored }: { stored: ShopSettings['buyBack'] }) {
  const form = useSchemaForm({
    id: 'buy',
    initial: {
      goldCashDeduction: String(stored.goldCashDeduction),
      goldExchangeDeduction: String(stored.goldExchangeDeduction),
      silverDeduction: String(stored.silverDeduction),
      stonesPaid: stored.stonesPaid,
      silverRatePerTola: stored.silverRatePerTola === null ? '' : grouped(stored.silverRatePerTola),
    },
    schema: BuyBackSettingsSchema,
    keepValues: true,
    send: (s) => change('PUT', '/settings/buy-back', s, 'Saved: the old gold and zakat pages use these figures now.'),
  });
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="buy-back" className="admin-card admin-form">
      <h2 id="buy-back">Old gold and silver</h2>
      <p className="muted">
        What the shop pays for old gold and silver, shown to guests on the old gold page, the zakat estimate and each
        piece&apos;s buy-back terms. Gold is valued at the day&apos;s gold rate for its karat, then these are taken off.
      </p>
      <Field
        {...form.field('goldCashDeduction')}
        label="Deduction on gold sold for cash (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="0 to 50, e.g. 10 or 7.5."
      />
      <Field
        {...form.field('goldExchangeDeduction')}
        label="Deduction on gold exchanged for new jewellery (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="Usually a few percent, less than for cash."
      />
      <Field
        {...form.field('silverDeduction')}
        label="Deduction on silver (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="Taken off silver's value at the silver rate, for cash or exchange."
      />
      <Way
        {...form.checkbox('stonesPaid')}
        label="Pay for diamonds and gemstones set in a piece"
        hint="Ticked: stones are valued at the showroom and paid for. Not ticked: they are weighed out and given back."
      />
      <Field
        {...form.field('silverRatePerTola')}
        label="Today's silver rate per tola (PKR)"
        optional
        inputMode="numeric"
        autoComplete="off"
        hint="Values silver and gives the silver nisab on the zakat estimate. Leave it empty if the shop quotes no silver rate."
      />
      <div className="admin-actions">
        <FormFoot form={form} label="Save old gold terms" hint="Check the figures to save." sendingLabel="Saving…" />
      </div>
    </form>
  );
}

export default function Settings({ loaderData: { settings } }: Route.ComponentProps) {
  return (
    <>
      <h1>Settings</h1>
      <p className="muted">The owner&apos;s settings: only the owner sees and changes them.</p>
      <div className="settings-forms">
        <PaymentsForm stored={settings.payments} />
        <TaxForm stored={settings.tax} />
        <BuyBackForm stored={settings.buyBack} />
      </div>
    </>
  );
}
