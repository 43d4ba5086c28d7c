/**
 * "PKR 125,000" as docs/behaviour.md §9.2 shows prices: whole rupees (a half rounded away from zero) with commas
 * between thousands, as `Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 })` writes them (but 0, never -0, for
 * what rounds to nothing). Written out because a browser's first Intl formatter loads its locale's data: made as this
 * module loaded, it was some 19 ms of a phone's main thread in the task that starts every page's script
 * (docs/decisions/057).
 */
export function formatPKR(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole > 0 ? '-' : '';
  return `PKR ${sign}${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

export function formatWeight(grams: number): string {
  return `${Number(grams.toFixed(3))} g`;
}

/** The name a shopper sees: ItemPriceD (display name) when present, else ItemName (docs/behaviour.md §3.1). */
export function displayName(item: { ItemName: string; ItemPriceD?: string | null }): string {
  return item.ItemPriceD?.trim() || item.ItemName;
}
