/**
 * The jewellery care page (app/routes/jewellery-care.tsx): English word for word as the page reads. {hours} is
 * core/shop.ts's. Tags: <link> the contact page.
 */
export default {
  'care.title': 'Jewellery Care',
  'care.description':
    'How to wear, store and clean your gold and silver jewellery at home so it stays beautiful for generations.',
  'care.intro':
    'Good jewellery is made to be worn and handed down. A little care keeps it shining; here is what we tell our own family.',
  'care.generalTitle': 'General care',
  'care.last': 'Put your jewellery on last, after perfume, hair spray, lotion and make-up, and take it off first.',
  'care.takeOff':
    'Take it off before swimming, bathing, cleaning with household chemicals, exercising or heavy work. Chlorine and cleaning products can dull and weaken metal and stones.',
  'care.store':
    'Store each piece separately in a soft pouch or a lined box so harder stones and chains do not scratch softer metal. Fasten chains so they do not tangle.',
  'care.dry': 'Keep jewellery dry, away from damp bathrooms and direct sunlight.',
  'care.check':
    'Check clasps, hooks and stone settings from time to time. If a stone moves or a clasp feels loose, stop wearing the piece and bring it to us.',
  'care.goldTitle': 'Cleaning gold',
  'care.soakTitle': 'Soak',
  'care.soak':
    'Soak the piece for 10 to 15 minutes in a bowl of warm water with a few drops of mild washing-up liquid.',
  'care.brushTitle': 'Brush gently',
  'care.brush':
    'Clean gently with a very soft toothbrush, paying attention to the backs of settings where dirt collects.',
  'care.rinseTitle': 'Rinse and dry',
  'care.rinse':
    'Rinse in clean lukewarm water and pat dry with a soft, lint-free cloth. Let it air-dry fully before storing.',
  'care.goldAvoid':
    'Avoid toothpaste, baking soda and rough cloths, which scratch gold. Pieces set with pearls, emeralds or other soft or treated stones should only be wiped with a damp cloth, never soaked.',
  'care.silverTitle': 'Cleaning silver',
  'care.polishTitle': 'Polish often',
  'care.polish':
    'Silver darkens in air; wearing it often and wiping it with a silver polishing cloth keeps tarnish away.',
  'care.washTitle': 'Wash when needed',
  'care.wash': 'Wash in warm water with a little mild soap, using a soft brush for detailed work, then rinse.',
  'care.dryAtOnceTitle': 'Dry completely',
  'care.dryAtOnce': 'Dry at once with a soft cloth; moisture left on silver speeds up tarnishing.',
  'care.silverStore':
    'Store silver in an airtight bag or box, away from rubber bands and wool, which cause tarnish. Do not use silver dips on oxidised (blackened) designs: the dark finish is intentional and a dip would strip it.',
  'care.proTitle': 'Professional cleaning and repairs',
  'care.pro':
    'Bring your jewellery to the showroom, open {hours}, 7 days a week, and our team will check the settings and advise you on cleaning or repair. You can also <link>contact us</link> with a question first.',
};
