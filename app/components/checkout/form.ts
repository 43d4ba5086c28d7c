import { DEFAULT_COUNTRY, deliveryCharge, type DeliveryOption } from '../../../core/delivery-charges';
import type { SchemaForm } from '../forms/useSchemaForm';

/** docs/behaviour.md §4.5: card (my_custom_gateway) is Coming Soon, bank transfer (bacs_allied_bank) is chosen. */
export type PaymentMethod = 'my_custom_gateway' | 'bacs_allied_bank';

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
  selectedPaymentMethod: 'bacs_allied_bank' as PaymentMethod,
  termsAccepted: false,
};
export type CheckoutValues = typeof CHECKOUT_START;
export type CheckoutForm = SchemaForm<CheckoutValues>;

/** The day the delivery schema counts from, so the date picker never offers what the schema refuses. */
export const firstCollectionDay = () => new Date().toISOString().slice(0, 10);

export const chargeOf = (v: CheckoutValues) => deliveryCharge(v.selectedDeliveryOption, v.selectedCountry);
