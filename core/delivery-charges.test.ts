import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { DEFAULT_COUNTRY, DELIVERY_CHARGES, deliveryCharge, OTHER_COUNTRIES_CHARGE } from './delivery-charges';

const EUROPE = [
  'Andorra',
  'Austria',
  'Belgium',
  'Germany',
  'Denmark',
  'France',
  'Ireland',
  'Italy',
  'Liechtenstein',
  'Luxembourg',
  'Monaco',
  'Netherlands',
  'Spain',
  'Switzerland',
  'Vatican City',
];

/** Every figure of docs/behaviour.md §9.7. */
const TABLE: [string, number][] = [
  ...EUROPE.map((c): [string, number] => [c, 17000]),
  ['Argentina', 30800],
  ['Japan', 30800],
  ['Saudi Arabia', 30800],
  ['Australia', 26600],
  ['Canada', 16300],
  ['China', 22800],
  ['Ethiopia', 37400],
  ['Turkey', 22400],
  ['United Arab Emirates', 11600],
  ['United Kingdom', 11500],
  ['United States', 11900],
  ['Pakistan', 0],
];

describe('delivery charges (behaviour §9.7)', () => {
  it('the fifteen European countries are all listed', () => {
    expect(EUROPE).toHaveLength(15);
  });

  it.each(TABLE)('paid delivery to %s costs %i', (country, charge) => {
    expect(deliveryCharge('paid', country)).toBe(charge);
    expect(DELIVERY_CHARGES.get(country)).toBe(charge);
  });

  it('the table has exactly the countries of behaviour §9.7', () => {
    expect([...DELIVERY_CHARGES.keys()].sort()).toEqual(TABLE.map(([c]) => c).sort());
  });

  it.each(['India', 'Norway', 'Kenya', 'Atlantis', ''])('any other country (%j) costs 20000', (country) => {
    expect(OTHER_COUNTRIES_CHARGE).toBe(20000);
    expect(deliveryCharge('paid', country)).toBe(20000);
  });

  it('names are matched exactly as the country list spells them', () => {
    expect(deliveryCharge('paid', 'united kingdom')).toBe(20000);
    expect(deliveryCharge('paid', 'us')).toBe(20000);
  });

  it('collect and free cost nothing, whatever the country', () => {
    for (const option of ['collect', 'free'] as const) {
      expect(deliveryCharge(option)).toBe(0);
      expect(deliveryCharge(option, 'Ethiopia')).toBe(0);
      expect(deliveryCharge(option, 'Atlantis')).toBe(0);
    }
  });

  it('the default country is the United States and shows its own 11900, not 20000', () => {
    expect(DEFAULT_COUNTRY).toBe('United States');
    expect(deliveryCharge('paid')).toBe(11900);
    expect(deliveryCharge('paid', DEFAULT_COUNTRY)).toBe(11900);
    expect(COUNTRIES).toContain(DEFAULT_COUNTRY);
  });

  it('the country list offers every country of the table, once, sorted', () => {
    for (const [c] of TABLE) expect(COUNTRIES).toContain(c);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES].sort((a, b) => a.localeCompare(b))).toEqual(COUNTRIES);
  });

  it('a listed country outside the table costs 20000', () => {
    const others = COUNTRIES.filter((c) => !DELIVERY_CHARGES.has(c));
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(deliveryCharge('paid', c)).toBe(20000);
  });
});
