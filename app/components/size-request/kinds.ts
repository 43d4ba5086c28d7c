import {
  BANGLE_PHOTO_FIELDS,
  BangleSizeSchema,
  RING_PHOTO_FIELDS,
  RingSizeSchema,
} from '../../../core/inquiry-schemas';
import type { FieldSpec } from '../forms/FormFields';
import type { FormSchema } from '../forms/form-state';

export type SizeKind = 'ring' | 'bangle';

interface SizeKindSpec {
  title: string;
  schema: FormSchema<Record<string, unknown>>;
  measurements: Record<string, FieldSpec>;
  /** Photo field name → its label. */
  photos: Record<string, string>;
}

const mm = (label: string, hint: string): FieldSpec => ({
  label,
  hint,
  inputMode: 'decimal',
  autoComplete: 'off',
  maxLength: 40,
});

/**
 * docs/behaviour.md §3.9, §5.9, §5.10: the ring and bangle size requests, their measurements and their three optional
 * photos.
 */
export const SIZE_KINDS: Record<SizeKind, SizeKindSpec> = {
  ring: {
    title: 'Ring Size Guide',
    schema: RingSizeSchema,
    measurements: {
      FingerMeasurement: mm('Finger Measurement (mm)', 'Around the base of your finger, in millimetres'),
      RingMeasurement: mm('Ring Measurement (mm)', 'Inside diameter of a ring that fits, in millimetres'),
    },
    photos: {
      [RING_PHOTO_FIELDS[0]]: 'Photo of your finger with the paper strip',
      [RING_PHOTO_FIELDS[1]]: 'Photo of the ring on a ruler',
      [RING_PHOTO_FIELDS[2]]: 'Photo of your hand',
    },
  },
  bangle: {
    title: 'Bangles & Bracelets Size Guide',
    schema: BangleSizeSchema,
    measurements: {
      HandMeasurement: mm('Hand Width Measurement (mm)', 'Around the widest part of your folded hand'),
      WristMeasurement: mm('Wrist Size Measurement (mm)', 'Around your wrist, just above the wrist bone'),
      ExitingBangleSizeMeasurement: mm('Existing Bangle Diameter (mm)', 'Inside diameter of a bangle you own'),
    },
    photos: {
      [BANGLE_PHOTO_FIELDS[0]]: 'Photo of your hand',
      [BANGLE_PHOTO_FIELDS[1]]: 'Photo of your wrist',
      [BANGLE_PHOTO_FIELDS[2]]: 'Photo of your bangle on a ruler',
    },
  },
};
