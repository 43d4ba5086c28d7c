/**
 * What the checkout needs only to check and send the order, with zod under it: loaded after first paint
 * (docs/decisions/041), by the form kit for the schema and by the send for the rest.
 */
export { CheckoutSchema } from '../../../core/checkout-schema';
export { orderFor } from '../../../core/order-schema';
export { recheckPieces } from '../../lib/recheck-pieces';
export { newIdempotencyKey, sayRefusal, sendOrder } from './send-order';
