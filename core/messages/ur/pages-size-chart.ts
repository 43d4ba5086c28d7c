import type en from '../en/pages-size-chart';

/** What both size guides draw in Urdu: "find my size" and its answer, the chart, the size request's form. */
export default {
  'sizeChart.findTitle': 'اپنا سائز معلوم کریں',
  'sizeChart.measured': 'آپ نے کیا ناپا ہے؟',
  'sizeChart.byDiameter':
    '{kind, select, ring {پوری آنے والی انگوٹھی کا اندرونی قطر} other {پوری آنے والی چوڑی کا اندرونی قطر}}',
  'sizeChart.byCircumference': '{kind, select, ring {انگلی کی گولائی (محیط)} other {سکیڑے ہوئے ہاتھ کی گولائی (محیط)}}',
  'sizeChart.yourMm': 'آپ کا ناپ (ملی میٹر)',
  'sizeChart.example': 'مثلاً {mm}',
  'sizeChart.submit': 'میرا سائز بتائیں',
  'sizeChart.problem.mm': 'اپنا ناپ ملی میٹر میں لکھیں، مثلاً 17.3',
  'sizeChart.problem.max': 'زیادہ سے زیادہ 400 ملی میٹر',
  'sizeChart.problem.by': 'قطر یا گولائی میں سے ایک چنیں',
  'sizeChart.problem.other': 'اپنا ناپ دوبارہ دیکھ لیں',
  'sizeChart.answerExact':
    '{by, select, diameter {اندرونی قطر} other {گولائی}} {mm} ملی میٹر ہو تو {kind, select, ring {انگوٹھی کا سائز} other {چوڑی کا سائز}} {size} ہے۔',
  'sizeChart.answerBetween':
    '{by, select, diameter {اندرونی قطر} other {گولائی}} {mm} ملی میٹر {kind, select, ring {انگوٹھی کے سائز} other {چوڑی کے سائز}} {smaller} اور {size} کے درمیان ہے: آرام کے لیے بڑا سائز، یعنی {size}، لیں۔',
  'sizeChart.answerBelow':
    '{by, select, diameter {اندرونی قطر} other {گولائی}} {mm} ملی میٹر ہمارے سب سے چھوٹے {kind, select, ring {انگوٹھی کے سائز} other {چوڑی کے سائز}}، {size}، سے بھی کم ہے: ہم سے پوچھیں، ہم آپ کا سائز بنا دیں گے۔',
  'sizeChart.answerAbove':
    '{by, select, diameter {اندرونی قطر} other {گولائی}} {mm} ملی میٹر ہمارے سب سے بڑے {kind, select, ring {انگوٹھی کے سائز} other {چوڑی کے سائز}}، {size}، سے بھی زیادہ ہے: ہم سے پوچھیں، ہم آپ کا سائز بنا دیں گے۔',
  'sizeChart.marked':
    '{kind, select, ring {آپ کی انگوٹھی کا سائز نیچے کے چارٹ میں نشان زد ہے۔} other {آپ کی چوڑی کا سائز نیچے کے چارٹ میں نشان زد ہے۔}}',
  'sizeChart.back': 'زیور کے صفحے پر واپس',
  'sizeChart.title': '{kind, select, ring {انگوٹھی کے سائز کا چارٹ} other {چوڑی کے سائز کا چارٹ}}',
  'sizeChart.ringCaption': 'ہمارے انگوٹھی کے سائز {first} سے {last} تک: انگوٹھی کا اندرونی ناپ ملی میٹر میں',
  'sizeChart.bangleCaption':
    'ہمارے چوڑی کے سائز (اندرونی چوڑائی انچ اور انچ کے سولہویں حصوں میں: \u20682.4\u2069 یعنی \u20682 4/16\u2069 انچ): چوڑی کا اندرونی ناپ ملی میٹر میں',
  'sizeChart.size': 'سائز',
  'sizeChart.diameterMm': 'قطر (ملی میٹر)',
  'sizeChart.circumferenceMm': 'گولائی (ملی میٹر)',
  'sizeChart.yours': 'آپ کا سائز',
  'sizeChart.helpNote': 'اپنا ناپ ہمیں بھیجیں، زیور بنانے یا بھیجنے سے پہلے ہم صحیح سائز کی تصدیق کر دیں گے۔',
  'sizeChart.dialogIntro':
    'اپنا ناپ اور، اگر چاہیں تو، ایک دو تصویریں ہمیں بھیجیں۔ ہم ای میل یا فون پر آپ کو صحیح سائز بتا دیں گے۔',
  'sizeChart.formLabel': '{kind, select, ring {انگوٹھی کے سائز کی درخواست} other {چوڑی کے سائز کی درخواست}}',
  'sizeChart.send': 'ناپ بھیجیں',
  'sizeChart.sent': 'فارم کامیابی سے بھیج دیا گیا!',
  'sizeChart.fullName': 'پورا نام',
  'sizeChart.phoneHint': 'مثلاً \u20680300 1234567\u2069 یا \u2068+92 300 1234567\u2069',
  'sizeChart.photos': 'تصویریں',
  'sizeChart.photosNote': '(اختیاری، زیادہ سے زیادہ تین)',
  'sizeChart.photoHint': 'JPG، PNG، GIF یا WebP، زیادہ سے زیادہ \u20685 MB\u2069۔',
  'sizeChart.FingerMeasurement': 'انگلی کا ناپ (ملی میٹر)',
  'sizeChart.FingerMeasurementHint': 'انگلی کی جڑ کے گرد، ملی میٹر میں',
  'sizeChart.RingMeasurement': 'انگوٹھی کا ناپ (ملی میٹر)',
  'sizeChart.RingMeasurementHint': 'پوری آنے والی انگوٹھی کا اندرونی قطر، ملی میٹر میں',
  'sizeChart.HandMeasurement': 'ہاتھ کی چوڑائی کا ناپ (ملی میٹر)',
  'sizeChart.HandMeasurementHint': 'سکیڑے ہوئے ہاتھ کے سب سے چوڑے حصے کے گرد',
  'sizeChart.WristMeasurement': 'کلائی کا ناپ (ملی میٹر)',
  'sizeChart.WristMeasurementHint': 'کلائی کی ہڈی سے ذرا اوپر، کلائی کے گرد',
  'sizeChart.ExitingBangleSizeMeasurement': 'موجودہ چوڑی کا قطر (ملی میٹر)',
  'sizeChart.ExitingBangleSizeMeasurementHint': 'اپنی کسی چوڑی کا اندرونی قطر',
  'sizeChart.photoFinger': 'کاغذ کی پٹی کے ساتھ انگلی کی تصویر',
  'sizeChart.photoRing': 'اسکیل پر رکھی انگوٹھی کی تصویر',
  'sizeChart.photoHand': 'ہاتھ کی تصویر',
  'sizeChart.photoWrist': 'کلائی کی تصویر',
  'sizeChart.photoBangle': 'اسکیل پر رکھی چوڑی کی تصویر',
  'Please enter a valid email': 'براہِ کرم درست ای میل لکھیں',
  'At most 40 characters': 'زیادہ سے زیادہ 40 حروف',
  'Finger Measurement is required': 'انگلی کا ناپ لکھنا ضروری ہے',
  'Ring Measurement is required': 'انگوٹھی کا ناپ لکھنا ضروری ہے',
  'Hand width Measurement is required': 'ہاتھ کی چوڑائی کا ناپ لکھنا ضروری ہے',
  'Wrist size measurement is required': 'کلائی کا ناپ لکھنا ضروری ہے',
  'Existing bangle size diameter measurement is required': 'موجودہ چوڑی کے قطر کا ناپ لکھنا ضروری ہے',
} satisfies Record<keyof typeof en, string>;
