import { DEFAULT_COUNTRY, deliveryCharge, type DeliveryOption } from '../../../core/delivery-charges';
import type { CheckoutMethod } from '../../../core/payments';
import type { SchemaForm } from '../forms/useSchemaForm';

/**
 * The checkout form as the page holds it (docs/behaviour.md §3 billing form and checkout state): the billing
 * fields, every delivery option's fields (switching options keeps what was typed), the payment method and the
 * terms. core/checkout-schema.ts CheckoutSchema checks it; core/order-schema.ts orderFor makes the order of it.
 */
export const CHECKOUT_START = {
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
  selectedCountry: DEFAULT_COUNTRY,
  /** docs/behaviour.md §4.5: bank transfer first; the owner's other ways where they apply (core/payment-options.ts). */
  selectedPaymentMethod: 'bacs_allied_bank' as CheckoutMethod,
  termsAccepted: false,
};
export type CheckoutValues = typeof CHECKOUT_START;
export type CheckoutForm = SchemaForm<CheckoutValues>;

/** The day the delivery schema counts from, so the date picker never offers what the schema refuses. */
export const firstCollectionDay = () => new Date().toISOString().slice(0, 10);

export const chargeOf = (v: CheckoutValues) => deliveryCharge(v.selectedDeliveryOption, v.selectedCountry);
