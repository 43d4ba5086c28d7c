/**
 * The click and collect page (app/routes/click-and-collect.tsx): English word for word as the page reads. {shop} and
 * {hours} are core/shop.ts's. Tags: <link> the contact page, <tel> the showroom's phone, <mail> the shop's e-mail,
 * <terms> and <return> the two policies.
 */
export default {
  'collect.title': 'Click and Collect',
  'collect.description':
    'Order online and collect your jewellery in person from the {shop} showroom, free of charge. What to bring and how collection works.',
  'collect.intro':
    'Order online and collect your piece in person from our showroom. There is no charge for collection, and you see your piece before you take it home.',
  'collect.howTitle': 'How it works',
  'collect.chooseTitle': 'Choose collection at checkout',
  'collect.choose':
    'Add your pieces to the bag, go to checkout and choose to collect from the showroom. Pick the date you would like to collect and enter your CNIC or passport number.',
  'collect.waitTitle': 'Wait for our e-mail',
  'collect.wait': 'We confirm your order by e-mail. Keep this e-mail: you will need it when you come in.',
  'collect.visitTitle': 'Visit us and collect',
  'collect.visit':
    'Come to the showroom on or after your collection date, during opening hours, {hours}, 7 days a week.',
  'collect.bringTitle': 'What to bring',
  'collect.bringLead':
    'To keep your jewellery safe, orders can only be collected by the buyer, in person. Please bring:',
  'collect.bringEmail': 'your order e-mail (printed or on your phone);',
  'collect.bringCard': 'the payment card used for the order, if you paid by card;',
  'collect.bringId': 'a photo ID, such as your CNIC or passport.',
  'collect.nobodyElse':
    'We cannot hand an order to anyone else, even with a letter or a copy of the e-mail. If you cannot come in yourself, please <link>contact us</link> and we will help you choose another option.',
  'collect.whereTitle': 'Where to collect',
  'collect.where': 'Opening hours: {hours}, 7 days a week. Directions and a map are on our <link>contact page</link>.',
  'collect.questionsTitle': 'Questions',
  'collect.questions':
    'Call us on <tel>{phone}</tel> or e-mail <mail>{email}</mail>. Our <terms>terms and conditions</terms> and <return>return policy</return> apply to collected orders too.',
};
