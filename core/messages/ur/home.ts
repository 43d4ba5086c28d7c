import type en from '../en/home';

/** The home page in Urdu. */
export default {
  'home.title': '{shop} | پاکستان میں سونے، ہیرے اور چاندی کے زیورات',
  'home.description':
    '{tagline}۔ سونے، ہیرے، چاندی، پلاٹینم اور پیلیڈیم کے زیورات اور گھڑیاں، آج کے سونے کے نرخ پر PKR میں قیمت۔ پورے پاکستان میں ڈیلیوری یا ہمارے لاہور شوروم سے وصولی۔',
  'home.tagline': '1960 سے ایک خاندانی کاروبار',
  'home.intro':
    'سناروں کی تیسری نسل۔ ہر زیور پر ہال مارک، آپ کے سامنے تولا جاتا ہے اور آج کے نرخ پر اس کی قیمت لگتی ہے۔',
  'home.shopCollection': 'کلیکشن دیکھیں',
  'home.video': 'روشنی میں گھومتی سونے کی انگوٹھی',
  'home.collections': 'کلیکشنز',
  'home.tileWatches': 'قیمتی گھڑیاں',
  'home.tileEngagement': 'منگنی کی انگوٹھیاں',
  'home.tileWedding': 'شادی کے زیورات',
  'home.tileFine': 'نفیس زیورات',
  'home.byCategory': 'قسم کے لحاظ سے خریدیں',
  'home.ourProducts': 'ہماری مصنوعات',
  'home.silverTitle': 'مردوں کے لیے چاندی',
  'home.silverText':
    'مردوں کے لیے ہاتھ سے تیار کردہ اسٹرلنگ چاندی کی انگوٹھیاں، روزمرہ کے چھلوں سے لے کر نمایاں مہر والی انگوٹھیوں تک۔',
} satisfies Record<keyof typeof en, string>;
