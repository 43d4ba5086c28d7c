/** The card's refusal while it is Coming Soon: the checkout's schema and the order API's word (loaded with the schema, not
 * with the checkout's first load). */
export const CARD_COMING_SOON = 'Card payment is Coming Soon. Please choose bank transfer.';
