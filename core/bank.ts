/*
 * The shop's bank account, kept out of core/shop.ts (which every storefront page loads): only checkout, the terms,
 * the confirmation and status pages' how to pay (docs/behaviour.md §4.16) and the order mails show it.
 */

/** The account a bank-transfer order is paid into (docs/behaviour.md §4.5). */
export const SHOP_BANK = {
  bankName: 'Allied Bank Limited',
  accountTitle: 'Noor Mahal Jewellers',
  accountNumber: '0010 0034 5678 9012',
  iban: 'PK36 ABPA 0010 0034 5678 9012',
  branch: 'Gulberg III Branch, Lahore',
} as const;

export type ShopBank = typeof SHOP_BANK;
