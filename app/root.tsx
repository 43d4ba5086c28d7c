import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import './context';
import { HYDRATED_EVENT, REFUSED_PAGE_PATH, REQUEST_ID_MARKER } from '../core/constants';
import { dirOf, englishPath, localeOfPath, pathIn } from '../core/locale';
import { SHOP } from '../core/shop';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { NotFound } from './components/NotFound';
import { UrduFace } from './components/UrduFont';
import { ERROR_WORDS } from './lib/error-words';
import { Msg, useShopLinks, useT } from './lib/i18n';
import { messagesFor } from './lib/messages.server';
import { shopMenus } from './lib/menus';
import { useRootData, type RootData } from './lib/root-data';
import stylesHref from './styles.css?url';

/**
 * The stylesheet is inlined by the server in production (server/ssr/inline-css.ts), so the first paint waits for
 * no second request; the dev server keeps the plain link for hot reloading.
 */
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesHref }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Filled by the server with the stylesheet's text; the browser keeps it, React never touches its content. */
function InlineStyles() {
  if (import.meta.env.DEV) return null;
  return (
    <style id="shop-css" data-href={stylesHref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}

/**
 * Header menus and today's rate, shared by every page and cached by the services; the storefront's words in the
 * page's language (the address decides it: core/locale.ts) and the shop's address for links to the other language.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const [groups, rate] = await Promise.all([context.services.menuByType(), context.services.goldRate()]);
  const locale = localeOfPath(new URL(request.url).pathname);
  return { menus: shopMenus(groups), rate, messages: messagesFor(locale), origin: context.publicUrl };
}

/**
 * The page in each language for search engines (`hreflang`, English the default), from the shop's public address.
 * Not on the back office (English only) nor on a page without the root's data (its error page).
 */
function LanguageAlternates({ pathname, search }: { pathname: string; search: string }) {
  const origin = useRootData()?.origin;
  if (!origin || isBackOffice(pathname)) return null;
  const en = origin + englishPath(pathname) + search;
  const ur = origin + pathIn('ur', pathname) + search;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="ur" href={ur} />
      <link rel="alternate" hrefLang="x-default" href={en} />
    </>
  );
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A refused address is answered with a page without scripts: the browser's address is not the one rendered.
  const { pathname, search } = useLocation();
  const scripts = pathname !== REFUSED_PAGE_PATH && pathname !== `/ur${REFUSED_PAGE_PATH}`;
  const locale = localeOfPath(pathname);
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b1a2e" />
        <Meta />
        <Links />
        <LanguageAlternates pathname={pathname} search={search} />
        {locale === 'ur' && scripts && <UrduFace />}
        <InlineStyles />
      </head>
      <body>
        {children}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

/** Whether the app has drawn a page yet (below). */
let shown = false;
/**
 * docs/behaviour.md §2.1: on each route change the page scrolls to the top. Not when the app takes over the server's
 * page: a guest may have scrolled it before the app started (docs/decisions/046).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shown) window.scrollTo(0, 0);
    shown = true;
    // The page is the app now: the starter (server/ssr/deferred-hydration.ts) does again what the guest did before.
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, [pathname]);
  return null;
}

/**
 * Follows, in the app, a plain left click on a link of the shop (`inShop`, app/lib/links.ts: every page's links are
 * plain anchors, docs/decisions/053) as React Router's `<Link>` would: listening on the window, so the link's own
 * handler has run first and may have prevented it. Before the app starts, and on an error page, links are followed
 * by the browser.
 */
function FollowLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a[data-discover]') : null;
      if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey) return;
      if (e.shiftKey || e.altKey || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
      e.preventDefault();
      const to = a.pathname + a.search + a.hash;
      // The same address again replaces the history entry, as <Link> does.
      const replace = to === location.pathname + location.search + location.hash;
      void navigate(to, { replace, preventScrollReset: a.dataset.keepScroll !== undefined });
    };
    addEventListener('click', follow);
    return () => removeEventListener('click', follow);
  }, [navigate]);
  return null;
}

/** Back-office paths draw their own frame (routes/admin/*), without the shop's header and footer. */
const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export default function App() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <>
      <ScrollToTop />
      <FollowLinks />
      {isBackOffice(pathname) ? (
        <Outlet />
      ) : (
        <>
          <a className="skip-link" href="#main">
            {t('frame.skipToContent')}
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </>
      )}
    </>
  );
}

export function meta() {
  return [{ title: SHOP.name }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page the server rendered for this request: the server writes the request's id in place of the marker
  // (server/ssr/render.ts, docs/decisions/033); after a navigation in the browser there is no such page.
  const serverRendered = useLocation().key === 'default';
  const { to } = useShopLinks();
  const words = useRootData() ? undefined : ERROR_WORDS;
  const t = useT();
  const say = (key: Exclude<keyof typeof ERROR_WORDS, 'error.tryAgain'>) => words?.[key] ?? t(key);
  return (
    <>
      <title>{`${say(notFound ? 'error.notFoundTitle' : 'error.title')} | ${SHOP.name}`}</title>
      <main id="main" className="container">
        {notFound ? (
          <NotFound />
        ) : (
          <section className="empty-state">
            <h1>{say('error.title')}</h1>
            <p>
              <Msg
                id="error.tryAgain"
                message={words?.['error.tryAgain']}
                values={{ phone: SHOP.supportPhone, reference: serverRendered ? 'shown' : 'none' }}
                tags={{ ref: () => <code suppressHydrationWarning>{REQUEST_ID_MARKER}</code> }}
              />
            </p>
            <a className="btn" href={to('/')}>
              {say('error.backHome')}
            </a>
          </section>
        )}
      </main>
    </>
  );
}
