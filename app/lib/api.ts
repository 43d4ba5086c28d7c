import type { StockItem } from '../../core/types';

/** Browser calls to the shop API (spec §7). */
export async function searchStock(term: string, signal?: AbortSignal): Promise<StockItem[]> {
  const res = await fetch(`/api/dashboard/EcomSearchStock?tagno=${encodeURIComponent(term)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`Search failed (${res.status})`);
  return (await res.json()) as StockItem[];
}
