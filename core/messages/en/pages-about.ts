/**
 * The about page (app/routes/about.tsx): English word for word as the page reads. {year} is the shop's founding
 * year, {shop} its name, {hours} its opening hours (core/shop.ts). Tags: <ring> and <bangle> the size guides, <link>
 * a shop page.
 */
export default {
  'about.title': 'About Us',
  'about.description':
    '{shop} is a family jeweller, family owned since {year}: our story, our showrooms and how we work.',
  'about.intro':
    'Family Owned Since {year}. For more than sixty years, {shop} has made and sold jewellery the way a family business should: honestly, carefully and with time for every customer.',
  'about.storyTitle': 'Our story',
  'about.story':
    'What began as a single counter in {year} is still a family business today. The same family weighs the gold, checks the stones and answers the phone. Many of the families we serve have bought their wedding jewellery from us for three generations, and we are proud to be trusted with those moments.',
  'about.yearsTitle': 'Our showrooms through the years',
  'about.firstTitle': 'The first showroom',
  'about.first':
    'Our family opens its first small showroom, making gold jewellery to order for families in the neighbourhood, one piece at a time.',
  'about.secondTitle': 'A second generation',
  'about.second':
    'The next generation joins the bench and the counter, and a second showroom opens to make room for bridal sets and silver.',
  'about.thirdTitle': 'Growing with our customers',
  'about.third':
    'A third showroom opens, adding diamonds, platinum and watches to the gold and silver our customers already trusted us for.',
  'about.todayTitle': 'Our showroom today',
  'about.today': 'We open our newest showroom, where we welcome you today at {address}.',
  'about.makeTitle': 'What we make and sell',
  'about.makeGold': "Gold jewellery, priced each day by the day's gold rate",
  'about.makeSilver': "Silver jewellery, including men's rings",
  'about.makeDiamond': 'Diamond, platinum and palladium pieces',
  'about.makeArtificial': 'Artificial jewellery for every day',
  'about.makeWatches': 'Watches',
  'about.workTitle': 'How we work',
  'about.workPrices':
    'Every price is in PKR, and each piece shows its weight; most also show a full breakup of the price.',
  'about.workFit':
    'We help you find the right fit with our <ring>ring size</ring> and <bangle>bangle size</bangle> guides.',
  'about.workCollect':
    'You can buy online and collect in person with <link>Click and Collect</link>, or have your order delivered free anywhere in Pakistan.',
  'about.workOpen': 'Our showroom is open {hours}, 7 days a week.',
  'about.visitTitle': 'Visit us',
  'about.visit':
    'We would love to meet you. Find our address, phone numbers and a map on our <link>contact page</link>, or simply drop in during opening hours.',
};
