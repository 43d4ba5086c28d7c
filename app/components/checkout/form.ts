import {
  BillingSchema,
  DeliverySchema,
  PaymentSchema,
  type Billing,
  type Delivery,
} from '../../../core/checkout-schema';
import { DEFAULT_COUNTRY, deliveryCharge, type DeliveryOption } from '../../../core/delivery-charges';

/**
 * The checkout form of docs/behaviour.md §3.6, §3.7 (billing form and checkout choices) and its checks with the core
 * schemas.
 */
export interface BillingForm {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  Address2: string;
  Phone: string;
  city: string;
}

export type PaymentMethod = 'my_custom_gateway' | 'bacs_allied_bank';

export interface CheckoutForm {
  billing: BillingForm;
  selectedDeliveryOption: DeliveryOption;
  collectionDate: string;
  cnicPassport: string;
  /** The collect option's own tick box (docs/behaviour.md §4.4). */
  collectTerms: boolean;
  selectedCountry: string;
  /** Card is Coming Soon, so bank transfer is chosen from the start. */
  selectedPaymentMethod: PaymentMethod;
  termsAccepted: boolean;
}

export type FieldName =
  | keyof BillingForm
  | 'collectionDate'
  | 'cnicPassport'
  | 'collectTerms'
  | 'selectedCountry'
  | 'selectedPaymentMethod'
  | 'depositSlip'
  | 'termsAccepted';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Form order, for focusing the first field that needs attention. */
export const FIELD_ORDER: FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'address',
  'Address2',
  'Phone',
  'city',
  'collectionDate',
  'cnicPassport',
  'collectTerms',
  'selectedCountry',
  'selectedPaymentMethod',
  'depositSlip',
  'termsAccepted',
];

export const EMPTY_FORM: CheckoutForm = {
  billing: { firstName: '', lastName: '', email: '', address: '', Address2: '', Phone: '', city: '' },
  selectedDeliveryOption: 'collect',
  collectionDate: '',
  cnicPassport: '',
  collectTerms: false,
  selectedCountry: DEFAULT_COUNTRY,
  selectedPaymentMethod: 'bacs_allied_bank',
  termsAccepted: false,
};

/** The day the delivery schema counts from, so the date picker never offers what the schema refuses. */
export const firstCollectionDay = () => new Date().toISOString().slice(0, 10);

export const chargeOf = (f: CheckoutForm) => deliveryCharge(f.selectedDeliveryOption, f.selectedCountry);

function deliveryInput(f: CheckoutForm) {
  switch (f.selectedDeliveryOption) {
    case 'collect':
      return {
        selectedDeliveryOption: 'collect',
        collectionDate: f.collectionDate,
        cnicPassport: f.cnicPassport,
        termsConditions: f.collectTerms,
      };
    case 'paid':
      return { selectedDeliveryOption: 'paid', selectedCountry: f.selectedCountry };
    default:
      return { selectedDeliveryOption: 'free' };
  }
}

const DELIVERY_FIELD: Record<string, FieldName> = { termsConditions: 'collectTerms' };

export interface Checked {
  errors: FieldErrors;
  valid: { billing: Billing; delivery: Delivery } | null;
}

/** Runs the three schemas and the terms tick; the first message per field is shown under it. */
export function check(f: CheckoutForm): Checked {
  const errors: FieldErrors = {};
  const put = (field: FieldName, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  const billing = BillingSchema.safeParse(f.billing);
  if (!billing.success) for (const i of billing.error.issues) put(String(i.path[0]) as FieldName, i.message);
  const delivery = DeliverySchema.safeParse(deliveryInput(f));
  if (!delivery.success) {
    for (const i of delivery.error.issues) {
      const key = String(i.path[0] ?? 'selectedDeliveryOption');
      put(DELIVERY_FIELD[key] ?? (key as FieldName), i.message);
    }
  }
  const payment = PaymentSchema.safeParse({ selectedPaymentMethod: f.selectedPaymentMethod });
  if (!payment.success) put('selectedPaymentMethod', payment.error.issues[0].message);
  if (!f.termsAccepted) put('termsAccepted', 'Please accept the terms and conditions');
  const valid =
    billing.success && delivery.success && payment.success && f.termsAccepted
      ? { billing: billing.data, delivery: delivery.data }
      : null;
  return { errors, valid };
}

/** The API's field paths (SaleSchema) mapped to the form's fields. */
const SERVER_FIELDS: Record<string, FieldName> = {
  'UserData.FirstName': 'firstName',
  'UserData.LastName': 'lastName',
  'UserData.Email': 'email',
  'UserData.Address': 'address',
  'UserData.Address2': 'Address2',
  'UserData.City': 'city',
  'UserData.PhoneNo': 'Phone',
  'Delivery.collectionDate': 'collectionDate',
  'Delivery.cnicPassport': 'cnicPassport',
  'Delivery.termsConditions': 'collectTerms',
  'Delivery.selectedCountry': 'selectedCountry',
  'Payment.selectedPaymentMethod': 'selectedPaymentMethod',
  termsAccepted: 'termsAccepted',
  depositSlip: 'depositSlip',
};

export function serverFieldErrors(errors: { field: string; message: string }[] | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors ?? []) {
    const field = SERVER_FIELDS[e.field];
    if (field && !out[field]) out[field] = e.message;
  }
  return out;
}
