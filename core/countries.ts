import { DELIVERY_CHARGES } from './delivery-charges';

/** Countries offered for paid delivery: every country of the charge table plus common destinations (20000 PKR). */
const MORE = [
  'Bahrain',
  'Bangladesh',
  'Egypt',
  'Finland',
  'Greece',
  'Hong Kong',
  'India',
  'Indonesia',
  'Kenya',
  'Kuwait',
  'Malaysia',
  'Maldives',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Oman',
  'Poland',
  'Portugal',
  'Qatar',
  'Singapore',
  'South Africa',
  'South Korea',
  'Sri Lanka',
  'Sweden',
  'Thailand',
];

/**
 * In alphabetical order. Sorted by character codes, which for these names is the alphabet's order (a test holds it to
 * `localeCompare`'s): a first `localeCompare` in a browser loads the language's collation data, some milliseconds of
 * a phone's main thread as the checkout's script starts (docs/decisions/057).
 */
export const COUNTRIES: string[] = [...new Set([...DELIVERY_CHARGES.keys(), ...MORE])].sort();
