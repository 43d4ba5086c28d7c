import type { Route } from './+types/sitemap';
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

/** /sitemap.xml: the information pages, every listing and every product. */
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
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${esc(publicUrl + u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
