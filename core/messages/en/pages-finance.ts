/**
 * The finance page (app/routes/finance.tsx): English word for word as the page reads. The terms in months are
 * core/constants.ts FINANCE_MONTHS ({some} all but the last, joined, and {last}); {shop} and {hours} are
 * core/shop.ts's. Tags: <m> a term's months, <wa> the WhatsApp link, <link> the contact page.
 */
export default {
  'finance.title': 'Finance Options',
  'finance.description':
    'Spread the cost of your jewellery from {shop} over {some} or {last} months. How finance works and how to apply.',
  'finance.intro':
    'A wedding set, an engagement ring or a watch you will keep for life need not be paid for all at once. You can spread the cost over a term that suits you.',
  'finance.termTitle': 'Choose your term',
  'finance.termLead': 'Pay for your jewellery in monthly instalments over:',
  'finance.term': '<m>{months}</m> months',
  'finance.applyTitle': 'How to apply',
  'finance.pieceTitle': 'Choose your piece',
  'finance.piece': 'Browse online or visit the showroom, and note the product code of the piece you like.',
  'finance.talkTitle': 'Talk to us',
  'finance.talk':
    'Call, message us on <wa>WhatsApp</wa> or visit the showroom. We explain the monthly amount for each term and everything you need to apply.',
  'finance.whatsappText': 'Hello, I would like to ask about finance options.',
  'finance.agreeTitle': 'Agree and take it home',
  'finance.agree': 'You see the full terms in writing before you commit. Nothing is agreed until you sign.',
  'finance.goodTitle': 'Good to know',
  'finance.prices':
    "All prices are in PKR. Gold prices follow the day's gold rate, and we confirm the price of your piece on the day you agree your plan.",
  'finance.direct': 'Finance is arranged with our team directly, not through online checkout.',
  'finance.questions': 'Questions? Our showroom is open {hours}, 7 days a week. See <link>how to reach us</link>.',
};
