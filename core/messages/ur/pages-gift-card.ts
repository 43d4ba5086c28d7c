import type en from '../en/pages-gift-card';

/** The gift card page, its amount and its forms in Urdu; amounts stay Latin, left to right. */
export default {
  'giftCard.title': 'گفٹ کارڈ',
  'giftCard.description':
    '{shop} کا گفٹ کارڈ \u2068{max}\u2069 تک دیں: رقم چنیں، اپنی اور وصول کرنے والے کی تفصیل ہمیں بھیجیں، باقی انتظام ہم کریں گے۔ آن لائن ادائیگی جلد آ رہی ہے۔',
  'giftCard.intro':
    'گفٹ کارڈ سے آپ کا کوئی پیارا ہمارے شوروم یا آن لائن اپنی پسند کا زیور خود چن سکتا ہے۔ رقم چنیں، اپنے بارے میں بتائیں اور، اگر چاہیں تو، کارڈ وصول کرنے والے کے بارے میں بھی۔',
  'giftCard.amountTitle': 'رقم چنیں',
  'giftCard.detailsTitle': 'آپ کی تفصیل',
  'giftCard.termsTitle': 'گفٹ کارڈ کی شرائط',
  'giftCard.receiverTitle': 'وصول کرنے والے کی تفصیل (اختیاری)',
  'giftCard.receiverNote': 'کارڈ کسی اور کو بھیج رہے ہیں؟ ہمیں بتائیں کہ کون وصول کرے گا، ہم کارڈ انہیں پہنچا دیں گے۔',
  'giftCard.checkout': 'چیک آؤٹ پر جائیں',
  'giftCard.comingSoon': 'جلد آ رہا ہے',
  'giftCard.checkoutNote':
    'گفٹ کارڈ کی آن لائن ادائیگی جلد شروع ہو رہی ہے۔ اوپر اپنی تفصیل بھیجیں، ہم ادائیگی کے انتظام کے لیے آپ کو فون کریں گے، یا شوروم سے گفٹ کارڈ خرید لیں۔',
  'giftCard.presets': 'مقررہ رقمیں',
  'giftCard.typeAmount': 'یا رقم لکھیں (روپے)',
  'giftCard.amountHint': '<n>{max}</n> تک کوئی بھی پوری رقم۔',
  'giftCard.tooHigh': 'رقم <n>{max}</n> سے زیادہ نہیں ہو سکتی',
  'giftCard.value': 'گفٹ کارڈ کی مالیت: <b><n>{amount}</n></b>',
  'giftCard.yourForm': 'آپ کی تفصیل',
  'giftCard.receiverForm': 'وصول کرنے والے کی تفصیل',
  'giftCard.sendMine': 'اپنی تفصیل بھیجیں',
  'giftCard.sendReceiver': 'وصول کرنے والے کی تفصیل بھیجیں',
  'giftCard.fullName': 'پورا نام',
  'giftCard.phoneHint': '10 ہندسے، مثلاً \u2068300 1234567\u2069',
  'giftCard.message': 'پیغام',
  'giftCard.receiverName': 'وصول کرنے والے کا نام',
  'giftCard.receiverPhone': 'وصول کرنے والے کا فون',
  'giftCard.receiverEmail': 'وصول کرنے والے کی ای میل',
  'giftCard.receiverMessage': 'وصول کرنے والے کے لیے پیغام',
  'giftCard.sent': 'شکریہ، آپ کی گفٹ کارڈ کی درخواست بھیج دی گئی ہے۔ ادائیگی کے انتظام کے لیے ہم آپ کو فون کریں گے۔',
  'giftCard.receiverSent': 'شکریہ، وصول کرنے والے کی تفصیل بھیج دی گئی ہے۔ ہم گفٹ کارڈ انہیں پہنچا دیں گے۔',
  'Receiver Name is required': 'وصول کرنے والے کا نام لکھنا ضروری ہے',
  'Please choose an amount': 'براہِ کرم رقم چنیں',
  'Amount cannot exceed 20000': 'رقم 20000 سے زیادہ نہیں ہو سکتی',
} satisfies Record<keyof typeof en, string>;
