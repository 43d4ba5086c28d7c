/**
 * The kinds of the guests' forms as the back office names them (docs/behaviour.md §11.8), apart from zod: the back
 * office's frame reads them for its alerts (core/alerts.ts) before any schema has loaded.
 */
export const INQUIRY_KINDS = [
  'contact',
  'appointment',
  'ring-size',
  'bangle-size',
  'gift-card',
  'gift-card-receiver',
  'requirement',
  'newsletter',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Each kind in words, as the back office names it. */
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  contact: 'Contact form',
  appointment: 'Appointment',
  'ring-size': 'Ring size request',
  'bangle-size': 'Bangle size request',
  'gift-card': 'Gift card',
  'gift-card-receiver': 'Gift card receiver',
  requirement: 'Requirement',
  newsletter: 'Newsletter sign-up',
};
/** Object.hasOwn: `constructor` is not a kind (docs/decisions/032). */
export const kindLabel = (kind: string): string =>
  Object.hasOwn(INQUIRY_KIND_LABELS, kind) ? INQUIRY_KIND_LABELS[kind as InquiryKind] : kind;
