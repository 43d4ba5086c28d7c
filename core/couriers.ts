/*
 * The couriers staff may name when an order ships (docs/behaviour.md §4.16), with each one's public tracking page.
 * Where the courier's own address for one consignment is known (DHL publishes its deep link; Pakistan Post's tracking
 * page takes the article number in its address), the link carries the tracking number; for the others it opens the
 * courier's tracking page, where the guest types the number the status page shows (docs/decisions/069).
 */

export const COURIER_IDS = [
  'tcs',
  'leopards',
  'mnp',
  'trax',
  'postex',
  'call-courier',
  'blueex',
  'pakistan-post',
  'dhl-express',
] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export interface Courier {
  name: string;
  /** The courier's tracking page: opened as it is when `withNumber` is absent. */
  page: string;
  /** The address of one consignment's tracking, when the courier's own is known. */
  withNumber?: (trackingNo: string) => string;
}

export const COURIERS: ReadonlyMap<CourierId, Courier> = new Map<CourierId, Courier>([
  ['tcs', { name: 'TCS', page: 'https://www.tcsexpress.com/track/' }],
  ['leopards', { name: 'Leopards Courier', page: 'https://www.leopardscourier.com/' }],
  ['mnp', { name: 'M&P', page: 'https://www.mulphilog.com/' }],
  ['trax', { name: 'Trax', page: 'https://trax.pk/' }],
  ['postex', { name: 'PostEx', page: 'https://postex.pk/' }],
  ['call-courier', { name: 'Call Courier', page: 'https://callcourier.com.pk/' }],
  ['blueex', { name: 'BlueEx', page: 'https://www.blue-ex.com/' }],
  [
    'pakistan-post',
    {
      name: 'Pakistan Post',
      page: 'https://ep.gov.pk/',
      withNumber: (n) => `https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=${encodeURIComponent(n)}`,
    },
  ],
  [
    'dhl-express',
    {
      name: 'DHL Express',
      page: 'https://www.dhl.com/pk-en/home/tracking.html',
      withNumber: (n) =>
        `https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
    },
  ],
]);

export const isCourierId = (id: string): id is CourierId => (COURIER_IDS as readonly string[]).includes(id);

/** A courier's name; an id this build does not know (stored by a later one) is shown as it is; none named: null. */
export const courierName = (id: string | null): string | null =>
  id ? (isCourierId(id) ? (COURIERS.get(id)?.name ?? id) : id) : null;

/** A courier by its id or its name however it is typed ('TCS', 'tcs', 'Leopards courier'); undefined when none is. */
export function courierOf(given: string): CourierId | undefined {
  const key = given.trim().toLowerCase();
  return COURIER_IDS.find((id) => id === key || COURIERS.get(id)?.name.toLowerCase() === key);
}

/**
 * Where the guest follows a shipment: the courier's page for this tracking number when its address is known, else
 * the courier's tracking page; null when no courier was named (or one this build does not know).
 */
export function trackingLink(courier: string | null, trackingNo: string | null): string | null {
  const c = courier && isCourierId(courier) ? COURIERS.get(courier) : undefined;
  if (!c) return null;
  const number = trackingNo?.trim();
  return number && c.withNumber ? c.withNumber(number) : c.page;
}
