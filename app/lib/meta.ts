import type { MetaDescriptor } from 'react-router';
import { SHOP } from '../../core/shop';

/**
 * Every page has its own title and description (for search engines and shared links); the title names the shop once,
 * after the page's own words unless they already name it (the home page).
 */
export function pageMeta(title: string, description: string, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const full = title.includes(SHOP.name) ? title : `${title} | ${SHOP.name}`;
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SHOP.name },
    ...extra,
  ];
}
