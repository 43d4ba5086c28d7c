import type { Route } from './+types/sitemap';
import { LOCALES, pathIn } from '../../core/locale';
import { listingHref, productHref } from '../lib/links';

const PAGES = [
  '',
  'about',
  'contact',
  'clickandcollect',
  'returnpolicy',
  'finance',
  'gift-wrapping',
  'ring-size',
  'termscondition',
  'jewellery-care',
  'privacy-policy',
  'bangles-bracelets-size-guide',
  'Gift-Card',
  'Refund&Exchange-policy',
  'Delivery-policy',
  'old-gold',
  'zakat',
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * /sitemap.xml: the information pages, every listing and every product, each in English and in Urdu, and each
 * naming the other language's page (`xhtml:link`, as search engines read languages from a sitemap).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicUrl } = context;
  const menu = await services.menu();
  const urls = [...PAGES.map((p) => `/${p}`), ...menu.map(listingHref)];
  for (const m of menu) {
    for (let page = 1; ; page++) {
      const res = await services.stockPage({
        itemName: m.ItemName,
        itemType: m.ItemType,
        pageSize: 100,
        pageNumber: page,
      });
      urls.push(...res.items.map(productHref));
      if (page * res.pageSize >= res.totalCount) break;
    }
  }
  const entry = (u: string) => {
    const alternates = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(publicUrl + pathIn(l, u))}"/>`,
    ).join('');
    return LOCALES.map((l) => `  <url><loc>${esc(publicUrl + pathIn(l, u))}</loc>${alternates}</url>`).join('\n');
  };
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls
    .map(entry)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
