import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The storefront's pages: the route table of docs/behaviour.md §2.2, spelt as there (case and punctuation matter),
 * path and module. Each is also at the same address under `/ur`, in Urdu (core/locale.ts, docs/decisions/091): the
 * same module under a route id of its own (`ur/` and the English page's id).
 */
const PAGES: readonly (readonly [path: string, module: string])[] = [
  ['product/:itemName/:tagNo', 'product'],
  ['Shop-Online/:itemType/:itemName/:id?', 'listing'],
  ['Search/:itemType/:itemName', 'search'],
  ['CartProduct', 'cart'],
  ['checkout', 'checkout'],
  ['wishlist', 'wishlist'],
  ['orderstatus', 'order-status'],
  ['disqus', 'reviews'],
  ['about', 'about'],
  ['contact', 'contact'],
  ['clickandcollect', 'click-and-collect'],
  ['returnpolicy', 'return-policy'],
  ['finance', 'finance'],
  ['gift-wrapping', 'gift-wrapping'],
  ['ring-size', 'ring-size-guide'],
  ['termscondition', 'terms-and-conditions'],
  ['login', 'login'],
  ['jewellery-care', 'jewellery-care'],
  ['privacy-policy', 'privacy-policy'],
  ['bangles-bracelets-size-guide', 'bangle-size-guide'],
  ['Gift-Card', 'gift-card'],
  ['Order-Confirmed', 'order-confirmed'],
  ['Refund&Exchange-policy', 'refund-exchange-policy'],
  ['Delivery-policy', 'delivery-policy'],
  ['old-gold', 'old-gold'],
  ['zakat', 'zakat'],
];

const urdu = (path: string, file: string, id: string) => route(`ur/${path}`, file, { id: `ur/${id}` });

export default [
  index('routes/home.tsx'),
  ...PAGES.map(([path, name]) => route(path, `routes/${name}.tsx`)),
  route('items', 'routes/product.tsx', { id: 'items' }),
  route('ur', 'routes/home.tsx', { id: 'ur/routes/home' }),
  ...PAGES.map(([path, name]) => urdu(path, `routes/${name}.tsx`, `routes/${name}`)),
  urdu('items', 'routes/product.tsx', 'items'),
  urdu('*', 'routes/not-found.tsx', 'routes/not-found'),
  // Where the payment gateways send a guest back and tell of a payment (docs/behaviour.md §2.2).
  route('return-status', 'routes/payment-result.tsx'),
  route('listener-status', 'routes/order-result.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // The back office (docs/behaviour.md §11): chunks of its own, never loaded by the storefront's pages.
  layout('routes/admin/frame.tsx', [
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/setup', 'routes/admin/setup.tsx'),
    route('admin/join', 'routes/admin/join.tsx'),
    route('admin/password', 'routes/admin/password.tsx'),
    layout('routes/admin/layout.tsx', [
      route('admin', 'routes/admin/dashboard.tsx'),
      route('admin/orders', 'routes/admin/orders.tsx'),
      route('admin/orders/new', 'routes/admin/order-new.tsx'),
      route('admin/orders/:orderNo', 'routes/admin/order.tsx'),
      route('admin/stock', 'routes/admin/stock.tsx'),
      route('admin/customers', 'routes/admin/customers.tsx'),
      route('admin/customers/:key', 'routes/admin/customer.tsx'),
      route('admin/numbers', 'routes/admin/numbers.tsx'),
      route('admin/inquiries', 'routes/admin/inquiries.tsx'),
      route('admin/inquiries/:id', 'routes/admin/inquiry.tsx'),
      route('admin/subscribers', 'routes/admin/subscribers.tsx'),
      route('admin/stock/import', 'routes/admin/stock-import.tsx'),
      route('admin/stock/new', 'routes/admin/piece-new.tsx'),
      route('admin/stock/names', 'routes/admin/stock-names.tsx'),
      route('admin/stock/:tagNo', 'routes/admin/piece.tsx'),
      route('admin/rates', 'routes/admin/rates.tsx'),
      route('admin/staff', 'routes/admin/staff.tsx'),
      route('admin/audit', 'routes/admin/audit.tsx'),
      route('admin/settings', 'routes/admin/settings.tsx'),
      route('admin/*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
