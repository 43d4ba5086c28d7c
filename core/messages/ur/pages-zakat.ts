import type en from '../en/pages-zakat';

/** The zakat estimate in Urdu: form, messages, answer and nisab; weights and amounts in Latin digits. */
export default {
  'zakat.title': 'زکوٰۃ کا اندازہ',
  'zakat.description':
    'آج کے سونے اور چاندی کے نرخ پر اپنے سونے، چاندی اور بچت کی زکوٰۃ کا اندازہ لگائیں: روپوں میں نصاب، اور نصاب سے زائد مال کا {rate} فیصد۔',
  'zakat.intro':
    'آپ کے پاس جو کچھ ہے، آج کے سونے اور چاندی کے نرخ پر اس کی قیمت: زکوٰۃ واجب ہے یا نہیں، اور آپ کے قابلِ زکوٰۃ مال کا {rate} فیصد۔',
  'zakat.formTitle': 'آپ کے پاس کیا ہے',
  'zakat.submit': 'میری زکوٰۃ کا اندازہ لگائیں',
  'zakat.checkBoxes': 'براہ کرم نیچے نشان زد خانے دیکھ لیں۔',
  'zakat.unit': 'وزن کی اکائی',
  'zakat.grams': 'گرام',
  'zakat.tola': 'تولہ',
  'zakat.unitHint': '1 تولہ = {tolaGrams} گرام۔',
  'zakat.goldLegend': 'سونا، کیرٹ کے لحاظ سے',
  'zakat.karat': '{karat} کیرٹ',
  'zakat.silver': 'چاندی',
  'zakat.silverRate': 'دکان کے چاندی کے نرخ پر، <n>{rate}</n> فی تولہ۔',
  'zakat.noSilverRate': 'دکان نے آج کا چاندی کا نرخ ابھی طے نہیں کیا۔',
  'zakat.cash': 'نقد رقم اور بچت (روپے)',
  'zakat.cashHint': 'ہاتھ میں، بینک میں، کمیٹیوں میں، اور غیر ملکی کرنسی آج کی قیمت پر۔',
  'zakat.owed': 'آپ کا دوسروں پر قرض (روپے)',
  'zakat.owedHint': 'وہ قرض جو آپ کو واپس ملنے کی امید ہے۔',
  'zakat.debts': 'ابھی واجب الادا قرض (روپے)',
  'zakat.debtsHint': 'جو آپ کو ابھی ادا کرنا ہے: یہ آپ کے مال میں سے منہا ہوگا۔',
  'zakat.error.unit': 'گرام یا تولہ میں سے ایک چنیں',
  'zakat.error.nothing': 'کم از کم ایک چیز لکھیں جو آپ کے پاس ہے: سونا، چاندی، نقد رقم یا دوسروں پر قرض',
  'zakat.error.noSilverRate':
    'دکان نے آج کا چاندی کا نرخ ابھی طے نہیں کیا: چاندی کا خانہ خالی چھوڑ دیں، یا شوروم سے اس کی قیمت پوچھ کر نقد رقم میں جمع کر لیں',
  'zakat.error.weight':
    '{karat, select, none {چاندی کا وزن} other {{karat} کیرٹ سونے کا وزن}} عدد میں لکھیں، مثلاً 12.5',
  'zakat.error.amount':
    '{field, select, cash {نقد رقم اور بچت} owed {دوسروں پر قرض} other {ابھی واجب الادا قرض}} پورے روپوں میں لکھیں، مثلاً 250,000',
  'zakat.noRate': 'آج کا سونے کا نرخ ابھی طے نہیں ہوا۔ براہ کرم شوروم فون کریں۔',
  'zakat.answerTitle': 'آپ کی زکوٰۃ کا اندازہ',
  'zakat.tableCaption': 'آپ کے پاس جو کچھ ہے، آج کی قیمت پر',
  'zakat.goldLine': '{karat} کیرٹ سونا',
  'zakat.goldNote': '{grams} گرام، <n>{perGram}</n> فی گرام',
  'zakat.silverLine': 'چاندی',
  'zakat.cashLine': 'نقد رقم اور بچت',
  'zakat.owedLine': 'دوسروں پر قرض',
  'zakat.debtsLine': 'منہا: ابھی واجب الادا قرض',
  'zakat.wealth': 'قابلِ زکوٰۃ مال',
  'zakat.heldSilver':
    'چاندی کے نصاب سے موازنہ: {silverTola} تولہ چاندی (612.36 گرام)، آج <n>{nisab}</n>۔ آپ کے پاس صرف سونا نہیں، اور ملے جلے مال کے لیے اکثر علماء چاندی کا نصاب بتاتے ہیں۔',
  'zakat.heldGoldNoSilver':
    'سونے کے نصاب سے موازنہ: {goldTola} تولہ 24 کیرٹ سونا (87.48 گرام)، آج <n>{nisab}</n>۔ دکان کے پاس آج چاندی کا نرخ نہیں، اس لیے چاندی کا نصاب نہیں بتایا جا سکتا۔',
  'zakat.heldGold':
    'سونے کے نصاب سے موازنہ: {goldTola} تولہ 24 کیرٹ سونا (87.48 گرام)، آج <n>{nisab}</n>، کیونکہ آپ کے پاس صرف سونا ہے۔',
  'zakat.bothNisabs': 'آج سونے کا نصاب <n>{gold}</n> اور چاندی کا نصاب <n>{silver}</n> ہے۔',
  'zakat.due': 'زکوٰۃ واجب ہے: <b><n>{zakat}</n></b> (<n>{wealth}</n> کا {rate} فیصد)۔',
  'zakat.notDue': 'اس اندازے کے مطابق <b>زکوٰۃ واجب نہیں</b>: آپ کا مال نصاب سے کم ہے۔',
  'zakat.rates':
    'سونا دکان کے <n>{day}</n> کے نرخ پر{unit, select, tola { (وزن تولہ میں، 1 تولہ = {tolaGrams} گرام)} other {}}۔',
  'zakat.ruling':
    '<b>یہ اندازہ ہے، فتویٰ نہیں:</b> زکوٰۃ اس مال پر واجب ہوتی ہے جس پر قمری سال گزر جائے، اور کیا شمار ہوتا ہے (پہنے جانے والے زیورات، قرض، کاروباری مال) اس میں مکاتبِ فکر کی رائے مختلف ہے۔ براہ کرم کسی عالمِ دین سے پوچھ لیں۔',
  'zakat.comeInTitle': 'اپنے سونے کا وزن یا کیرٹ معلوم نہیں؟',
  'zakat.comeIn':
    'اسے لے آئیں: ہم آپ کے سامنے مفت تولتے اور پرکھتے ہیں۔ پرانا سونا بیچنا یا بدلنا ہے؟ دیکھیں <link>آپ کے پرانے سونے کی قیمت کیا ہے</link>۔',
  'zakat.book': 'ملاقات کا وقت لیں',
} satisfies Record<keyof typeof en, string>;
