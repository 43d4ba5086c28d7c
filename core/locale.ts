/**
 * The storefront's two languages (docs/decisions/091-urdu-at-its-own-address.md): English at the addresses of the
 * route table, Urdu at the same addresses under `/ur`. The address alone decides a page's language, so a page is the
 * same for every guest and the page cache keys on its path.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

export const URDU_PREFIX = '/ur';

/** The language of an address: Urdu for `/ur` and anything under `/ur/`, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? 'ur' : 'en';
}

/** A stored language (an order's), read back: anything this build does not know is English. */
export const localeOf = (stored: string | null | undefined): Locale =>
  (LOCALES as readonly (string | null | undefined)[]).includes(stored) ? (stored as Locale) : 'en';

/** Writing direction of a language, for `<html dir>`. */
export const dirOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/** BCP 47 tag of a language as written in `lang` and `hreflang`. */
export const langTag = (locale: Locale) => locale;

/** The English address of a page at either address (`/ur/checkout` → `/checkout`, `/ur` → `/`). */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(URDU_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in a language (`/checkout` → `/ur/checkout`); an address with a query or hash keeps it. Only shop
 * paths (starting with one `/`) are changed: anything else is returned as it is.
 */
export function pathIn(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const [path, tail] = cut < 0 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
  const english = englishPath(path);
  if (locale === 'en') return english + tail;
  return (english === '/' ? URDU_PREFIX : URDU_PREFIX + english) + tail;
}

/** The cookie that remembers a guest's language for the bare home address (server/ssr/render.ts). */
export const LANGUAGE_COOKIE = 'lang';
