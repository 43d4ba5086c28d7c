import { COUNTRIES } from '../../core/countries';
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

/** The delivery charges, countries and days as the checkout's loader sends them (core/delivery-charges.ts). */
export const deliveryTable = (): DeliveryTable => TABLE;
