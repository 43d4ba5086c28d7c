import type en from '../en/address';

export default {
  'address.metaTitle': 'پتہ پڑھا نہیں جا سکا',
  'address.title': 'ہم یہ پتہ (لنک) نہیں پڑھ سکے',
  'address.hint': 'براہِ کرم لنک دوبارہ دیکھیں، یا ہمارے ہوم پیج سے نئے سرے سے شروع کریں۔',
  'This address has a broken %-escape and cannot be read.':
    'اس پتے میں ایک ٹوٹا ہوا %-کوڈ ہے، اس لیے یہ پڑھا نہیں جا سکتا۔',
  'This address has a NUL character (%00) in it and cannot be read.':
    'اس پتے میں ایک خالی (NUL، \u2066%00\u2069) حرف ہے، اس لیے یہ پڑھا نہیں جا سکتا۔',
  'This address is longer than 8192 characters.': 'یہ پتہ 8192 حروف سے لمبا ہے۔',
} satisfies Record<keyof typeof en, string>;
