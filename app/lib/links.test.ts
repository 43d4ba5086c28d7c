import { describe, expect, it } from 'vitest';
import { inShop, navLink } from './links';

describe('inShop', () => {
  it('is a plain anchor React Router discovers, keeping the scroll only when asked', () => {
    expect(inShop('/about')).toEqual({ href: '/about', 'data-discover': 'true', 'data-keep-scroll': undefined });
    expect(inShop('?sort=price-asc', true)['data-keep-scroll']).toBe('');
  });
});

describe('navLink marks the page it leads to, as NavLink', () => {
  const active = (href: string, pathname: string, end?: boolean) =>
    navLink(href, pathname, end)['aria-current'] === 'page';
  it('on that page and under it, in any case of letters', () => {
    expect(active('/about', '/about')).toBe(true);
    expect(active('/Gift-Card', '/gift-card')).toBe(true);
    expect(active('/admin/orders', '/admin/orders/ZW-1001')).toBe(true);
    expect(navLink('/about', '/about').className).toBe('active');
  });
  it('not on a page whose name only begins the same, nor under it with end', () => {
    expect(active('/about', '/aboutus')).toBe(false);
    expect(active('/admin', '/admin/orders', true)).toBe(false);
    expect(active('/', '/contact', true)).toBe(false);
    expect(active('/', '/', true)).toBe(true);
    expect(navLink('/contact', '/about').className).toBeUndefined();
  });
});
