import { describe, expect, it } from 'vitest';
import { AuditQuerySchema } from './audit-query';
import { AUDIT_KINDS, auditKindOf, auditWords, type AuditEntryFacts } from './audit-words';

const entry = (e: Partial<AuditEntryFacts> & Pick<AuditEntryFacts, 'action' | 'subjectType' | 'subjectId'>) => ({
  actor: 'Nadia Malik',
  oldValue: null,
  newValue: null,
  ...e,
});

/** Every action server/ writes to the audit log (grep `audit(` under server/services), and its words. */
const KNOWN: [AuditEntryFacts, string][] = [
  [
    entry({
      actor: 'Bilal Ahmed',
      action: 'status',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: 'awaiting-payment',
      newValue: 'processing',
    }),
    'Bilal Ahmed moved order NM-7K4Q9X from Awaiting payment to Processing',
  ],
  [
    entry({
      actor: 'Bilal Ahmed',
      action: 'take',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      newValue: 'Walk-in at the showroom: Rukhsana Bibi, ZG-10001, PKR 310,000',
    }),
    'Bilal Ahmed took order NM-7K4Q9X outside the website: Walk-in at the showroom: Rukhsana Bibi, ZG-10001, PKR 310,000',
  ],
  [
    entry({
      action: 'moved on unpaid',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: 'balance PKR 5,000',
      newValue: 'Paying in the showroom',
    }),
    'Nadia Malik moved order NM-7K4Q9X on before it was paid in full (PKR 5,000 still to pay), because “Paying in the showroom”',
  ],
  [
    entry({
      action: 'hold',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: '2026-11-24T09:05:00.000Z',
      newValue: '2026-11-27T09:05:00.000Z',
    }),
    'Nadia Malik held the pieces of order NM-7K4Q9X until 27 Nov 2026, 14:05 (was until 24 Nov 2026, 14:05)',
  ],
  [
    entry({ action: 'note', subjectType: 'order', subjectId: 'NM-7K4Q9X', newValue: 'Ring size 14' }),
    'Nadia Malik wrote the note on order NM-7K4Q9X: “Ring size 14”',
  ],
  [
    entry({ action: 'note', subjectType: 'order', subjectId: 'NM-7K4Q9X', oldValue: 'Ring size 14', newValue: '' }),
    'Nadia Malik cleared the note on order NM-7K4Q9X',
  ],
  [
    entry({
      action: 'payment',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: 'paid PKR 0',
      newValue: 'received PKR 5,000 (Bank transfer · 2026-11-22 · IBFT 991); paid PKR 5,000, balance PKR 95,000',
    }),
    'Nadia Malik recorded a payment of PKR 5,000 for order NM-7K4Q9X (Bank transfer · 22 Nov 2026 · IBFT 991); now paid PKR 5,000, balance PKR 95,000',
  ],
  [
    entry({
      action: 'refund',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: 'paid PKR 5,000',
      newValue: 'refunded PKR 5,000 (Cash · 2026-11-23); paid PKR 0, balance PKR 100,000',
    }),
    'Nadia Malik recorded a refund of PKR 5,000 for order NM-7K4Q9X (Cash · 23 Nov 2026); now paid PKR 0, balance PKR 100,000',
  ],
  [
    entry({
      actor: 'Guest',
      action: 'slip',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      newValue: '2026-11-22T09:05:00.000Z',
    }),
    'Guest sent a deposit slip for order NM-7K4Q9X',
  ],
  [
    entry({
      actor: 'Guest',
      action: 'slip',
      subjectType: 'order',
      subjectId: 'NM-7K4Q9X',
      oldValue: '2026-11-22T09:05:00.000Z',
      newValue: '2026-11-23T09:05:00.000Z',
    }),
    'Guest sent a deposit slip for order NM-7K4Q9X, replacing the one sent 22 Nov 2026, 14:05',
  ],
  [
    entry({
      action: 'stock imported',
      subjectType: 'stock',
      subjectId: 'import 3',
      newValue: 'stock.xlsx: 4 added, 2 updated, 0 removed, 6 pictures',
    }),
    'Nadia Malik imported stock (import 3): stock.xlsx: 4 added, 2 updated, 0 removed, 6 pictures',
  ],
  [
    entry({ action: 'status', subjectType: 'stock', subjectId: 'T-GLD-1', oldValue: 'Available', newValue: 'hidden' }),
    'Nadia Malik changed piece T-GLD-1 from Available to Hidden',
  ],
  [
    entry({ action: 'add', subjectType: 'stock', subjectId: 'T-GLD-9', newValue: 'Gold Anklet, Gold' }),
    'Nadia Malik added piece T-GLD-9 (Gold Anklet, Gold)',
  ],
  [
    entry({
      action: 'edit',
      subjectType: 'stock',
      subjectId: 'T-GLD-1',
      oldValue: 'TotalMaking: 8000',
      newValue: 'TotalMaking: 50000',
    }),
    'Nadia Malik changed the making of piece T-GLD-1 from “8000” to “50000”',
  ],
  [
    entry({
      action: 'edit',
      subjectType: 'stock',
      subjectId: 'ZD-1',
      oldValue: 'Fineness: none',
      newValue: 'Fineness: 750',
    }),
    'Nadia Malik changed the fineness of piece ZD-1 from “none” to “750”',
  ],
  [
    entry({
      action: 'edit',
      subjectType: 'stock',
      subjectId: 'ZD-1',
      oldValue: 'CertificateFile: none',
      newValue: 'CertificateFile: ZD-1-certificate-0a1b2c3d.pdf',
    }),
    'Nadia Malik changed the certificate file of piece ZD-1 from “none” to “ZD-1-certificate-0a1b2c3d.pdf”',
  ],
  [
    entry({ action: 'item words', subjectType: 'stock', subjectId: 'Ancklet (Gold)', newValue: 'Anklets' }),
    'Nadia Malik had guests see “Anklets” for the item name Ancklet (Gold)',
  ],
  [
    entry({
      action: 'item words',
      subjectType: 'stock',
      subjectId: 'Ancklet (Gold)',
      oldValue: 'Anklets',
      newValue: 'Ankle Chains',
    }),
    'Nadia Malik had guests see “Ankle Chains” for the item name Ancklet (Gold) (was “Anklets”)',
  ],
  [
    entry({ action: 'item words', subjectType: 'stock', subjectId: 'Ancklet (Gold)', oldValue: 'Anklets' }),
    'Nadia Malik had guests see the item name Ancklet (Gold) as the stock names it (was “Anklets”)',
  ],
  [
    entry({
      action: 'pictures',
      subjectType: 'stock',
      subjectId: 'T-GLD-1',
      oldValue: 'a.jpg',
      newValue: 'a.jpg|b.jpg',
    }),
    'Nadia Malik changed the pictures of piece T-GLD-1: 2 pictures (was 1 picture)',
  ],
  [
    entry({
      action: 'rate',
      subjectType: 'rate',
      subjectId: '2026-11-27',
      oldValue: '24K PKR 32,130 a gram',
      newValue: '24K PKR 32,150 a gram; 12 of 40 pieces repriced',
    }),
    'Nadia Malik set the gold rate for 27 Nov 2026: 24K PKR 32,150 a gram; 12 of 40 pieces repriced (was PKR 32,130)',
  ],
  [
    entry({
      action: 'settings',
      subjectType: 'setting',
      subjectId: 'payments',
      oldValue: JSON.stringify({ payAtShowroom: true, cashOnDelivery: false, cashOnDeliveryLimit: 100000 }),
      newValue: JSON.stringify({ payAtShowroom: true, cashOnDelivery: true, cashOnDeliveryLimit: 150000 }),
    }),
    'Nadia Malik changed the ways to pay settings: Pay on delivery off → on; Pay on delivery limit PKR 100,000 → PKR 150,000',
  ],
  [
    entry({ action: 'setup', subjectType: 'staff', subjectId: 'nadia@example.com', newValue: 'Nadia Malik (owner)' }),
    'Nadia Malik set up the back office as its owner (nadia@example.com)',
  ],
  [
    entry({ action: 'add', subjectType: 'staff', subjectId: 'bilal@example.com', newValue: 'Bilal Ahmed (staff)' }),
    'Nadia Malik added Bilal Ahmed (bilal@example.com) as staff',
  ],
  [
    entry({ action: 'remove', subjectType: 'staff', subjectId: 'bilal@example.com', oldValue: 'Bilal Ahmed' }),
    'Nadia Malik removed Bilal Ahmed (bilal@example.com) from the staff',
  ],
  [
    entry({
      action: 'role',
      subjectType: 'staff',
      subjectId: 'bilal@example.com',
      oldValue: 'staff',
      newValue: 'owner',
    }),
    'Nadia Malik made bilal@example.com owner (was staff)',
  ],
  [
    entry({ action: 'reset-password', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Nadia Malik reset the password of bilal@example.com',
  ],
  [
    entry({ action: 'unlock', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Nadia Malik unlocked the account of bilal@example.com',
  ],
  [
    entry({ action: 'sign-out-everywhere', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Nadia Malik signed bilal@example.com out everywhere',
  ],
  [
    entry({ action: 'invite', subjectType: 'staff', subjectId: 'sana@example.com', newValue: 'Sana Iqbal (staff)' }),
    'Nadia Malik invited Sana Iqbal (sana@example.com) to join as staff',
  ],
  [
    entry({ action: 'withdraw-invite', subjectType: 'staff', subjectId: 'sana@example.com', oldValue: 'Sana Iqbal' }),
    'Nadia Malik withdrew the invitation of Sana Iqbal (sana@example.com)',
  ],
  [
    entry({
      actor: 'Sana Iqbal',
      action: 'join',
      subjectType: 'staff',
      subjectId: 'sana@example.com',
      oldValue: 'Nadia Malik',
      newValue: 'Sana Iqbal (staff)',
    }),
    'Sana Iqbal joined the back office as staff (sana@example.com), invited by Nadia Malik',
  ],
  [
    entry({ action: 'ask-new-password', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Nadia Malik asked bilal@example.com to choose a new password',
  ],
  [
    entry({ actor: 'Bilal Ahmed', action: 'password-changed', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Bilal Ahmed changed their own password (bilal@example.com)',
  ],
  [
    entry({ actor: 'Shop', action: 'locked', subjectType: 'staff', subjectId: 'bilal@example.com' }),
    'Shop locked the account of bilal@example.com after too many wrong passwords',
  ],
  [
    entry({ action: 'answered', subjectType: 'inquiry', subjectId: '12', oldValue: 'no', newValue: 'yes' }),
    'Nadia Malik marked inquiry #12 as answered',
  ],
  [
    entry({ action: 'answered', subjectType: 'inquiry', subjectId: '12', oldValue: 'yes', newValue: 'no' }),
    'Nadia Malik marked inquiry #12 as not answered',
  ],
  [
    entry({ action: 'remove', subjectType: 'subscriber', subjectId: 'sana@example.com' }),
    'Nadia Malik took sana@example.com off the newsletter',
  ],
];

describe('auditWords', () => {
  it.each(KNOWN)('says $action of a $subjectType in words', (e, words) => {
    expect(auditWords(e)).toBe(words);
  });

  it('falls back to a readable sentence for an action it does not know', () => {
    expect(
      auditWords(
        entry({ action: 'engraved', subjectType: 'order', subjectId: 'NM-7K4Q9X', oldValue: 'A', newValue: 'B' }),
      ),
    ).toBe('Nadia Malik made a change (engraved) to order NM-7K4Q9X: was A, now B');
    expect(auditWords(entry({ action: 'dusted', subjectType: 'showcase', subjectId: '2' }))).toBe(
      'Nadia Malik made a change (dusted) to showcase 2',
    );
  });

  it('shows a state it does not know as stored, and a ledger entry it cannot read with its stored words', () => {
    expect(
      auditWords(
        entry({
          action: 'status',
          subjectType: 'order',
          subjectId: 'NM-1',
          oldValue: 'old-state',
          newValue: 'processing',
        }),
      ),
    ).toBe('Nadia Malik moved order NM-1 from old-state to Processing');
    expect(auditWords(entry({ action: 'payment', subjectType: 'order', subjectId: 'NM-1', newValue: 'odd' }))).toBe(
      'Nadia Malik recorded a payment for order NM-1: odd',
    );
  });
});

describe('auditKindOf', () => {
  it('puts every known entry in a kind, and the money of an order under payments', () => {
    const kinds = KNOWN.map(([e]) => auditKindOf(e));
    expect(kinds).not.toContain(null);
    expect(new Set(kinds)).toEqual(new Set(AUDIT_KINDS));
    expect(auditKindOf({ subjectType: 'order', action: 'slip' })).toBe('payments');
    expect(auditKindOf({ subjectType: 'order', action: 'status' })).toBe('orders');
    expect(auditKindOf({ subjectType: 'subscriber', action: 'remove' })).toBe('inquiries');
    expect(auditKindOf({ subjectType: 'showcase', action: 'x' })).toBeNull();
  });
});

describe('AuditQuerySchema', () => {
  it('reads empty filters as none, and the page as 1', () => {
    expect(AuditQuerySchema.parse({ who: '', kind: '', from: '', to: '' })).toEqual({
      who: '',
      kind: '',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('names what is wrong', () => {
    const wrong = (q: Record<string, string>) => AuditQuerySchema.safeParse(q).error?.issues.map((i) => i.message);
    expect(wrong({ kind: 'gold' })).toEqual([expect.stringMatching(/^Kind must be one of orders, payments/)]);
    expect(wrong({ from: '2026-02-30' })).toEqual(['From must be a date (YYYY-MM-DD)']);
    expect(wrong({ to: 'yesterday' })).toEqual(['To must be a date (YYYY-MM-DD)']);
    expect(wrong({ from: '2026-11-27', to: '2026-11-20' })).toEqual(['From must be on or before To']);
    expect(wrong({ page: '0' })).toEqual(['Page must be 1 or more']);
  });
});
