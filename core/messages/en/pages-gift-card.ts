/**
 * The gift card page (app/routes/gift-card.tsx) and its amount and forms (app/components/gift/): English word for
 * word as the page reads; its terms are the terms' (pages-terms.ts). Tags: <b> strong words, <n> a Latin amount.
 */
export default {
  'giftCard.title': 'Gift Cards',
  'giftCard.description':
    "Give a {shop} gift card of up to {max}: choose the amount, send us your details and the receiver's, and we will arrange it. Online payment is Coming Soon.",
  'giftCard.intro':
    'A gift card lets someone you love choose their own piece, in our showroom or online. Choose an amount, tell us about you and, if you like, the person receiving it.',
  'giftCard.amountTitle': 'Choose an amount',
  'giftCard.detailsTitle': 'Your details',
  'giftCard.termsTitle': 'Gift card terms',
  'giftCard.receiverTitle': 'Receiver details (optional)',
  'giftCard.receiverNote': 'Sending the card to someone else? Tell us who receives it and we will deliver it to them.',
  'giftCard.checkout': 'Proceed To Checkout',
  'giftCard.comingSoon': 'Coming Soon',
  'giftCard.checkoutNote':
    'Paying for gift cards online is coming soon. Send your details above and we will call you to arrange payment, or buy a gift card in the showroom.',
  'giftCard.presets': 'Preset amounts',
  'giftCard.typeAmount': 'Or type an amount (PKR)',
  'giftCard.amountHint': 'Any whole amount up to <n>{max}</n>.',
  'giftCard.tooHigh': 'Amount cannot exceed <n>{max}</n>',
  'giftCard.value': 'Gift card value: <b><n>{amount}</n></b>',
  'giftCard.yourForm': 'Your details',
  'giftCard.receiverForm': 'Receiver details',
  'giftCard.sendMine': 'Send My Details',
  'giftCard.sendReceiver': 'Send Receiver Details',
  'giftCard.fullName': 'Full Name',
  'giftCard.phoneHint': '10 digits, e.g. 300 1234567',
  'giftCard.message': 'Message',
  'giftCard.receiverName': "Receiver's Name",
  'giftCard.receiverPhone': "Receiver's Phone",
  'giftCard.receiverEmail': "Receiver's Email",
  'giftCard.receiverMessage': 'Message for the receiver',
  'giftCard.sent': 'Thank you, your gift card request has been sent. We will call you to arrange payment.',
  'giftCard.receiverSent': "Thank you, the receiver's details have been sent. We will deliver the gift card to them.",
  // The rules' messages (core/inquiry-schemas.ts) keyed by their own words, as in forms.ts.
  'Receiver Name is required': 'Receiver Name is required',
  'Please choose an amount': 'Please choose an amount',
  'Amount cannot exceed 20000': 'Amount cannot exceed 20000',
};
