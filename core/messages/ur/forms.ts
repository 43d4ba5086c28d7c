import type en from '../en/forms';

/** The form kit's words and the rules' messages in Urdu, each under the English words the schema gives. */
export default {
  'form.fullName': 'پورا نام',
  'form.message': 'پیغام',
  'form.phoneHint':
    '{digits, select, 11 {11 ہندسے، مثلاً \u20660300 1234567\u2069} 10 {10 ہندسے، مثلاً \u2066300 1234567\u2069} other {مثلاً \u20660300 1234567\u2069 یا \u2066+92 300 1234567\u2069}}',
  'form.fillRequired': 'بھیجنے کے لیے ضروری خانے پُر کریں۔',
  'Please enter your name': 'براہِ کرم اپنا نام لکھیں',
  'Please enter a valid phone number': 'براہِ کرم درست فون نمبر لکھیں',
  'Please enter a valid Email': 'براہِ کرم درست ای میل لکھیں',
  'Please choose a date': 'براہِ کرم تاریخ چنیں',
  'Please choose a date from today on': 'براہِ کرم آج یا آج کے بعد کی تاریخ چنیں',
  'Please choose a date within a year': 'براہِ کرم ایک سال کے اندر کی تاریخ چنیں',
  'Please choose a reason': 'براہِ کرم مقصد چنیں',
  'Name is required': 'نام لکھنا ضروری ہے',
  'Phone No is required': 'فون نمبر لکھنا ضروری ہے',
  'Email is required': 'ای میل لکھنا ضروری ہے',
  'At most 100 characters': 'زیادہ سے زیادہ 100 حروف',
  'At most 2000 characters': 'زیادہ سے زیادہ 2000 حروف',
  'Must be on one line': 'ایک ہی سطر میں لکھیں',
  'Emai Sent Successfully': 'شکریہ، آپ کا اندراج ہو گیا ہے۔',
  'Something went wrong. Please try again.': 'کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'Full Name is required': 'پورا نام لکھنا ضروری ہے',
  'Please enter Your Requirement': 'براہِ کرم اپنی ضرورت لکھیں',
} as const satisfies Record<keyof typeof en, string>;
