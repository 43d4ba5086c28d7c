import type en from '../en/order';

/** The words of an order's own pages in Urdu. */
export default {
  'order.metaTitle': 'آرڈر کی تصدیق',
  'order.metaDescription':
    '{shop} سے خریداری کا شکریہ۔ آپ کے آرڈر کی تصدیق ہو گئی ہے اور اس کی تفصیل کی ای میل جلد آپ کو ملے گی۔',
  'order.confirmed': 'آپ کے آرڈر کی تصدیق ہو گئی ہے',
  'order.received': 'آپ کا آرڈر موصول ہو گیا ہے',
  'order.thanks': '{shop} سے خریداری کا شکریہ۔',
  'order.number': 'آپ کا آرڈر نمبر <b>{orderNo}</b> ہے',
  'order.mailFollows': 'ہمیں آپ کا آرڈر مل گیا ہے۔ آرڈر کی تفصیل کے ساتھ ای میل جلد آپ کو بھیج دی جائے گی۔',
  'order.keepMail': 'یہ ای میل سنبھال کر رکھیں: شوروم سے آرڈر لیتے وقت اس کی ضرورت ہو گی۔',
  'order.questions':
    'آرڈر کے بارے میں کچھ پوچھنا ہو تو <tel>{phone}</tel> پر فون کریں یا <mail>{email}</mail> پر ای میل کریں۔',
  'order.track': 'اپنے آرڈر کی صورتحال دیکھیں',
  'pay.title': 'ادائیگی کا طریقہ',
  'pay.titlePaid': 'ادائیگی',
  'pay.paidInFull': '<b>پوری ادائیگی ہو چکی ہے</b>: شکریہ، ہمیں \u2068{paid}\u2069 مل گئے ہیں۔',
  'pay.byTransfer':
    'براہِ کرم <b>{amount}</b> بینک ٹرانسفر سے (آن لائن بینکنگ، اے ٹی ایم یا کسی بھی برانچ سے) اس اکاؤنٹ میں جمع کروائیں:',
  'pay.amount': 'قابلِ ادائیگی رقم',
  'pay.reference': 'حوالہ',
  'pay.writeReference':
    'حوالے میں اپنا آرڈر نمبر <b>{orderNo}</b> لکھیں۔{paid, select, none {} other { اب تک ہمیں \u2068{paid}\u2069 مل چکے ہیں۔}}',
  'pay.heldUntil':
    'ہم آپ کے زیورات <b>{until}</b> (پاکستانی وقت) تک آپ کے لیے رکھیں گے۔ اس وقت تک ادائیگی نہ ہونے پر آرڈر منسوخ ہو جائے گا۔',
  'pay.atShowroom': 'شوروم سے آرڈر لیتے وقت ادائیگی کریں: \u2068{amount}\u2069',
  'pay.onDelivery': 'ڈیلیوری پر کوریئر کو ادائیگی کریں: \u2068{amount}\u2069',
  'pay.stillToPay': 'باقی رقم: \u2068{amount}\u2069',
  'pay.copy': 'کاپی کریں',
  'pay.copyWhat': '{what} کاپی کریں',
  'pay.copied': 'کاپی ہو گیا',
  'pay.selected': 'منتخب ہو گیا',
  'pay.copiedWhat': '{what} کاپی ہو گیا',
  'pay.selectedWhat': '{what} منتخب ہو گیا: اسے کاپی کر لیں',
} as const satisfies Record<keyof typeof en, string>;
