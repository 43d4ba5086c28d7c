import type en from '../en/pages-bangle-size';

/** The bangles and bracelets size guide in Urdu; the sizes and the conversion's figures are the page's. */
export default {
  'bangleSize.title': 'چوڑیوں اور کڑوں کے سائز کی رہنمائی',
  'bangleSize.description':
    'اپنا ہاتھ، کلائی یا اپنی کوئی چوڑی ناپ کر چوڑی، کڑے یا کھلے کڑے کا سائز معلوم کریں، اور اس کی تصدیق ہم سے کروائیں۔',
  'bangleSize.intro':
    'بند چوڑی کو ہاتھ پر سے گزرنا ہوتا ہے، جبکہ کڑا یا کھلا کڑا کلائی پر ٹکتا ہے۔ نیچے دیے گئے تین طریقوں میں سے کوئی ایک اپنائیں، ہم اسے اپنی چوڑیوں اور کڑوں کے سائز \u2068{first}\u2069 سے \u2068{last}\u2069 تک میں سے ملا دیں گے۔',
  'bangleSize.request': 'چوڑی کے سائز میں مدد لیں',
  'bangleSize.handTitle': 'پہلا طریقہ: اپنا ہاتھ ناپیں',
  'bangleSize.foldTitle': 'ہاتھ سکیڑیں',
  'bangleSize.fold': 'انگوٹھے اور چھوٹی انگلی کو ملا لیں، جیسے چوڑی پہنتے وقت کرتے ہیں۔',
  'bangleSize.wrapTitle': 'لپیٹیں',
  'bangleSize.wrap': 'نرم فیتہ یا کاغذ کی پٹی ہاتھ کے سب سے چوڑے حصے پر، انگلیوں کے جوڑوں کے آر پار لپیٹیں۔',
  'bangleSize.readTitle': 'ناپ پڑھیں',
  'bangleSize.readHand': 'ناپ ملی میٹر میں لکھ لیں۔ یہ آپ کے ہاتھ کا ناپ ہے، جو بند اور کھلی چوڑیوں کے لیے ہے۔',
  'bangleSize.wristTitle': 'دوسرا طریقہ: اپنی کلائی ناپیں',
  'bangleSize.boneTitle': 'کلائی کی ہڈی ڈھونڈیں',
  'bangleSize.bone': 'نرم فیتہ یا کاغذ کی پٹی کلائی کی ہڈی سے ذرا اوپر رکھیں، جہاں آپ گھڑی پہنتے ہیں۔',
  'bangleSize.snugTitle': 'کَس کر لپیٹیں',
  'bangleSize.snug': 'اسے کلائی کے گرد یوں لپیٹیں کہ کَسا ہوا ہو مگر تنگ نہ ہو۔',
  'bangleSize.readWrist': 'ناپ ملی میٹر میں لکھ لیں۔ یہ آپ کی کلائی کا ناپ ہے، جو کڑوں اور کھلے کڑوں کے لیے ہے۔',
  'bangleSize.ownTitle': 'تیسرا طریقہ: اپنی کوئی چوڑی ناپیں',
  'bangleSize.chooseTitle': 'پوری آنے والی چوڑی چنیں',
  'bangleSize.choose': 'ایسی گول چوڑی لیں جو آرام سے آپ کے ہاتھ پر سے گزر جاتی ہو۔',
  'bangleSize.diameterTitle': 'قطر ناپیں',
  'bangleSize.diameter': 'اندرونی قطر ناپیں، یعنی سب سے چوڑی جگہ پر اندر کے ایک کنارے سے دوسرے کنارے تک، ملی میٹر میں۔',
  'bangleSize.convertTitle': 'گولائی نکالیں',
  'bangleSize.convert':
    'گولائی (محیط) کے لیے قطر کو {factor} سے ضرب دیں۔ مثال کے طور پر \u2068{mm} mm × {factor} = {circumference} mm\u2069، یعنی {mm} ملی میٹر قطر کی گولائی {circumference} ملی میٹر ہے۔',
  'bangleSize.whichTitle': 'کون سا ناپ استعمال کریں',
  'bangleSize.whichBangles': '<b>چوڑیاں:</b> اپنے ہاتھ کا ناپ، یا اپنی کسی چوڑی کا سائز استعمال کریں۔',
  'bangleSize.whichOpen': '<b>کھلی چوڑیاں:</b> وہ سائز چنیں جو آپ کے ہاتھ کے ناپ کے سب سے قریب ہو۔',
  'bangleSize.whichCuffs': '<b>کھلے کڑے (کف):</b> اپنی کلائی کا ناپ استعمال کریں۔',
  'bangleSize.whichBracelets': '<b>کڑے (بریسلیٹ):</b> اپنی کلائی کا ناپ استعمال کریں۔',
  'bangleSize.unsureTitle': 'اب بھی یقین نہیں؟',
  'bangleSize.unsure':
    'اوپر والے بٹن سے اپنا ناپ ہمیں بھیجیں، یا شوروم تشریف لائیں، ہم خود آپ کا سائز لے لیں گے۔ انگوٹھی خرید رہے ہیں؟ ہماری <link>انگوٹھی کے سائز کی رہنمائی</link> دیکھیں۔',
} satisfies Record<keyof typeof en, string>;
