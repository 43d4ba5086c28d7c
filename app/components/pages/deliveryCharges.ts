import { DELIVERY_CHARGES } from '../../../core/delivery-charges';

export { FREE_DELIVERY_DAYS, OTHER_COUNTRIES_CHARGE, WORLDWIDE_DELIVERY_DAYS } from '../../../core/delivery-charges';

/**
 * Paid delivery charges of docs/behaviour.md §9.7 (core/delivery-charges.ts), grouped by amount for the policy pages.
 */
export interface ChargeGroup {
  countries: string[];
  charge: number;
}

export const DELIVERY_CHARGE_GROUPS: ChargeGroup[] = Object.entries(
  [...DELIVERY_CHARGES].reduce<Record<number, string[]>>((groups, [country, charge]) => {
    (groups[charge] ??= []).push(country);
    return groups;
  }, {}),
)
  .map(([charge, countries]) => ({ charge: Number(charge), countries: countries.sort() }))
  .sort((a, b) => a.charge - b.charge);
