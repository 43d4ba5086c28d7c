import { describe, expect, it } from 'vitest';
import { APPOINTMENT_REASONS } from '../../../core/inquiry-schemas';
import { readable } from './AppointmentForm';

describe('readable', () => {
  it('shows the appointment reasons as words', () => {
    expect(APPOINTMENT_REASONS.map(readable)).toEqual([
      'Jewellery Consultation',
      'Diamond Consultation',
      'Gemstone Consultation',
      'Repairs and Maintenance',
      'Other Services',
    ]);
  });
});
