import type en from '../en/login';

/** The sign-in page and its two forms in Urdu; the phone and hours read left to right. */
export default {
  'login.metaTitle': 'سائن ان',
  'login.metaDescription':
    'اکاؤنٹ جلد آ رہے ہیں۔ آپ مہمان کے طور پر خریداری کر سکتے ہیں: زیورات دیکھنے، کسی زیور کے بارے میں پوچھنے یا خریدنے کے لیے کچھ درکار نہیں۔',
  'login.title': 'میرا اکاؤنٹ',
  'login.intro':
    'آن لائن اکاؤنٹ جلد آ رہے ہیں۔ خریداری کے لیے آپ کو اکاؤنٹ کی ضرورت نہیں: زیورات بیگ میں ڈالیں اور مہمان کے طور پر چیک آؤٹ کریں۔',
  'login.tabs': 'سائن ان کریں یا اکاؤنٹ بنائیں',
  'login.signIn': 'سائن ان',
  'login.create': 'اکاؤنٹ بنائیں',
  'login.password': 'پاس ورڈ',
  'login.honorific': 'لقب',
  'login.honorificOption': '{value, select, Mr {جناب} Mrs {بیگم} other {محترمہ}}',
  'login.fullName': 'پورا نام',
  'login.mobile': 'موبائل',
  'login.required': '{label} ضروری ہے',
  'login.agree': 'میں <terms>شرائط و ضوابط</terms> اور <privacy>رازداری کی پالیسی</privacy> سے متفق ہوں',
  'login.soon':
    'آن لائن اکاؤنٹ جلد آ رہے ہیں، اس لیے کچھ نہیں بھیجا گیا۔ آپ ابھی بھی اکاؤنٹ کے بغیر خرید سکتے ہیں: زیورات بیگ میں ڈالیں اور مہمان کے طور پر چیک آؤٹ کریں۔',
  'login.help': 'مدد چاہیے؟ ہمیں <tel>{phone}</tel> پر فون کریں (\u2068{hours}\u2069، ہفتے کے ساتوں دن)۔',
} as const satisfies Record<keyof typeof en, string>;
