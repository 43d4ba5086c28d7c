/**
 * What both size guides draw (app/components/size-chart/SizeChart.tsx, app/components/size-request/): "find my size",
 * its answer (held to core/size-chart.ts sizeAnswerText word for word), the chart and the size request's form. `kind`
 * is ring or bangle, `by` diameter or circumference.
 */
export default {
  'sizeChart.findTitle': 'Find my size',
  'sizeChart.measured': 'What did you measure?',
  'sizeChart.byDiameter':
    '{kind, select, ring {Inside diameter of a ring that fits} other {Inside diameter of a bangle that fits}}',
  'sizeChart.byCircumference':
    '{kind, select, ring {Around your finger (circumference)} other {Around your folded hand (circumference)}}',
  'sizeChart.yourMm': 'Your measurement (mm)',
  'sizeChart.example': 'e.g. {mm}',
  'sizeChart.submit': 'Find my size',
  'sizeChart.problem.mm': 'Type your measurement in millimetres, e.g. 17.3',
  'sizeChart.problem.max': 'At most 400 mm',
  'sizeChart.problem.by': 'Choose diameter or circumference',
  'sizeChart.problem.other': 'Check your measurement',
  'sizeChart.answerExact':
    '{mm} mm {by, select, diameter {inside diameter} other {circumference}} is {kind, select, ring {ring size} other {bangle size}} {size}.',
  'sizeChart.answerBetween':
    '{mm} mm {by, select, diameter {inside diameter} other {circumference}} is between {kind, select, ring {ring size} other {bangle size}} {smaller} and {size}: take {size}, the larger, for comfort.',
  'sizeChart.answerBelow':
    '{mm} mm {by, select, diameter {inside diameter} other {circumference}} is smaller than our smallest {kind, select, ring {ring size} other {bangle size}}, {size}: ask us and we will size it for you.',
  'sizeChart.answerAbove':
    '{mm} mm {by, select, diameter {inside diameter} other {circumference}} is larger than our largest {kind, select, ring {ring size} other {bangle size}}, {size}: ask us and we will size it for you.',
  'sizeChart.marked':
    '{kind, select, ring {Your ring size is marked in the chart below.} other {Your bangle size is marked in the chart below.}}',
  'sizeChart.back': 'Back to the piece',
  'sizeChart.title': '{kind, select, ring {Ring size chart} other {Bangle size chart}}',
  'sizeChart.ringCaption': 'Our ring sizes {first} to {last}: the inside of the ring in millimetres',
  'sizeChart.bangleCaption':
    'Our bangle sizes (inches and sixteenths across: 2.4 is 2 4/16 in): the inside of the bangle in millimetres',
  'sizeChart.size': 'Size',
  'sizeChart.diameterMm': 'Diameter (mm)',
  'sizeChart.circumferenceMm': 'Circumference (mm)',
  'sizeChart.yours': 'your size',
  'sizeChart.helpNote':
    'Send us your measurements and we will confirm the right size before we make or send your piece.',
  'sizeChart.dialogIntro':
    'Send us your measurements and, if you like, a photo or two. We will reply with the right size by e-mail or phone.',
  'sizeChart.formLabel': '{kind, select, ring {Ring size request} other {Bangle size request}}',
  'sizeChart.send': 'Send Measurements',
  'sizeChart.sent': 'Form submitted successfully!',
  'sizeChart.fullName': 'Full Name',
  'sizeChart.phoneHint': 'e.g. 0300 1234567 or +92 300 1234567',
  'sizeChart.photos': 'Photos',
  'sizeChart.photosNote': '(optional, up to three)',
  'sizeChart.photoHint': 'JPG, PNG, GIF or WebP, at most 5 MB.',
  'sizeChart.FingerMeasurement': 'Finger Measurement (mm)',
  'sizeChart.FingerMeasurementHint': 'Around the base of your finger, in millimetres',
  'sizeChart.RingMeasurement': 'Ring Measurement (mm)',
  'sizeChart.RingMeasurementHint': 'Inside diameter of a ring that fits, in millimetres',
  'sizeChart.HandMeasurement': 'Hand Width Measurement (mm)',
  'sizeChart.HandMeasurementHint': 'Around the widest part of your folded hand',
  'sizeChart.WristMeasurement': 'Wrist Size Measurement (mm)',
  'sizeChart.WristMeasurementHint': 'Around your wrist, just above the wrist bone',
  'sizeChart.ExitingBangleSizeMeasurement': 'Existing Bangle Diameter (mm)',
  'sizeChart.ExitingBangleSizeMeasurementHint': 'Inside diameter of a bangle you own',
  'sizeChart.photoFinger': 'Photo of your finger with the paper strip',
  'sizeChart.photoRing': 'Photo of the ring on a ruler',
  'sizeChart.photoHand': 'Photo of your hand',
  'sizeChart.photoWrist': 'Photo of your wrist',
  'sizeChart.photoBangle': 'Photo of your bangle on a ruler',
  // The size request's rule messages (core/inquiry-schemas.ts) keyed by their own words, as in forms.ts.
  'Please enter a valid email': 'Please enter a valid email',
  'At most 40 characters': 'At most 40 characters',
  'Finger Measurement is required': 'Finger Measurement is required',
  'Ring Measurement is required': 'Ring Measurement is required',
  'Hand width Measurement is required': 'Hand width Measurement is required',
  'Wrist size measurement is required': 'Wrist size measurement is required',
  'Existing bangle size diameter measurement is required': 'Existing bangle size diameter measurement is required',
};
