import { COUNTRIES } from '../../core/countries';
import { localeOfPath, type Locale } from '../../core/locale';
import { pageMessages } from '../../core/messages';
import {
  DEFAULT_COUNTRY,
  DELIVERY_CHARGES,
  FREE_DELIVERY_DAYS,
  OTHER_COUNTRIES_CHARGE,
  WORLDWIDE_DELIVERY_DAYS,
  type DeliveryTable,
} from '../../core/delivery-charges';

const TABLE: DeliveryTable = {
  charges: Object.fromEntries(DELIVERY_CHARGES),
  other: OTHER_COUNTRIES_CHARGE,
  countries: COUNTRIES,
  defaultCountry: DEFAULT_COUNTRY,
  freeDays: FREE_DELIVERY_DAYS,
  worldwideDays: WORLDWIDE_DELIVERY_DAYS,
};

/**
 * The table in Urdu: each country's Urdu name (core/messages/ur/countries.ts) beside the English name the order
 * sends, the list in the order of the Urdu names.
 */
const urduTable = (): DeliveryTable => {
  const words = pageMessages('ur', 'countries');
  const names = Object.fromEntries(COUNTRIES.map((c) => [c, words[`country.${c}`] ?? c]));
  // On the server, once per process: Urdu's letter order is not its code points' (پ, ٹ, چ come after ی there).
  // eslint-disable-next-line no-restricted-globals -- the rule guards the browser's first Intl (decision 057)
  const collator = new Intl.Collator('ur');
  const countries = [...COUNTRIES].sort((a, b) => collator.compare(names[a] ?? a, names[b] ?? b));
  return { ...TABLE, countries, names };
};
let urdu: DeliveryTable | null = null;

/**
 * The delivery charges, countries and days as the checkout's loader sends them (core/delivery-charges.ts), with the
 * countries' names in the page's language.
 */
export const deliveryTable = (locale: Locale = 'en'): DeliveryTable =>
  locale === 'en' ? TABLE : (urdu ??= urduTable());

/** The countries' names in the language of the request's address, for a page's table of charges (none in English). */
export const countryNamesOf = (request: Request): Readonly<Record<string, string>> | null =>
  deliveryTable(localeOfPath(new URL(request.url).pathname)).names ?? null;
