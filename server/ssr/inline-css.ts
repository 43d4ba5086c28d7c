import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenCss } from './first-screen-css';

const PLACEHOLDER = /<style id="shop-css" data-href="(\/assets\/[\w.-]+\.css)"><\/style>/;

type Sheet = { whole: string; forPage: (html: string) => string };

/**
 * Puts the built stylesheet inside the page (root.tsx leaves an empty <style> naming it): on a phone over
 * mobile data the first paint then needs the HTML alone. With `firstScreen`, only the rules the page's own
 * elements can use (server/ssr/first-screen-css.ts); the page links the whole file once it has loaded
 * (server/ssr/deferred-hydration.ts). Files are read once; an unknown name is left alone.
 */
export function cssInliner(clientDir: string) {
  const sheets = new Map<string, Sheet | null>();
  const sheetOf = (href: string) => {
    if (!sheets.has(href)) {
      try {
        const whole = readFileSync(path.join(clientDir, href), 'utf8');
        const cut = firstScreenCss(whole);
        const safe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
        sheets.set(href, { whole: safe(whole), forPage: (html) => safe(cut(html)) });
      } catch {
        sheets.set(href, null);
      }
    }
    return sheets.get(href) ?? null;
  };
  return (html: string, { firstScreen = false }: { firstScreen?: boolean } = {}): string =>
    html.replace(PLACEHOLDER, (tag, href: string) => {
      const sheet = sheetOf(href);
      if (sheet === null) return `<link rel="stylesheet" href="${href}">`;
      return `<style id="shop-css" data-href="${href}">${firstScreen ? sheet.forPage(html) : sheet.whole}</style>`;
    });
}
