import type { InquiryTitle } from '../../core/inquiry-schemas';

/** What a guest's form is, as the inquiries table and the mails name it. */
export type InquiryKind =
  | 'contact'
  | 'appointment'
  | 'newsletter'
  | 'gift-card'
  | 'gift-card-receiver'
  | 'requirement'
  | 'ring-size'
  | 'bangle-size';

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
