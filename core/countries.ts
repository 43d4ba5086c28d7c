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

export const COUNTRIES: string[] = [...new Set([...DELIVERY_CHARGES.keys(), ...MORE])].sort((a, b) =>
  a.localeCompare(b),
);
