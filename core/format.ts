const pkr = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** "PKR 125,000" as docs/behaviour.md §9.2 shows prices. */
export function formatPKR(amount: number): string {
  return `PKR ${pkr.format(amount)}`;
}

export function formatWeight(grams: number): string {
  return `${Number(grams.toFixed(3))} g`;
}

/** The name a shopper sees: ItemPriceD (display name) when present, else ItemName (docs/behaviour.md §3.1). */
export function displayName(item: { ItemName: string; ItemPriceD?: string | null }): string {
  return item.ItemPriceD?.trim() || item.ItemName;
}

/** Dates as the shop tells them, in the showroom's time (Pakistan). */
const shopDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
});
const shopTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Karachi' });

/** "25 Nov 2026" in Pakistan's time. */
export const formatShopDay = (at: Date | string): string => shopDay.format(new Date(at));

/** "25 Nov 2026, 14:05" in Pakistan's time. */
export const formatShopTime = (at: Date | string): string => `${formatShopDay(at)}, ${shopTime.format(new Date(at))}`;
