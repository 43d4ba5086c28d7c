/** Business constants of docs/behaviour.md §9. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_NUMBER = 1;
export const SEARCH_DEBOUNCE_MS = 1200;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const RETURN_COUNTDOWN_SECONDS = 5;
export const IMAGE_PREVIEW_PX = 100;
export const ZOOM_FACTOR = 2;
export const SCROLL_BUTTON_THRESHOLD_PX = 200;
export const RELATED_BREAKPOINT_PX = 1115;
export const BANGLE_CONVERSION_FACTOR = 3.14;
export const PRICE_STEP = 1000;
export const HOME_PRODUCTS = 8;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg'] as const;
/** docs/behaviour.md §2.3, §9.1: the home page's row of item names takes those starting with these. */
export const HOME_MENU_PREFIXES = [
  'Brasclate',
  'Chain',
  'Ancklet',
  'Gold Coin',
  'Diamond',
  'Bulk Tops',
  'Mix Jewery',
] as const;
export const FINANCE_MONTHS = [6, 9, 12, 18, 24, 36, 48, 60] as const;
export const GIFT_CARD_MAX = 20000;
export const GIFT_CARD_PRESETS = [1000, 2000, 5000, 10000, 20000] as const;
/** Image widths the /Image route renders (srcset candidates). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

/**
 * Left by the storefront's error page where the request's id goes; the server writes the id in its place
 * (server/ssr/render.ts), so a guest can quote it (docs/decisions/033-operating-the-shop.md).
 */
export const REQUEST_ID_MARKER = 'zewar-request-id-marker';
/** Sent on the window once a storefront page has hydrated (app/root.tsx, server/ssr/deferred-hydration.ts). */
export const HYDRATED_EVENT = 'hydrated';

/**
 * Where the server renders a page whose address it cannot read (docs/behaviour.md §10.10.1): a path no route has, so the
 * not-found route, which answers 400. The page is sent without scripts: the browser's address is not this path.
 */
export const REFUSED_PAGE_PATH = '/__unreadable';
