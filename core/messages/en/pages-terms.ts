/**
 * The terms and conditions (app/routes/terms-and-conditions.tsx) and the gift card terms they share with the gift
 * card page (app/components/gift/GiftCardTerms.tsx): English word for word as the pages read. Tags: <b> strong words,
 * <mail> the shop's e-mail, <return>, <refund>, <delivery>, <contact>, <privacy> the shop's pages.
 */
export default {
  'terms.title': 'Terms and Conditions',
  'terms.description':
    'The terms for buying from {shop}: product information and pricing in PKR, payment, returns and exchanges, delivery and gift cards.',
  'terms.intro':
    'These terms apply when you buy from {shop}, online or in our showroom. Please read them before you place an order; ticking the terms box at checkout means you accept them.',
  'terms.productsTitle': 'Product information and pricing',
  'terms.productsPkr': 'All prices are shown in Pakistani Rupees (PKR) and include taxes.',
  'terms.productsChange':
    "Prices may change without notice. Gold prices follow the day's gold rate (24 karat per tola, 22 and 21 karat per ten grams), so the price of a gold piece can change from one day to the next.",
  'terms.productsWeight':
    'Each product page shows the weight of the piece and, for most pieces, a breakup of the price into metal, making (labour) and stones.',
  'terms.productsPhotos':
    'We describe and photograph every piece as accurately as we can. Handmade jewellery and natural stones vary slightly, and colours can look different on different screens.',
  'terms.productsConfirmed':
    'The price you pay is the price confirmed when your order is placed. If a price has changed since you added a piece to your bag, we tell you before the order goes through.',
  'terms.paymentTitle': 'Orders and payment',
  'terms.paymentGuest': 'You can order as a guest; no account is needed.',
  'terms.paymentBank':
    'You can pay by bank transfer to our account with {bank} and upload your deposit slip at checkout. Card payment is coming soon.',
  'terms.paymentShowroom':
    'Where checkout offers it, you can instead pay at our showroom when you collect your order, or pay the courier in cash on delivery within Pakistan; we call you to confirm an order paid on delivery first.',
  'terms.paymentConfirmed': 'Your order is confirmed by e-mail once we receive it.',
  'terms.returnsTitle': 'Returns and exchanges',
  'terms.returns':
    'Our <return>Return Policy</return> sets out the time you have to cancel and return an unused item (30 days; 14 days for sale and pre-owned items) and our repair or replacement promise up to six months. Our <refund>Refund and Exchange Policy</refund> sets out exchanges, deductions and the items that cannot be exchanged or refunded, such as silver, real stones, stone string necklaces, watches and customised, engraved or used items.',
  'terms.returnsUnsure': 'If you are unsure which terms apply to your piece, please ask us before you buy.',
  'terms.deliveryTitle': 'Delivery',
  'terms.delivery':
    'We deliver free anywhere in Pakistan within {free} working days and worldwide, for a charge, within {worldwide} working days. You can also collect your order from our showroom. Full details are in our <delivery>Delivery Policy</delivery>; the most common questions are answered here.',
  'terms.giftTitle': 'Gift cards',
  'terms.giftLead': 'Gift cards are coming soon. When they are available, these terms will apply:',
  'terms.questionsTitle': 'Questions',
  'terms.questions':
    'Please <contact>contact us</contact> or e-mail <mail>{email}</mail>. See also our <privacy>Privacy Policy</privacy>.',
  'giftTerms.amounts':
    'Gift cards are available in amounts of <n>{presets}</n> or an amount of your choice up to <n>{max}</n>.',
  'giftTerms.expiry': 'A gift card expires 12 months after it is issued.',
  'giftTerms.where': 'It can be used in our showroom and online.',
  'giftTerms.noGiftCards': 'It cannot be used to buy other gift cards.',
  'giftTerms.noCash': 'It cannot be replaced if lost, and it cannot be exchanged for cash.',
};
