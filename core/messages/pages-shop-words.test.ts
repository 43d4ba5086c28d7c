import { describe, expect, it } from 'vitest';
import { FINANCE_MONTHS } from '../constants';
import { formatPattern } from '../message-format';
import { SHOP } from '../shop';
import about from './en/pages-about';
import collect from './en/pages-collect';
import contact from './en/pages-contact';
import finance from './en/pages-finance';

/**
 * Where an information page's English says in words what core/shop.ts holds (the tagline, the days it is open, the
 * WhatsApp hours), because its Urdu cannot take those English words as a value: the English still reads as the shop's
 * own words, so a shop that edits core/shop.ts is told here to edit these messages too.
 */
describe("the information pages' English and the shop's own words", () => {
  it('say the tagline and the days the shop is open as core/shop.ts does', () => {
    const year = String(SHOP.foundedYear);
    expect(formatPattern(about['about.intro'], { year, shop: SHOP.name })).toMatch(new RegExp(`^${SHOP.tagline}\\. `));
    expect(formatPattern(about['about.workOpen'], { hours: SHOP.hours })).toBe(
      `Our showroom is open ${SHOP.hours}, ${SHOP.days}.`,
    );
    expect(formatPattern(collect['collect.where'], { hours: SHOP.hours })).toContain(`${SHOP.hours}, ${SHOP.days}.`);
    expect(contact['contact.days']).toBe(SHOP.days);
    expect(contact['contact.whatsappNote']).toBe(SHOP.whatsappNote);
  });

  it('give the finance terms as the rule has them', () => {
    const some = FINANCE_MONTHS.slice(0, -1).join(', ');
    const last = String(FINANCE_MONTHS[FINANCE_MONTHS.length - 1]);
    expect(formatPattern(finance['finance.description'], { shop: SHOP.name, some, last })).toBe(
      `Spread the cost of your jewellery from ${SHOP.name} over 6, 9, 12, 18, 24, 36, 48 or 60 months. How finance works and how to apply.`,
    );
  });
});
