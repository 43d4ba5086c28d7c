import type en from '../en/search';

/** The search results page in Urdu; the term and tag numbers read as typed. */
export default {
  'searchPage.metaTitle': 'تلاش: {term}',
  'searchPage.metaDescription': 'ہمارے شوروم اور آن لائن “{term}” سے ملتے زیورات۔',
  'searchPage.heading': '“<words>{term}</words>” کے نتائج',
  'searchPage.bestMatch': 'سب سے قریب پہلے',
  'searchPage.tag': 'ٹیگ نمبر: \u2068{tag}\u2069',
  'searchPage.noMoreTitle': 'صفحہ {page} پر مزید نتائج نہیں',
  'searchPage.noMoreText':
    '“<words>{term}</words>” کے {count, plural, one {# زیور} other {# زیورات}} ملے، {pages, plural, one {# صفحے} other {# صفحات}} پر۔',
  'searchPage.firstPage': 'پہلے صفحے پر واپس',
  'searchPage.nothingTitle': '“<words>{term}</words>” سے کچھ نہیں ملا',
  'searchPage.nothingText': 'کوئی اور لفظ آزمائیں، جیسے انگوٹھی، چین، چوڑی یا ٹیگ نمبر۔',
} as const satisfies Record<keyof typeof en, string>;
