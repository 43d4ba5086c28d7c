/**
 * The names and words of the inquiry forms that the pages need before their schemas (core/inquiry-schemas.ts) have
 * loaded: kept apart from zod so a page can draw its form without it (docs/decisions/041).
 */

/** A hidden field that people never see and robots fill: the server answers as if it worked and stores nothing. */
export const HONEYPOT_FIELD = 'website';

/** The replies of docs/behaviour.md §7.4 and §7.5, and the words the pages show for them (§8.3). */
export const INQUIRY_OK = 'OK';
export const SIZE_FORM_OK = 'Form Submitted Successfully, & Email Sent';
export const NEWSLETTER_SUCCESS = 'Emai Sent Successfully';
export const SIZE_FORM_SUCCESS = 'Form submitted successfully!';

export const CONTACT_REASONS = ['Product Information', 'My Order', 'Delivery Option', 'Returns & Exchanges'] as const;
export const APPOINTMENT_REASONS = [
  'JewelleryConsultation',
  'DiamondConsultation',
  'GemstoneConsultation',
  'RepairsAndMaintenance',
  'OtherServices',
] as const;
