/**
 * Delivery charges of docs/behaviour.md §9.7 in PKR, keyed by the country names the checkout shows (§10.12: the list
 * and the charges use the same keys, and the default country shows its own charge).
 */
export const DELIVERY_CHARGES: ReadonlyMap<string, number> = new Map([
  ['Pakistan', 0],
  ['United Kingdom', 11500],
  ['United Arab Emirates', 11600],
  ['United States', 11900],
  ['Canada', 16300],
  ['Andorra', 17000],
  ['Austria', 17000],
  ['Belgium', 17000],
  ['Denmark', 17000],
  ['France', 17000],
  ['Germany', 17000],
  ['Ireland', 17000],
  ['Italy', 17000],
  ['Liechtenstein', 17000],
  ['Luxembourg', 17000],
  ['Monaco', 17000],
  ['Netherlands', 17000],
  ['Spain', 17000],
  ['Switzerland', 17000],
  ['Vatican City', 17000],
  ['Turkey', 22400],
  ['China', 22800],
  ['Australia', 26600],
  ['Argentina', 30800],
  ['Japan', 30800],
  ['Saudi Arabia', 30800],
  ['Ethiopia', 37400],
]);

/** Any country not in the table. */
export const OTHER_COUNTRIES_CHARGE = 20000;
/** docs/behaviour.md §9.7: the default country is the United States. */
export const DEFAULT_COUNTRY = 'United States';
export const FREE_DELIVERY_DAYS = 7;
export const WORLDWIDE_DELIVERY_DAYS = 15;

export type DeliveryOption = 'collect' | 'free' | 'paid';

/** Collect and free delivery cost nothing; paid delivery costs the country's charge. */
export function deliveryCharge(option: DeliveryOption, country: string = DEFAULT_COUNTRY): number {
  if (option !== 'paid') return 0;
  return DELIVERY_CHARGES.get(country) ?? OTHER_COUNTRIES_CHARGE;
}

/**
 * The charges as the checkout's loader sends them, as data (the page's script carries neither the table nor these
 * figures; its first-load JS is at the budget): each country's charge, any other country's, the countries offered,
 * the one chosen first, and the days each option takes.
 */
export type DeliveryTable = {
  readonly charges: Readonly<Record<string, number>>;
  readonly other: number;
  readonly countries: readonly string[];
  /** Each country's name in the page's language where it is not the value sent (Urdu); the list is in its order. */
  readonly names?: Readonly<Record<string, string>>;
  readonly defaultCountry: string;
  readonly freeDays: number;
  readonly worldwideDays: number;
};
