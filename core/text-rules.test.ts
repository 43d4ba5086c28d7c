import { describe, expect, it } from 'vitest';
import { errorsOf } from './field-errors';
import { BillingSchema } from './checkout-schema';
import { ContactSchema } from './inquiry-schemas';
import { NewMemberSchema } from './staff-schemas';
import { isOneLine } from './text-rules';

describe('one line of text', () => {
  it.each(['Ayesha Khan', 'عائشہ خان', "O'Brien-Smith", 'Flat 3, Block B'])('%s is one line', (text) => {
    expect(isOneLine(text)).toBe(true);
  });

  it.each(['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u0085b', 'a\u2028b', 'a\u2029b'])('%j is not', (text) =>
    expect(isOneLine(text)).toBe(false),
  );

  it('the checkout, the forms and the back office refuse a name across lines alike', () => {
    const billing = { firstName: 'A\nB', email: 'a@example.com', address: 'x', Phone: '03001234567', city: 'Lahore' };
    expect(errorsOf(BillingSchema.safeParse(billing))).toEqual({ firstName: 'First Name must be on one line' });
    const contact = ContactSchema.safeParse({
      title: 'Contact Form',
      fullName: 'A\nB',
      email: 'a@example.com',
      reason: 'My Order',
      phone: '03001234567',
    });
    expect(errorsOf(contact)).toEqual({ fullName: 'Must be on one line' });
    const member = NewMemberSchema.safeParse({
      name: 'A\r\nB',
      email: 'b@example.com',
      role: 'staff',
      password: 'Anarkali-Bazaar-1960',
    });
    expect(errorsOf(member)).toEqual({ name: 'Name must be on one line' });
  });
});
