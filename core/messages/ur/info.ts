import type en from '../en/info';

/** The frame of every information page, in Urdu. */
export default {
  'info.breadcrumb': 'آپ یہاں ہیں',
  'info.onThisPage': 'اس صفحے پر',
} satisfies Record<keyof typeof en, string>;
