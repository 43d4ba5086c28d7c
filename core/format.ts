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
