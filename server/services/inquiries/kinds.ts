import type { InquiryKind } from '../../../core/inquiry-admin-schemas';
import type { InquiryTitle } from '../../../core/inquiry-schemas';

/** What a guest's form is, as the inquiries table and the mails name it (core/inquiry-admin-schemas.ts). */
export type { InquiryKind };

/** The kind of each form by the title it sends (docs/behaviour.md §3). */
export const KIND_OF_TITLE: Record<InquiryTitle | 'Ring Size Guide' | 'Bangles & Bracelets Size Guide', InquiryKind> = {
  'Contact Form': 'contact',
  'At Showroom': 'appointment',
  'Over The Call': 'appointment',
  Newsletter: 'newsletter',
  'GIFT CARD FORM': 'gift-card',
  'RECEIVER GIFT CARD FORM': 'gift-card-receiver',
  'Request Requirement': 'requirement',
  'Ring Size Guide': 'ring-size',
  'Bangles & Bracelets Size Guide': 'bangle-size',
};

/** What the guest calls each photo of the size forms (their field names are those of docs/behaviour.md §3.9). */
export const PHOTO_LABELS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    fingerImage: 'Finger photo',
    ringImage: 'Ring photo',
    handImage: 'Hand photo',
    wristImage: 'Wrist photo',
    ExitingBangleSizeImage: 'Bangle photo',
  }),
);
