/**
 * An order's number. The shop gives NM- and six letters and digits (server/services/orders/numbers.ts); what a path
 * or a form may name is letters, digits and dashes, 3 to 30 of them (OrderNoSchema, core/order-admin-schemas.ts).
 * Without zod: the guest's order status page reads it.
 */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9-]{3,30}$/;

/** An order number as the shop gives them, for examples and placeholders. */
export const ORDER_NO_EXAMPLE = 'NM-7K4Q9X';
