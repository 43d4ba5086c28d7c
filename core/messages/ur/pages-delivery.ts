import type en from '../en/pages-delivery';

/** The delivery policy, its questions and answers and the charges' table in Urdu; the days are the rule's. */
export default {
  'delivery.title': 'ڈیلیوری کی پالیسی',
  'delivery.description':
    '{shop}: پورے پاکستان میں {free} کام کے دنوں میں مفت ڈیلیوری، دنیا بھر میں {worldwide} کام کے دنوں میں ڈیلیوری، اور ہر ملک کے چارجز۔',
  'delivery.intro': 'ہر آرڈر احتیاط سے پیک کر کے کورئیر سے بھیجا جاتا ہے۔ آرڈر کیسے وصول کرنا ہے، یہ چیک آؤٹ پر چنیں۔',
  'delivery.optionsTitle': 'ڈیلیوری کے طریقے',
  'delivery.freeTitle': 'پورے پاکستان میں مفت ڈیلیوری',
  'delivery.free': 'پاکستان میں کسی بھی پتے پر مفت، {days} کام کے دنوں کے اندر۔',
  'delivery.worldwideTitle': 'دنیا بھر میں ڈیلیوری',
  'delivery.worldwide':
    'پاکستان سے باہر کے پتوں پر بین الاقوامی کورئیر کے ذریعے، {days} کام کے دنوں کے اندر۔ ہر ملک کا الگ چارج ہے (نیچے دیکھیں)۔',
  'delivery.collectTitle': 'شوروم سے وصول کریں',
  'delivery.collect':
    'مفت۔ اپنے آرڈر کی ای میل اور تصویر والی شناختی دستاویز کے ساتھ خود آ کر وصول کریں؛ تفصیل کے لیے <link>آن لائن خریدیں، شوروم سے لیں</link> دیکھیں۔',
  'delivery.daysTitle': 'ڈیلیوری کے دن',
  'delivery.noSunday': 'اتوار کو ڈیلیوری نہیں ہوتی۔',
  'delivery.counted': 'ڈیلیوری کا وقت آرڈر کی تصدیق کے بعد سے کام کے دنوں میں گنا جاتا ہے۔',
  'delivery.promise':
    'ہر زیور کے صفحے پر اس کی ڈیلیوری کا اپنا وقت لکھا ہوتا ہے: جو زیور ہمارے اسٹاک میں ہو (انگوٹھی یا چوڑی آپ کے چنے ہوئے سائز میں) اس کے لیے {inStock, plural, one {# کام کا دن} other {# کام کے دن}}، اور جو آپ کے لیے بنایا جائے یا سائز کیا جائے اس کے لیے {made, plural, one {# کام کا دن} other {# کام کے دن}}۔',
  'delivery.chargesTitle': 'بین الاقوامی ڈیلیوری کے چارجز',
  'delivery.chargesLead':
    'ملک چننے پر چارج چیک آؤٹ میں جمع ہو جاتا ہے، تاکہ ادائیگی سے پہلے آپ پوری رقم دیکھ لیں۔ تمام رقوم پاکستانی روپے (PKR) میں ہیں۔',
  'delivery.customs':
    'بین الاقوامی آرڈرز پر منزل کے ملک میں کسٹم ڈیوٹی اور ٹیکس لگ سکتے ہیں، جو وہی ملک طے کرتا ہے اور جو وصول کرنے والا ادا کرتا ہے۔',
  'delivery.receivingTitle': 'آرڈر کی وصولی',
  'delivery.checkParcel': 'پارسل ملنے پر دیکھ لیں کہ وہ سیل بند ہے اور اسے کوئی نقصان نہیں پہنچا۔',
  'delivery.wrong': 'اگر کچھ غلط ہو تو فوراً ہم سے <tel>{phone}</tel> یا <mail>{email}</mail> پر رابطہ کریں۔',
  'delivery.changedMind':
    'ارادہ بدل گیا؟ ہماری <refund>رقم کی واپسی اور تبادلے کی پالیسی</refund> اور <return>واپسی کی پالیسی</return> دیکھیں۔',
  'delivery.tableCaption': 'ہر آرڈر پر ڈیلیوری کا چارج، منزل کے لحاظ سے',
  'delivery.tableDestination': 'منزل',
  'delivery.tableCharge': 'چارج',
  'delivery.tableFree': 'مفت',
  'delivery.tableOther': 'کوئی بھی دوسرا ملک',
  'delivery.faqNationwideQ': 'کیا آپ پورے پاکستان میں ڈیلیوری کرتے ہیں، اور اس کا خرچ کیا ہے؟',
  'delivery.faqNationwideA':
    'جی ہاں۔ پاکستان میں کہیں بھی ڈیلیوری مفت ہے، اور آپ کا آرڈر {days} کام کے دنوں میں پہنچ جاتا ہے۔ چیک آؤٹ پر <b>پورے پاکستان میں مفت ڈیلیوری</b> چنیں۔',
  'delivery.faqWorldwideQ': 'کیا آپ پاکستان سے باہر ڈیلیوری کرتے ہیں؟',
  'delivery.faqWorldwideA':
    'جی ہاں، ہم بین الاقوامی کورئیر کمپنیوں کے ذریعے دنیا بھر میں ڈیلیوری کرتے ہیں۔ بین الاقوامی ڈیلیوری کا چارج الگ ہے اور اس میں {days} کام کے دن تک لگتے ہیں۔',
  'delivery.faqChargesQ': 'بین الاقوامی ڈیلیوری کتنے کی ہے؟',
  'delivery.faqChargesA': 'چارج اس ملک پر منحصر ہے جہاں آرڈر بھیجنا ہے، اور ادائیگی سے پہلے چیک آؤٹ پر دکھایا جاتا ہے۔',
  'delivery.faqSundayQ': 'کیا آپ اتوار کو ڈیلیوری کرتے ہیں؟',
  'delivery.faqSundayA':
    'نہیں۔ اتوار کو ڈیلیوری نہیں ہوتی، اس لیے اگر کسی خاص تاریخ تک زیور چاہیے تو اس کا خیال رکھیں۔',
  'delivery.faqCollectQ': 'کیا میں آرڈر شوروم سے خود لے سکتا/سکتی ہوں؟',
  'delivery.faqCollectA':
    'جی ہاں، بغیر کسی خرچ کے۔ چیک آؤٹ پر شوروم سے وصولی چنیں، اور طریقہ ہمارے <link>آن لائن خریدیں، شوروم سے لیں</link> والے صفحے پر پڑھیں۔',
  'delivery.faqMadeQ':
    'زیور کے صفحے پر "{days, plural, one {# کام کے دن میں ڈیلیوری} other {# کام کے دنوں میں ڈیلیوری}}" کیوں لکھا ہے؟',
} satisfies Record<keyof typeof en, string>;
