import { describe, expect, it } from 'vitest';
import { APPOINTMENT_REASONS } from '../../../core/inquiry-schemas';
import { formatPattern } from '../../../core/message-format';
import { CATALOGUES } from '../../../core/messages';

describe('the appointment reasons', () => {
  const words = (locale: 'en' | 'ur') =>
    APPOINTMENT_REASONS.map((reason) =>
      formatPattern(CATALOGUES[locale]['appointment.reasonOption'] ?? '', { reason }),
    );

  it('show the API values as words (the values are sent, the words shown)', () => {
    expect(words('en')).toEqual([
      'Jewellery Consultation',
      'Diamond Consultation',
      'Gemstone Consultation',
      'Repairs and Maintenance',
      'Other Services',
    ]);
  });

  it('give each reason its own Urdu words', () => {
    expect(new Set(words('ur')).size).toBe(APPOINTMENT_REASONS.length);
  });
});
