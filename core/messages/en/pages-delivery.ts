/**
 * The delivery policy (app/routes/delivery-policy.tsx), its questions and answers (app/components/pages/DeliveryFaq.tsx,
 * also on the terms) and the charges' table: English word for word as the pages read. The days are the rule's
 * (core/delivery.ts, core/delivery-charges.ts), given as {days}. Tags: <b> strong words, <link> a shop page, <mail>
 * the shop's e-mail, <tel> its phone, <refund> and <return> the two policies.
 */
export default {
  'delivery.title': 'Delivery Policy',
  'delivery.description':
    'Free delivery across Pakistan within {free} working days, worldwide delivery within {worldwide} working days, and charges by country from {shop}.',
  'delivery.intro':
    'Every order is packed with care and sent by courier. Choose how you would like to receive it at checkout.',
  'delivery.optionsTitle': 'Delivery options',
  'delivery.freeTitle': 'Free Delivery Nationwide',
  'delivery.free': 'Free to any address in Pakistan, delivered within {days} working days.',
  'delivery.worldwideTitle': 'Worldwide delivery',
  'delivery.worldwide':
    'To addresses outside Pakistan by international courier, delivered within {days} working days. A charge applies by country (see below).',
  'delivery.collectTitle': 'Collect from the showroom',
  'delivery.collect':
    'Free. Collect in person with your order e-mail and photo ID; see <link>Click and Collect</link>.',
  'delivery.daysTitle': 'Delivery days',
  'delivery.noSunday': 'We do not deliver on Sundays.',
  'delivery.counted': 'Delivery times are counted in working days from when your order is confirmed.',
  'delivery.promise':
    'Each product page shows its own delivery time: {inStock, plural, one {# working day} other {# working days}} for a piece we hold in stock (for a ring or bangle, in the size you choose), and {made, plural, one {# working day} other {# working days}} when it is made or sized for you.',
  'delivery.chargesTitle': 'International delivery charges',
  'delivery.chargesLead':
    'The charge is added at checkout once you choose your country, so you see the full total before you pay. All amounts are in PKR.',
  'delivery.customs':
    'International orders may be subject to customs duties and taxes in the destination country, which are set by that country and payable by the recipient.',
  'delivery.receivingTitle': 'Receiving your order',
  'delivery.checkParcel': 'Please check that your parcel is sealed and undamaged when it arrives.',
  'delivery.wrong': 'If anything is wrong, contact us straight away on <tel>{phone}</tel> or <mail>{email}</mail>.',
  'delivery.changedMind':
    'Changed your mind? See our <refund>Refund and Exchange Policy</refund> and <return>Return Policy</return>.',
  'delivery.tableCaption': 'Delivery charge per order, by destination',
  'delivery.tableDestination': 'Destination',
  'delivery.tableCharge': 'Charge',
  'delivery.tableFree': 'Free',
  'delivery.tableOther': 'Any other country',
  'delivery.faqNationwideQ': 'Do you deliver across Pakistan, and what does it cost?',
  'delivery.faqNationwideA':
    'Yes. Delivery anywhere in Pakistan is free, and your order arrives within {days} working days. Choose <b>Free Delivery Nationwide</b> at checkout.',
  'delivery.faqWorldwideQ': 'Do you deliver outside Pakistan?',
  'delivery.faqWorldwideA':
    'Yes, we deliver worldwide through international courier companies. International delivery is a paid option and takes up to {days} working days.',
  'delivery.faqChargesQ': 'How much is international delivery?',
  'delivery.faqChargesA': 'The charge depends on the country you send to and is shown at checkout before you pay.',
  'delivery.faqSundayQ': 'Do you deliver on Sundays?',
  'delivery.faqSundayA':
    'No. We do not deliver on Sundays, so please allow for this if you need a piece by a particular date.',
  'delivery.faqCollectQ': 'Can I collect my order from the showroom instead?',
  'delivery.faqCollectA':
    'Yes, free of charge. Choose collection at checkout and read how it works on our <link>Click and Collect</link> page.',
  'delivery.faqMadeQ':
    'Why does a product page say "Delivery in {days, plural, one {# working day} other {# working days}}"?',
};
