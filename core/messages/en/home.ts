/** The home page's words (docs/decisions/097). */
export default {
  'home.title': '{shop} | Gold, Diamond & Silver Jewellery in Pakistan',
  'home.description':
    "{tagline}. Gold, diamond, silver, platinum and palladium jewellery and watches, priced in PKR at today's gold rate. Delivery nationwide or collect from our Lahore showroom.",
  'home.tagline': 'Family Owned Since 1960',
  'home.intro':
    "Three generations of goldsmiths. Every piece hallmarked, weighed in front of you and priced at today's rate.",
  'home.shopCollection': 'Shop The Collection',
  'home.video': 'A gold ring turning in the light',
  'home.collections': 'Collections',
  'home.tileWatches': 'Luxury Watch',
  'home.tileEngagement': 'Engagement Rings',
  'home.tileWedding': 'Wedding & Eternity',
  'home.tileFine': 'Fine Jewellery',
  'home.byCategory': 'Shop by category',
  'home.ourProducts': 'OUR PRODUCTS',
  'home.silverTitle': 'Silver for him',
  'home.silverText': 'Hand-finished sterling silver rings for men, from everyday bands to bold signet pieces.',
};
