import type en from '../en/dialogs';

/** The header's dialogs in Urdu: gold rates, the showroom, the appointment panel and its form. */
export default {
  'rates.karat': '{karat} کیرٹ',
  'rates.perTola': 'فی تولہ',
  'rates.per10g': 'فی 10 گرام',
  'rates.day': '\u2068{day}\u2069 کے نرخ۔ اس ویب سائٹ پر سونے کی قیمتیں آج کے نرخ کے مطابق ہیں۔',
  'rates.oldGold':
    'پرانا سونا بیچنا یا بدلنا ہے؟ آج کے نرخ پر <worth>اس کی قیمت دیکھیں</worth>، یا <zakat>اپنی زکوٰۃ کا اندازہ لگائیں</zakat>۔',
  'rates.notSet': 'آج کے نرخ ابھی طے نہیں ہوئے۔ براہِ کرم شوروم فون کریں۔',
  'rates.loading': 'پچھلے 7 دن کے نرخ آ رہے ہیں…',
  'rates.trend': '24 کیرٹ فی تولہ، پچھلے 7 دن',
  'rates.trendLabel':
    '24 کیرٹ فی تولہ، پچھلے {count} نرخ: \u2068{firstDay}\u2069 کو \u2068{first}\u2069 سے \u2068{lastDay}\u2069 کو \u2068{last}\u2069 تک',
  'rates.unchanged': 'کوئی تبدیلی نہیں',
  'rates.move': '{up, select, yes {اضافہ} other {کمی}} \u2068{by}\u2069',
  'showroom.title': 'ہمارے شوروم تشریف لائیں',
  'showroom.open': 'اوقات \u2068{hours}\u2069، ہفتے کے ساتوں دن۔',
  'showroom.map': '{name} کا نقشہ',
  'showroom.openMaps': 'نقشے میں کھولیں',
  'appointment.lead': 'بتائیں آپ ہم سے کیسے ملنا چاہیں گے۔ تاریخ اور وقت ہم آپ سے طے کر لیں گے۔',
  'appointment.kind': '{kind, select, call {فون پر} other {شوروم میں}}',
  'appointment.form': '{kind, select, call {فون پر ملاقات} other {شوروم میں ملاقات}}',
  'appointment.showroomNote':
    '\u2068{area}\u2069 میں ہمارے شوروم پر تشریف لائیں، اوقات \u2068{hours}\u2069، ہفتے کے ساتوں دن۔',
  'appointment.callNote': 'ہم آپ کی سہولت کے وقت آپ کو فون کریں گے، اردو یا انگریزی میں۔',
  'appointment.date': '{kind, select, call {فون کے لیے پسندیدہ تاریخ} other {پسندیدہ تاریخ}}',
  'appointment.reason': 'مقصد',
  'appointment.reasonOption':
    '{reason, select, JewelleryConsultation {زیورات کے بارے میں مشورہ} DiamondConsultation {ہیروں کے بارے میں مشورہ} GemstoneConsultation {نگینوں کے بارے میں مشورہ} RepairsAndMaintenance {مرمت اور دیکھ بھال} other {دیگر خدمات}}',
  'appointment.picture': 'ہماری مشاورت کی میز: محراب دار طاقوں میں سجے ہار، انگوٹھیوں کی ٹرے، انگوٹھی کی ڈبیا اور عدسہ',
  'appointment.submit': 'ملاقات کی درخواست بھیجیں',
  'newsletter.private': 'ہم آپ کی معلومات کسی کو نہیں دیتے۔',
  'newsletter.form': 'نیوز لیٹر کے لیے اندراج',
  'newsletter.subscribe': 'سبسکرائب کریں',
  'appointment.sent': 'شکریہ، آپ کی ملاقات کی درخواست بھیج دی گئی ہے۔ وقت طے کرنے کے لیے ہم آپ کو فون کریں گے۔',
} as const satisfies Record<keyof typeof en, string>;
