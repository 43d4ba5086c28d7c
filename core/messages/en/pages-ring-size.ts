/**
 * The ring size guide (app/routes/ring-size-guide.tsx): English word for word as the page reads. Its finder, chart
 * and request form are the guides' (pages-size-chart.ts). Tags: <link> the bangle guide.
 */
export default {
  'ringSize.title': 'Ring Size Guide',
  'ringSize.description':
    'Find your ring size at home: measure your finger or a ring that fits, follow our tips, and ask us to confirm your size.',
  'ringSize.intro':
    'A ring should slide on easily and sit comfortably without spinning. Measure your finger, or a ring that already fits, and we will match it to our ring sizes {first} to {last}.',
  'ringSize.request': 'Request Ring Size Help',
  'ringSize.fingerTitle': 'Measure your finger',
  'ringSize.wrapTitle': 'Wrap',
  'ringSize.wrap':
    'Wrap a thin strip of paper or a piece of non-stretchy string around the base of the finger you want to wear the ring on. It should be snug but still slide over the knuckle.',
  'ringSize.markTitle': 'Mark',
  'ringSize.mark': 'Mark the point where the paper or string meets itself with a pen.',
  'ringSize.measureTitle': 'Measure',
  'ringSize.measure':
    'Lay it flat against a ruler and measure from the end to your mark in millimetres. This is your finger measurement.',
  'ringSize.ringTitle': 'Measure a ring that fits',
  'ringSize.chooseTitle': 'Choose a ring',
  'ringSize.choose':
    'Pick a ring that already fits the finger you are buying for, ideally one with a similar band width.',
  'ringSize.placeTitle': 'Place it on a ruler',
  'ringSize.place': 'Lay the ring flat on a ruler and look straight down at it.',
  'ringSize.insideTitle': 'Measure the inside',
  'ringSize.inside':
    'Measure the inside diameter, from inner edge to inner edge across the widest point, in millimetres. This is your ring measurement.',
  'ringSize.tipsTitle': 'Tips for the right fit',
  'ringSize.tipEvening': 'Measure in the evening: fingers are at their largest at the end of the day.',
  'ringSize.tipCold': 'Cold fingers are at least half a size smaller, so measure when your hands are warm.',
  'ringSize.tipRound': 'Round up to the nearest mm.',
  'ringSize.tipThick': 'Thicker bands need one size up.',
  'ringSize.tipStack': 'Stackable rings need one size up.',
  'ringSize.unsureTitle': 'Still unsure?',
  'ringSize.unsure':
    'Send us both measurements with the button above, or visit the showroom and we will size your finger for you. Buying a bangle? See our <link>bangles and bracelets size guide</link>.',
};
