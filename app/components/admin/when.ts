import { formatShopTime } from '../../../core/shop-time';

/** A moment as the back office shows it: the shop's own time (Pakistan), "22 Nov 2026, 14:05"; a dash for none. */
export const when = (iso: string | null | undefined) => (iso ? formatShopTime(iso) : '—');
