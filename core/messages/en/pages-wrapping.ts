/**
 * The gift wrapping page (app/routes/gift-wrapping.tsx): English word for word as the page reads. {shop} and {email}
 * are core/shop.ts's. Tags: <wa> the WhatsApp link, <mail> the shop's e-mail, <link> a shop page, <ring> and
 * <bangle> the size guides.
 */
export default {
  'wrap.title': 'Gift Wrapping',
  'wrap.description':
    'Sending jewellery as a gift? How {shop} wraps your piece, adds your message and sends it safely to someone special.',
  'wrap.intro':
    'Jewellery is so often a gift: for a wedding, an Eid, a birthday or a new arrival. We are happy to wrap your piece so it is ready to give.',
  'wrap.howTitle': 'How to ask for gift wrapping',
  'wrap.orderTitle': 'Place your order',
  'wrap.order': 'Order online as usual, or choose your piece in the showroom.',
  'wrap.tellTitle': 'Tell us it is a gift',
  'wrap.tell':
    'Send us your order details and your gift message on <wa>WhatsApp</wa> or by e-mail to <mail>{email}</mail>, or simply ask at the counter.',
  'wrap.whatsappText': 'Hello, I would like my order gift wrapped.',
  'wrap.careTitle': 'We wrap it with care',
  'wrap.care': 'We wrap the piece in its box and add a card with your message before it leaves us.',
  'wrap.sendTitle': 'Sending a gift to someone else',
  'wrap.sendAddress':
    "At checkout, give the address where the gift should arrive, and tell us the recipient's name with your message.",
  'wrap.sendDelivery':
    'Delivery is free anywhere in Pakistan; we also send worldwide. See our <link>delivery policy</link>.',
  'wrap.sendCollect':
    'If you would rather hand it over yourself, collect it wrapped from the showroom with <link>Click and Collect</link>.',
  'wrap.unsureTitle': 'Not sure what to choose?',
  'wrap.unsure':
    'Not sure of a ring or bangle size? Our <ring>ring size</ring> and <bangle>bangle size</bangle> guides help, and our team will gladly suggest pieces for your budget. Gift cards are coming soon.',
};
