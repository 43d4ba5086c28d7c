import naskhUrl from '../fonts/noto-naskh-arabic-400.woff2?url';

/**
 * The Urdu face asked for with the page's head, before the stylesheet names it (docs/decisions/096-urdu-typeface.md):
 * app/urdu.css gives it `font-display: optional`, so it is used on the first page only if it arrives within about
 * 100 ms, and from the cache on every page after. Rendered by the root on Urdu pages only; an English page must not
 * fetch a byte of it. The URL is the same hashed file app/urdu.css names, so the preload is the one download.
 */
export function UrduFontPreload() {
  return <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={naskhUrl} />;
}
