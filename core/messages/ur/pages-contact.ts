import type en from '../en/pages-contact';

/**
 * The contact page and its form in Urdu; the shop's name, address, hours and numbers as the shop writes them, isolated
 * left to right. A phone's link holds its number alone (the shop's phone links read left to right), the extension
 * follows in Urdu. The phones' labels are the shop's (core/shop.ts), said in Urdu where known.
 */
export default {
  'contact.title': 'ہم سے رابطہ کریں',
  'contact.description':
    'شوروم تشریف لائیں، فون کریں، یا واٹس ایپ یا ای میل پر \u2068{shop}\u2069 سے رابطہ کریں۔ شوروم ہفتے کے ساتوں دن \u2068{hours}\u2069 کھلا رہتا ہے، پتا: \u2068{line1}, {line2}\u2069۔',
  'contact.intro':
    'کسی زیور، آرڈر یا سائز کے بارے میں کوئی بھی سوال ہو، ہمیں آپ کی مدد کر کے خوشی ہوگی۔ فون کریں، پیغام بھیجیں یا شوروم تشریف لائیں: خاندان کا کوئی فرد یا ہماری ٹیم آپ کو جواب دے گی۔',
  'contact.showroomTitle': 'ہمارا شوروم',
  'contact.directions': 'راستہ دیکھیں',
  'contact.newTab': ' (نئی ٹیب میں کھلے گا)',
  'contact.hoursTitle': 'اوقاتِ کار',
  'contact.days': 'ہفتے کے ساتوں دن',
  'contact.whatsappNote': 'واٹس ایپ پر ہم صبح 11 بجے سے شام 6 بجے تک جواب دیتے ہیں، ٹیم کی دستیابی کے مطابق۔',
  'contact.reachTitle': 'فون، پیغام یا ای میل',
  'contact.phoneLabel': '{label, select, Showroom {شوروم} Orders {آرڈرز} other {{label}}}:',
  'contact.phoneNumber': '<tel>{number}</tel> (ایکسٹینشن\u00a0{ext})',
  'contact.whatsappLabel': 'واٹس ایپ:',
  'contact.whatsappText': 'السلام علیکم {shop}، مجھے ایک بات پوچھنی ہے۔',
  'contact.whatsappNewTab': ' (واٹس ایپ نئی ٹیب میں کھلے گا)',
  'contact.emailLabel': 'ای میل:',
  'contact.socialTitle': 'ہمیں فالو کریں',
  'contact.mapTitle': 'نقشے پر ہمارا شوروم',
  'contact.mapFrame': '\u2068{shop}, {line1}, {line2}\u2069 کا نقشہ',
  'contact.writeTitle': 'ہمیں لکھیں',
  'contact.write':
    'زیورات کی معلومات، اپنے آرڈر، ڈیلیوری کے طریقوں یا واپسی اور تبادلے کے بارے میں ہمیں پیغام بھیجیں، ہم ای میل یا فون پر جواب دیں گے۔',
  'contact.form': 'رابطے کا فارم',
  'contact.send': 'پیغام بھیجیں',
  'contact.fullName': 'پورا نام',
  'contact.reason': 'رابطے کی وجہ',
  'contact.message': 'پیغام',
  'contact.phoneHint': 'مثلاً \u20680300 1234567\u2069 یا \u2068+92 300 1234567\u2069',
  'contact.reasonProduct': 'زیور کی معلومات',
  'contact.reasonOrder': 'میرا آرڈر',
  'contact.reasonDelivery': 'ڈیلیوری کا طریقہ',
  'contact.reasonReturns': 'واپسی اور تبادلہ',
  'contact.success': 'شکریہ، آپ کا پیغام بھیج دیا گیا ہے۔ ہم ایک دن کے اندر جواب دیں گے۔',
  'Reason is required': 'رابطے کی وجہ چننا ضروری ہے',
} satisfies Record<keyof typeof en, string>;
