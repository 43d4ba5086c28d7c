import type en from '../en/wishlist';

/** The wishlist page and its table in Urdu. */
export default {
  'wishlist.metaTitle': 'پسندیدہ فہرست',
  'wishlist.metaDescription': 'وہ زیورات جو آپ نے پسند کر کے رکھے ہیں۔',
  'wishlist.title': 'پسندیدہ فہرست',
  'wishlist.loading': 'آپ کی پسندیدہ فہرست کھل رہی ہے…',
  'wishlist.empty': 'آپ کی پسندیدہ فہرست میں ابھی کوئی زیور نہیں',
  'wishlist.caption': 'آپ کی پسندیدہ فہرست کے زیورات',
  'wishlist.quantity': 'تعداد',
  'wishlist.actions': 'اقدامات',
  'wishlist.chooseSizeFor': '{name} کا سائز چنیں',
  'wishlist.addNamed': '{name} بیگ میں ڈالیں',
  'wishlist.chooseSize': 'سائز چنیں',
  'wishlist.add': 'بیگ میں ڈالیں',
} as const satisfies Record<keyof typeof en, string>;
