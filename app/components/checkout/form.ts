import type { DeliveryOption, DeliveryTable } from '../../../core/delivery-charges';
import type { CheckoutMethod } from '../../../core/payments';
import type { SchemaForm } from '../forms/useSchemaForm';

/**
 * The checkout form as the page holds it (docs/behaviour.md §3 billing form and checkout state): the billing
 * fields, every delivery option's fields (switching options keeps what was typed), the payment method and the
 * terms. core/checkout-schema.ts CheckoutSchema checks it; core/order-schema.ts orderFor makes the order of it.
 * The default country is the delivery table's (sent by the loader).
 */
export const checkoutStart = (table: DeliveryTable) => ({
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  Address2: '',
  Phone: '',
  city: '',
  selectedDeliveryOption: 'collect' as DeliveryOption,
  collectionDate: '',
  cnicPassport: '',
  /** The collect option's own tick box. */
  termsConditions: false,
  selectedCountry: table.defaultCountry,
  /** docs/behaviour.md §4.5: bank transfer first; the owner's other ways where they apply (core/payment-options.ts). */
  selectedPaymentMethod: 'bacs_allied_bank' as CheckoutMethod,
  termsAccepted: false,
});
export type CheckoutValues = ReturnType<typeof checkoutStart>;
export type CheckoutForm = SchemaForm<CheckoutValues>;

/** The day the delivery schema counts from, so the date picker never offers what the schema refuses. */
export const firstCollectionDay = () => new Date().toISOString().slice(0, 10);

/** core/delivery-charges.ts `deliveryCharge`, read from the table the loader sent. */
export function chargeFrom(table: DeliveryTable, option: DeliveryOption, country: string): number {
  if (option !== 'paid') return 0;
  return Object.hasOwn(table.charges, country) ? (table.charges[country] ?? table.other) : table.other;
}

export const chargeOf = (table: DeliveryTable, v: CheckoutValues) =>
  chargeFrom(table, v.selectedDeliveryOption, v.selectedCountry);
