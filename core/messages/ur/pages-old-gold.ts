import type en from '../en/pages-old-gold';

/** The old gold page in Urdu: form, messages, answer and the buy-back terms; figures and amounts stay Latin. */
export default {
  'oldGold.title': 'پرانے سونے کی قیمت',
  'oldGold.description':
    'آج کے سونے کے نرخ پر آپ کے پرانے سونے کی قیمت کتنی ہے، دکان اس کے بدلے نقد کتنا دیتی ہے اور نئے زیور کی خریداری میں کتنا شمار کرتی ہے۔',
  'oldGold.intro':
    'پرانا سونا بیچنا ہے یا نئے زیور سے بدلنا ہے؟ دیکھیں کہ آج کے سونے کے نرخ پر اس کی قیمت کیا ہے، اور دکان اس کے بدلے کتنا دیتی ہے۔',
  'oldGold.formTitle': 'آپ کا سونا',
  'oldGold.submit': 'قیمت معلوم کریں',
  'oldGold.checkBoxes': 'براہ کرم نیچے نشان زد خانے دیکھ لیں۔',
  'oldGold.weightLegend': 'وزن: گرام میں، یا تولہ، ماشہ اور رتی میں',
  'oldGold.grams': 'گرام',
  'oldGold.gramsHint': 'مثلاً {example}',
  'oldGold.or': 'یا',
  'oldGold.tola': 'تولہ',
  'oldGold.masha': 'ماشہ',
  'oldGold.ratti': 'رتی',
  'oldGold.weights': '1 تولہ = {tolaGrams} گرام = {mashaPerTola} ماشہ؛ 1 ماشہ = {rattiPerMasha} رتی۔',
  'oldGold.karat': 'کیرٹ',
  'oldGold.chooseKarat': 'کیرٹ منتخب کریں',
  'oldGold.karatHint': 'یقین نہیں؟ ”معلوم نہیں“ چنیں: دکان شوروم پر اسے پرکھ لے گی۔',
  'oldGold.karatOption': '{karat} کیرٹ',
  'oldGold.dontKnow': 'معلوم نہیں',
  'oldGold.error.grams': 'گرام میں وزن 0 سے {maxGrams} تک کا کوئی عدد ہو، مثلاً 23.3',
  'oldGold.error.tola': 'تولہ کوئی عدد ہو، مثلاً 2 یا 2.5',
  'oldGold.error.masha': 'ماشہ 0 سے {maxMasha} تک کا پورا عدد ہو',
  'oldGold.error.ratti': 'رتی 0 سے {maxRatti} تک کا کوئی عدد ہو، مثلاً 4 یا 4.5',
  'oldGold.error.none': 'وزن لکھیں، گرام میں یا تولہ، ماشہ اور رتی میں',
  'oldGold.error.both': 'وزن یا تو گرام میں لکھیں یا تولہ، ماشہ اور رتی میں، دونوں میں نہیں',
  'oldGold.error.zero': 'وزن صفر سے زیادہ ہونا چاہیے',
  'oldGold.error.karat': 'کیرٹ منتخب کریں، یا ”معلوم نہیں“',
  'oldGold.noRate': 'آج کا سونے کا نرخ ابھی طے نہیں ہوا۔ قیمت کے لیے براہ کرم شوروم فون کریں۔',
  'oldGold.weightGrams': '{grams} گرام ({tola})',
  'oldGold.answerKarat': '{weight} {karat} کیرٹ سونا',
  'oldGold.answerUnknown': '{weight} سونا، کیرٹ معلوم نہیں',
  'oldGold.value': 'آج کے نرخ پر قیمت',
  'oldGold.cash': 'دکان نقد دیتی ہے ({percent} فیصد کٹوتی کے بعد)',
  'oldGold.exchange': 'نئے زیور کی خریداری میں ({percent} فیصد کٹوتی کے بعد)',
  'oldGold.unknownLead':
    'کیرٹ کا پتا شوروم پر آپ کے سامنے سونا پرکھ کر چلتا ہے۔ ہر عام کیرٹ پر اس کی قیمت، اور دکان نقد ({cash} فیصد کٹوتی کے بعد) اور نئے زیور کی خریداری میں ({exchange} فیصد کٹوتی کے بعد) کتنا دیتی ہے:',
  'oldGold.tableCaption': 'کیرٹ کے لحاظ سے قیمت',
  'oldGold.tableKarat': 'کیرٹ',
  'oldGold.tableValue': 'قیمت',
  'oldGold.tableCash': 'نقد',
  'oldGold.tableExchange': 'نئے زیور میں',
  'oldGold.rateKarat':
    '{karat} کیرٹ کا نرخ <n>{perGram}</n> فی گرام (<n>{perTola}</n> فی تولہ)، دکان کا <n>{day}</n> کا نرخ۔',
  'oldGold.rates': 'دکان کے <n>{day}</n> کے نرخ پر۔',
  'oldGold.estimate':
    'یہ اندازہ ہے: دکان شوروم پر آپ کا سونا تول کر اور پرکھ کر، کوئی بات طے ہونے سے پہلے آپ کو اپنی پیشکش بتاتی ہے۔',
  'oldGold.comeInTitle': 'اپنا سونا لے آئیں',
  'oldGold.comeIn':
    'وقت طے کر لیں، ہم آپ کے سامنے آپ کا سونا تولیں گے اور پرکھیں گے، اور آج کا نرخ کاؤنٹر پر ہوگا۔ زکوٰۃ کا حساب کر رہے ہیں؟ <link>زکوٰۃ کا اندازہ</link> دیکھیں۔',
  'oldGold.book': 'ملاقات کا وقت لیں',
  'oldGold.termsTitle': 'واپس خریدنے اور تبادلے کی شرائط',
  'oldGold.gold': 'سونا',
  'oldGold.kind':
    '{kind, select, Silver {چاندی کے زیورات} Diamond {ہیرے کے زیورات} Platinum {پلاٹینم کے زیورات} Palladium {پیلیڈیم کے زیورات} Artificial {مصنوعی زیورات} other {گھڑیاں}}',
  'oldGold.policy':
    'ہم سے آن لائن خریدے گئے زیورات پر <link>رقم کی واپسی اور تبادلے کی پالیسی</link> بھی لاگو ہوتی ہے۔',
  'buyBack.weighed':
    'پرانا سونا شوروم پر آپ کے سامنے تولا جاتا ہے اور اس کا کھرا پن پرکھا جاتا ہے، پھر اس کے کیرٹ کے حساب سے اس دن کے سونے کے نرخ پر اس کی قیمت لگائی جاتی ہے{karat, select, none {} other { ({karat} کیرٹ سونا {karat} کیرٹ کے نرخ پر)}}۔',
  'buyBack.cash': 'نقد بیچنے پر دکان یہ قیمت {percent} فیصد کٹوتی کے بعد ادا کرتی ہے۔',
  'buyBack.exchange':
    'دکان سے نئے زیور کے بدلے دینے پر یہ قیمت {percent} فیصد کٹوتی کے بعد نئے زیور کی قیمت میں شمار ہوتی ہے۔',
  'buyBack.stonesPaid':
    'زیور میں جڑے ہیرے اور نگینے شوروم پر الگ سے پرکھ کر ان کی قیمت دی جاتی ہے؛ موتی، لاکھ اور دوسری بھرائی وزن سے نکال دی جاتی ہے۔',
  'buyBack.stonesNotPaid':
    'ہیرے، نگینے، موتی اور لاکھ وزن سے نکال دیے جاتے ہیں اور ان کی قیمت نہیں دی جاتی؛ آپ چاہیں تو ہیرے اور نگینے آپ کو واپس کر دیے جاتے ہیں۔',
  'buyBack.id':
    'براہ کرم اپنا شناختی کارڈ (CNIC) ساتھ لائیں: دکان صرف زیور کے مالک سے خریدتی ہے، اور تحریری رسید دیتی ہے۔',
  'buyBack.diamondsPaid': 'ہیروں کی قیمت شوروم پر الگ سے، جہاں سرٹیفکیٹ ہو وہاں اس کے مطابق، لگا کر ادا کی جاتی ہے۔',
  'buyBack.diamondsBack':
    'ہیرے نکال کر آپ کو واپس کر دیے جاتے ہیں (یا وزن سے نکال دیے جاتے ہیں): دکان صرف سونے کی قیمت دیتی ہے۔',
  'buyBack.silver':
    'پرانی چاندی شوروم پر تولی جاتی ہے اور اس دن کے چاندی کے نرخ{rate, select, none {} other { (<n>{rate}</n> فی تولہ)}} پر، {percent} فیصد کٹوتی کے بعد، اس کی قیمت نقد یا نئے زیور کی خریداری میں دی جاتی ہے۔',
  'buyBack.noDailyRate':
    '{metal, select, platinum {دکان پر پلاٹینم کا کوئی روزانہ نرخ نہیں: پلاٹینم کا زیور} other {دکان پر پیلیڈیم کا کوئی روزانہ نرخ نہیں: پیلیڈیم کا زیور}} اسی دن شوروم پر تولا، پرکھا اور جانچا جاتا ہے، اور کوئی بات طے ہونے سے پہلے دکان آپ کو نقد یا نئے زیور کے بدلے اپنی پیشکش بتاتی ہے۔',
  'buyBack.artificial':
    'مصنوعی زیورات میں کوئی قیمتی دھات نہیں ہوتی: دکان انہیں نہ واپس خریدتی ہے نہ تبادلے میں لیتی ہے۔',
  'buyBack.artificialPolicy': 'ہم سے خریدے گئے زیور پر رقم کی واپسی اور تبادلے کی پالیسی لاگو ہوتی ہے۔',
  'buyBack.watches': 'گھڑیاں نہ واپس خریدی جاتی ہیں نہ نئے زیور کے بدلے لی جاتی ہیں۔',
  'buyBack.watchPolicy':
    'ہم سے خریدی گئی گھڑی پر رقم کی واپسی اور تبادلے کی پالیسی اور اس کے بنانے والے کی وارنٹی لاگو ہوتی ہے۔',
  'buyBack.other':
    'زیور شوروم لے آئیں: عملہ اسے تول کر اور پرکھ کر، کوئی بات طے ہونے سے پہلے بتا دے گا کہ دکان اس کے کتنے پیسے دے گی۔',
} satisfies Record<keyof typeof en, string>;
