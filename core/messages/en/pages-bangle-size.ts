/**
 * The bangles and bracelets size guide (app/routes/bangle-size-guide.tsx): English word for word as the page reads.
 * Its finder, chart and request form are the guides' (pages-size-chart.ts). Tags: <b> strong words, <link> the ring
 * guide.
 */
export default {
  'bangleSize.title': 'Bangles and Bracelets Size Guide',
  'bangleSize.description':
    'Measure your hand, your wrist or a bangle you own to find your bangle, bracelet or cuff size, and ask us to confirm it.',
  'bangleSize.intro':
    'A closed bangle has to pass over your hand, while a bracelet or cuff sits on your wrist. Use one of the three methods below and we will match it to our bangle and bracelet sizes {first} to {last}.',
  'bangleSize.request': 'Request Bangle Size Help',
  'bangleSize.handTitle': 'Method 1: measure your hand',
  'bangleSize.foldTitle': 'Fold your hand',
  'bangleSize.fold': 'Bring your thumb and little finger together, as if you were slipping on a bangle.',
  'bangleSize.wrapTitle': 'Wrap',
  'bangleSize.wrap':
    'Wrap a soft tape measure, or a strip of paper, around the widest part of your hand, across the knuckles.',
  'bangleSize.readTitle': 'Read',
  'bangleSize.readHand':
    'Note the measurement in millimetres. This is your hand measurement, used for closed and open bangles.',
  'bangleSize.wristTitle': 'Method 2: measure your wrist',
  'bangleSize.boneTitle': 'Find the wrist bone',
  'bangleSize.bone':
    'Place a soft tape measure, or a strip of paper, just above your wrist bone, where you wear a watch.',
  'bangleSize.snugTitle': 'Wrap snugly',
  'bangleSize.snug': 'Wrap it around your wrist so it is snug but not tight.',
  'bangleSize.readWrist':
    'Note the measurement in millimetres. This is your wrist measurement, used for bracelets and cuffs.',
  'bangleSize.ownTitle': 'Method 3: measure a bangle you own',
  'bangleSize.chooseTitle': 'Choose a bangle that fits',
  'bangleSize.choose': 'Pick a round bangle that slips over your hand comfortably.',
  'bangleSize.diameterTitle': 'Measure the diameter',
  'bangleSize.diameter':
    'Measure the inside diameter, from inner edge to inner edge across the widest point, in millimetres.',
  'bangleSize.convertTitle': 'Convert to circumference',
  'bangleSize.convert':
    'Multiply the diameter by {factor} to get the circumference. For example, a {mm} mm diameter × {factor} = {circumference} mm.',
  'bangleSize.whichTitle': 'Which measurement to use',
  'bangleSize.whichBangles': '<b>Bangles:</b> use your hand measurement, or the size of a bangle you own.',
  'bangleSize.whichOpen': '<b>Open bangles:</b> choose the size closest to your hand measurement.',
  'bangleSize.whichCuffs': '<b>Cuffs:</b> use your wrist measurement.',
  'bangleSize.whichBracelets': '<b>Bracelets:</b> use your wrist measurement.',
  'bangleSize.unsureTitle': 'Still unsure?',
  'bangleSize.unsure':
    'Send us your measurements with the button above, or visit the showroom and we will fit you in person. Buying a ring? See our <link>ring size guide</link>.',
};
