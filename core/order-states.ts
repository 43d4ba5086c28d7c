/**
 * The states of an order and the moves between them (docs/behaviour.md §4.7). However it is paid (§4.5), every new
 * order starts awaiting payment: its pieces are held for it until staff confirm the money arrived (or, paid on
 * delivery, confirm the order with the guest), or the hold runs out (docs/decisions/025-order-states-and-holds.md,
 * 068-ways-to-pay-set-by-the-owner.md).
 */
export const ORDER_STATES = [
  'awaiting-payment',
  'processing',
  'ready-for-collection',
  'shipping',
  'delivered',
  'collected',
  'cancelled',
] as const;

/**
 * An order's state. Its zod schema, and those of the staff's moves, are in core/order-admin-schemas.ts: this module
 * stays without zod, so the guest's order status page reads the states and their words without loading it
 * (docs/decisions/041).
 */
export type OrderState = (typeof ORDER_STATES)[number];

/** The state of a new order. */
export const FIRST_ORDER_STATE: OrderState = 'awaiting-payment';

/** Each state in words, as the guest, the staff and the mails see it. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  'awaiting-payment': 'Awaiting payment',
  processing: 'Processing',
  'ready-for-collection': 'Ready for collection',
  shipping: 'Shipping',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

export const isOrderState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s);

/** A state's words; a state this list does not know (an order older than it) is shown as it is stored. */
export const orderStateLabel = (s: string): string => (isOrderState(s) ? ORDER_STATE_LABELS[s] : s);

/** The states that end an order: nothing moves it on. */
export const FINAL_STATES: readonly OrderState[] = ['delivered', 'collected', 'cancelled'];

/** Whether an order is delivered in the showroom (collect) rather than sent. */
const collects = (deliveryOption: string) => deliveryOption === 'collect';

/**
 * The states an order may move to from where it is: awaiting payment → processing or cancelled; processing → ready
 * for collection (a collect order) or shipping (any other) or cancelled; ready for collection → collected or
 * cancelled; shipping → delivered or cancelled; delivered, collected and cancelled are final.
 */
export function nextStates(order: { status: string; deliveryOption: string }): OrderState[] {
  switch (order.status) {
    case 'awaiting-payment':
      return ['processing', 'cancelled'];
    case 'processing':
      return [collects(order.deliveryOption) ? 'ready-for-collection' : 'shipping', 'cancelled'];
    case 'ready-for-collection':
      return ['collected', 'cancelled'];
    case 'shipping':
      return ['delivered', 'cancelled'];
    default:
      return [];
  }
}

/** The steps the guest's status page draws for an order: how it goes when nothing goes wrong. */
/**
 * A state in the guest's words: an order to be paid at the showroom or on delivery waits for no transfer from the
 * guest, so its first step is 'Order received' rather than 'Awaiting payment' (docs/behaviour.md §4.8).
 */
export function guestStateLabel(state: string, paymentMethod: string): string {
  const key = guestStateKey(state, paymentMethod);
  return key === 'received' ? 'Order received' : orderStateLabel(state);
}

/** The state a guest is shown: 'received' for an order paid later that awaits no transfer, else the state itself. */
export const guestStateKey = (state: string, paymentMethod: string): string =>
  state === 'awaiting-payment' && (paymentMethod === 'pay_at_showroom' || paymentMethod === 'cash_on_delivery')
    ? 'received'
    : state;

export function orderSteps(deliveryOption: string): OrderState[] {
  return collects(deliveryOption)
    ? ['awaiting-payment', 'processing', 'ready-for-collection', 'collected']
    : ['awaiting-payment', 'processing', 'shipping', 'delivered'];
}

const squeeze = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The state named by its id or its words, in any case ('shipping', 'Ready for collection', 'READY-FOR-COLLECTION'). */
export function orderStateOf(words: string): OrderState | null {
  const wanted = squeeze(words);
  return ORDER_STATES.find((s) => squeeze(s) === wanted || squeeze(ORDER_STATE_LABELS[s]) === wanted) ?? null;
}

/** 'a, b or c' */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;

/** The message for a state nobody knows, naming those there are. */
export const UNKNOWN_STATE_MESSAGE = `Status must be ${orList(ORDER_STATES)}`;

/** Days an order awaiting payment holds its pieces, unless RESERVE_DAYS says otherwise (1 to 60). */
export const DEFAULT_RESERVE_DAYS = 3;
export const RESERVE_DAYS_MAX = 60;

/** The longest a pay-at-the-showroom order holds its pieces to wait for its collection day (docs/behaviour.md §4.7). */
export const SHOWROOM_HOLD_MAX_DAYS = 14;

const DAY_MS = 86_400_000;

/** The end of a calendar day (YYYY-MM-DD) in Pakistan: the next midnight there (Pakistan keeps +05:00 all year). */
export const shopDayEnd = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+05:00`) + DAY_MS);

/**
 * Until when a new order holds its pieces (docs/behaviour.md §4.7): `reserveDays` from `now`; an order paid at the
 * showroom holds them to the end of its collection day when that is later, but never more than
 * SHOWROOM_HOLD_MAX_DAYS (or `reserveDays`, when longer) from `now`.
 */
export function holdEnd(
  now: Date,
  reserveDays: number,
  order: { paymentMethod: string; collectionDate?: string | null },
): Date {
  const usual = now.getTime() + reserveDays * DAY_MS;
  if (order.paymentMethod !== 'pay_at_showroom' || !order.collectionDate) return new Date(usual);
  const collected = shopDayEnd(order.collectionDate).getTime();
  const cap = now.getTime() + Math.max(reserveDays, SHOWROOM_HOLD_MAX_DAYS) * DAY_MS;
  return new Date(Math.min(cap, Math.max(usual, collected)));
}

/** Days staff may add to an order's hold at once (docs/behaviour.md §4.7). */
export const HOLD_EXTENSION_MAX_DAYS = 30;
/** The longest internal note on an order. */
export const ORDER_NOTE_MAX = 2000;
/** The longest cancel reason and tracking number. */
export const CANCEL_REASON_MAX = 500;
export const TRACKING_NO_MAX = 60;
