/**
 * Paid delivery charges of spec §9, in PKR, grouped for display on the policy pages.
 * The checkout reads its own table; keep the two in step (or switch this file to the core table
 * once one exists).
 */
export interface ChargeGroup {
  countries: string[];
  charge: number;
}

export const DELIVERY_CHARGE_GROUPS: ChargeGroup[] = [
  { countries: ['Pakistan'], charge: 0 },
  { countries: ['United Kingdom'], charge: 11500 },
  { countries: ['United Arab Emirates'], charge: 11600 },
  { countries: ['United States'], charge: 11900 },
  { countries: ['Canada'], charge: 16300 },
  {
    countries: [
      'Andorra', 'Austria', 'Belgium', 'Denmark', 'France', 'Germany', 'Ireland', 'Italy', 'Liechtenstein',
      'Luxembourg', 'Monaco', 'Netherlands', 'Spain', 'Switzerland', 'Vatican City',
    ],
    charge: 17000,
  },
  { countries: ['Turkey'], charge: 22400 },
  { countries: ['China'], charge: 22800 },
  { countries: ['Australia'], charge: 26600 },
  { countries: ['Argentina', 'Japan', 'Saudi Arabia'], charge: 30800 },
  { countries: ['Ethiopia'], charge: 37400 },
];

/** Any country not listed above. */
export const OTHER_COUNTRIES_CHARGE = 20000;

export const FREE_DELIVERY_DAYS = 7;
export const WORLDWIDE_DELIVERY_DAYS = 15;
