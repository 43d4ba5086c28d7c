import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../core/countries';
import { DEFAULT_COUNTRY, deliveryCharge } from '../../../core/delivery-charges';
import { deliveryTable } from '../../lib/delivery-table.server';
import { chargeFrom, checkoutStart } from './form';

describe('the delivery table the checkout receives as data', () => {
  // As the checkout's loader sends it: through JSON.
  const table = JSON.parse(JSON.stringify(deliveryTable())) as ReturnType<typeof deliveryTable>;

  it('charges what the server charges, for every country offered and for one it does not know', () => {
    for (const country of [...COUNTRIES, 'Atlantis', 'constructor', '__proto__'])
      for (const option of ['collect', 'free', 'paid'] as const)
        expect(chargeFrom(table, option, country), `${option} ${country}`).toBe(deliveryCharge(option, country));
  });

  it('offers the countries the schema accepts and starts at the default one', () => {
    expect(table.countries).toEqual(COUNTRIES);
    expect(checkoutStart(table).selectedCountry).toBe(DEFAULT_COUNTRY);
  });
});
