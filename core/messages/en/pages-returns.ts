/**
 * The shop's one returns policy (app/components/pages/ReturnsPolicy.tsx), drawn on /returnpolicy and
 * /Refund&Exchange-policy: English word for word as the pages read. Tags: <b> strong words, <link> a shop page,
 * <mail> the shop's e-mail, <wa> WhatsApp.
 */
export default {
  'returns.returnTitle': 'Return Policy',
  'returns.refundTitle': 'Refund and Exchange Policy',
  'returns.description':
    '{shop}: exchange a delivered piece within 2 days, return an unused piece within 30 days (14 for sale and pre-owned pieces) for a refund within 7 business days, repairs up to six months.',
  'returns.intro':
    'We want you to love what you buy from us. If something is not right, here is what you can do, and by when.',
  'returns.glanceTitle': 'At a glance',
  'returns.glanceExchange': '<b>Within 2 days of delivery:</b> ask for an exchange.',
  'returns.glanceReturn':
    '<b>Within 30 days of delivery:</b> return an unused piece, or cancel your order, for a refund (<b>14 days</b> for sale and pre-owned pieces).',
  'returns.glanceRefund': '<b>Refunds</b> reach you within 7 business days of our receiving the piece.',
  'returns.glanceRepair': '<b>Up to six months</b> from purchase: we repair or replace a piece with a fault.',
  'returns.glanceGold': "<b>Gold, at any time:</b> taken back at the day's gold rate, less wastage, stones and making.",
  'returns.returnsTitle': 'Returns',
  'returns.returns30':
    'You have <b>30 days</b> from delivery (or from collecting it at the showroom) to cancel your order or return an unused piece for a refund.',
  'returns.returns14': 'Sale and pre-owned pieces: <b>14 days</b>.',
  'returns.returnsUnused': 'The piece must come back unused, in its original condition and packaging.',
  'returns.returnsShipping': 'You pay the shipping cost of sending it back to us, or bring it to the showroom.',
  'returns.exchangesTitle': 'Exchanges',
  'returns.exchanges2':
    'To exchange a delivered piece (another size or design), tell us within <b>2 days of delivery</b>.',
  'returns.exchangesValue': 'You exchange it for a piece of <b>equal or higher value</b> and pay any difference.',
  'returns.exchangesMissed':
    'Missed the 2 days? An unused piece can still be returned for a refund within the 30 days above, and you can then choose again.',
  'returns.refundsTitle': 'Refunds',
  'returns.refundsTime':
    'We check the piece and send your refund within 2 business days of receiving it; it reaches your account within <b>7 business days</b> of our receiving the piece.',
  'returns.refundsAccount': 'We refund to the account you paid from. Delivery charges and bank charges are deducted.',
  'returns.goldTitle': 'Gold taken back',
  'returns.gold':
    "Gold jewellery bought from us can be taken back at any time, worn or not: we pay the <b>day's gold rate</b> for its gold, less <b>wastage, stones and making charges</b>, and show you the amounts before we pay.",
  'returns.repairsTitle': 'Repairs',
  'returns.repairs':
    'If a fault appears after the first 30 days and within <b>six months</b> of purchase, we repair or replace the piece. Please contact us so we can look at it.',
  'returns.exclusionsTitle': 'What we cannot take back',
  'returns.exclusionsLead': 'No exchange and no refund on:',
  'returns.exclusionSilver': 'Silver jewellery',
  'returns.exclusionStones': 'Real stones and stone string necklaces',
  'returns.exclusionWatches': 'Watches',
  'returns.exclusionCustom': 'Customised or engraved pieces',
  'returns.exclusionUsed': 'Used pieces (gold aside, taken back as above)',
  'returns.exclusionsFault': 'A fault within six months is still repaired or replaced.',
  'returns.howTitle': 'How to start a return, exchange or repair',
  'returns.stepTellTitle': 'Tell us',
  'returns.stepTell':
    'Within the time above, message us on <wa>WhatsApp</wa>, e-mail <mail>{email}</mail>, call the showroom or use our <link>contact page</link>, with your order number.',
  'returns.whatsappText': 'Hello, I would like to exchange or return my order.',
  'returns.stepSendTitle': 'Send or bring it back',
  'returns.stepSend': 'Return the piece to our showroom in person or by courier, as we agree with you.',
  'returns.stepDoneTitle': 'Exchange, refund or repair',
  'returns.stepDone':
    'We check the piece, then send your new piece, your refund or your repaired piece as set out above.',
};
