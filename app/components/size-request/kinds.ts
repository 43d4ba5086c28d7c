import {
  BANGLE_PHOTO_FIELDS,
  BangleSizeSchema,
  RING_PHOTO_FIELDS,
  RingSizeSchema,
} from '../../../core/inquiry-schemas';
import type { MessageKey } from '../../../core/messages';
import type { FormSchema } from '../forms/form-state';

export type SizeKind = 'ring' | 'bangle';

interface SizeKindSpec {
  title: string;
  schema: FormSchema<Record<string, unknown>>;
  /** Measurement field name → its label's and hint's keys (the guides' words, core/messages/en/pages-size-chart.ts). */
  measurements: Record<string, readonly [label: MessageKey, hint: MessageKey]>;
  /** Photo field name → its label's key. */
  photos: Record<string, MessageKey>;
}

/**
 * docs/behaviour.md §3.9, §5.9, §5.10: the ring and bangle size requests, their measurements and their three optional
 * photos.
 */
export const SIZE_KINDS: Record<SizeKind, SizeKindSpec> = {
  ring: {
    title: 'Ring Size Guide',
    schema: RingSizeSchema,
    measurements: {
      FingerMeasurement: ['sizeChart.FingerMeasurement', 'sizeChart.FingerMeasurementHint'],
      RingMeasurement: ['sizeChart.RingMeasurement', 'sizeChart.RingMeasurementHint'],
    },
    photos: {
      [RING_PHOTO_FIELDS[0]]: 'sizeChart.photoFinger',
      [RING_PHOTO_FIELDS[1]]: 'sizeChart.photoRing',
      [RING_PHOTO_FIELDS[2]]: 'sizeChart.photoHand',
    },
  },
  bangle: {
    title: 'Bangles & Bracelets Size Guide',
    schema: BangleSizeSchema,
    measurements: {
      HandMeasurement: ['sizeChart.HandMeasurement', 'sizeChart.HandMeasurementHint'],
      WristMeasurement: ['sizeChart.WristMeasurement', 'sizeChart.WristMeasurementHint'],
      ExitingBangleSizeMeasurement: [
        'sizeChart.ExitingBangleSizeMeasurement',
        'sizeChart.ExitingBangleSizeMeasurementHint',
      ],
    },
    photos: {
      [BANGLE_PHOTO_FIELDS[0]]: 'sizeChart.photoHand',
      [BANGLE_PHOTO_FIELDS[1]]: 'sizeChart.photoWrist',
      [BANGLE_PHOTO_FIELDS[2]]: 'sizeChart.photoBangle',
    },
  },
};
