import { readFileSync } from 'node:fs';
import path from 'node:path';

const PLACEHOLDER = /<style id="shop-css" data-href="(\/assets\/[\w.-]+\.css)"><\/style>/;

/**
 * Puts the built stylesheet inside the page (root.tsx leaves an empty <style> naming it): on a phone over
 * mobile data the first paint then needs the HTML alone. Files are read once; an unknown name is left alone.
 */
export function cssInliner(clientDir: string) {
  const texts = new Map<string, string | null>();
  const textOf = (href: string) => {
    if (!texts.has(href)) {
      try {
        texts.set(href, readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style'));
      } catch {
        texts.set(href, null);
      }
    }
    return texts.get(href) ?? null;
  };
  return (html: string): string =>
    html.replace(PLACEHOLDER, (tag, href: string) => {
      const css = textOf(href);
      return css === null
        ? `<link rel="stylesheet" href="${href}">`
        : `<style id="shop-css" data-href="${href}">${css}</style>`;
    });
}
