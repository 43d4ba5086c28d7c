import { customerKeyOf } from '../../../core/customer-schemas';

/** The back office's page of one customer (docs/behaviour.md §11.16), by their key. */
export const customerHref = (key: string) => `/admin/customers/${encodeURIComponent(key)}`;

/** The page of the customer a guest's phone and e-mail make. */
export const customerHrefOf = (phone: string, email: string) => customerHref(customerKeyOf(phone, email));
