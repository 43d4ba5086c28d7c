import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { SignedIn } from '../../../core/staff-schemas';
import { useSignOut } from '../../components/admin/Credentials';
import { AlertNotice, AlertsSwitch, COUNTED, MenuCount, MenuTotal } from '../../components/admin/Alerts';
import { useAlerts } from '../../components/admin/use-alerts';
import { navLink } from '../../lib/links';
import type { Route } from './+types/layout';
import { backOfficeLoader } from '../../lib/admin-access';

/**
 * Every signed-in page: without a session, to the sign-in page (docs/behaviour.md §11.1); the menu's counts
 * (§11.13), read again at every navigation so that they follow what other members do.
 */
export const loader = backOfficeLoader('member', async (_: Route.LoaderArgs, { member, backOffice }) => ({
  member,
  counts: await backOffice.alertCounts(),
}));
export const shouldRevalidate = () => true;

/** The member signed in, for any page inside the layout. */
export function useMember(): SignedIn {
  const data = useRouteLoaderData<typeof loader>('routes/admin/layout');
  if (!data) throw new Error('useMember is used outside the back office');
  return data.member;
}

const LINKS = [
  { to: '/admin', label: 'Today', end: true, owner: false },
  { to: '/admin/orders', label: 'Orders', end: false, owner: false },
  { to: '/admin/customers', label: 'Customers', end: false, owner: false },
  { to: '/admin/numbers', label: 'Numbers', end: false, owner: false },
  { to: '/admin/stock', label: 'Stock', end: true, owner: false },
  { to: '/admin/inquiries', label: 'Inquiries', end: false, owner: false },
  { to: '/admin/subscribers', label: 'Subscribers', end: false, owner: false },
  { to: '/admin/stock/import', label: 'Import stock', end: false, owner: false },
  { to: '/admin/rates', label: 'Gold rates', end: false, owner: false },
  { to: '/admin/staff', label: 'Staff', end: false, owner: true },
  { to: '/admin/audit', label: 'Audit log', end: false, owner: true },
  { to: '/admin/settings', label: 'Settings', end: false, owner: true },
];

/**
 * On a phone (600 px and narrower) the sections and the member's buttons fold into a disclosure under **Menu**, so a
 * page's own content starts on the first screen (docs/decisions/079): a <details>, which opens and closes without a
 * script; wider, its content is always shown and the button is hidden (where the browser can style ::details-content;
 * elsewhere the button stays). The app closes it at each new page and on Escape.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { member, counts } = loaderData;
  const alerts = useAlerts(counts);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const menu = useRef<HTMLDetailsElement>(null);
  // Closed when another page is shown; not when the app takes over the server's page (it may have been opened).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const links = LINKS.filter((l) => !l.owner || member.role === 'owner');
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-bar">
        <a className="admin-brand" href="/admin">
          Zewar back office
        </a>
        <details
          className="admin-menu"
          ref={menu}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !e.currentTarget.open) return;
            e.currentTarget.open = false;
            e.currentTarget.querySelector('summary')?.focus();
          }}
        >
          <summary className="admin-menu-toggle">
            Menu
            <MenuTotal counts={alerts.counts} links={links} />
          </summary>
          <nav aria-label="Back office" className="admin-nav">
            <ul>
              {links.map((l) => {
                const count = COUNTED.get(l.to)?.(alerts.counts);
                return (
                  <li key={l.to}>
                    <a {...navLink(l.to, pathname, l.end)}>
                      {l.label}
                      {count ? <MenuCount {...count} /> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="admin-who">
            <AlertsSwitch alerts={alerts} />
            <span>
              {member.name} <span className="admin-role">({member.role})</span>
            </span>
            <a href="/admin/password" className="admin-own-password">
              Change password
            </a>
            <button type="button" className="btn btn-outline btn-small" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </details>
      </header>
      <main id="main" tabIndex={-1} className="admin-main">
        <Outlet />
      </main>
      <AlertNotice alerts={alerts} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : 500;
  // A 400 says what in the address could not be read (a page number, an import's number).
  const said = isRouteErrorResponse(error) && error.status === 400 && typeof error.data === 'string' ? error.data : '';
  return (
    <main id="main" className="admin-main">
      <h1>
        {status === 404
          ? 'Not found'
          : status === 403
            ? 'Only the owner can open this page'
            : status === 400
              ? 'This address cannot be read'
              : 'Something went wrong'}
      </h1>
      {said ? <p className="form-alert">{said}</p> : null}
      <p>
        <a href="/admin">Back to today</a>
      </p>
    </main>
  );
}
