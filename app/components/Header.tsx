import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { SHOP, whatsappLink } from '../../core/shop';
import { useListCount } from '../lib/session-store';
import { useRootData } from '../root';
import { BagIcon, CalendarIcon, ChatIcon, CoinIcon, MenuIcon, PinIcon } from './icons';
import { ShopMenu } from './ShopMenu';

const GoldRatesDialog = lazy(() => import('./GoldRatesDialog'));
const ShowroomDialog = lazy(() => import('./ShowroomDialog'));
const MobileMenu = lazy(() => import('./MobileMenu'));
const AppointmentPanel = lazy(() => import('./appointment/AppointmentPanel'));

type Open = null | 'rates' | 'showroom' | 'mobile' | 'appointment';

export function BagLink({ className = 'top-link', onClick }: { className?: string; onClick?: () => void }) {
  const count = useListCount('cart');
  return (
    <Link
      to="/CartProduct"
      onClick={onClick}
      className={`${className} bag-link`}
      aria-label={count ? `Shopping Bag, ${count} ${count === 1 ? 'item' : 'items'}` : 'Shopping Bag'}
    >
      <BagIcon /> <span className="label">Shopping Bag</span>
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function Banner() {
  const text = [
    `Showroom: ${SHOP.address.line1}, ${SHOP.address.line2}`,
    `E-mail: ${SHOP.email}`,
    ...SHOP.phones.map((p) => `${p.label}: ${p.number} Ext. ${p.ext}`),
    SHOP.whatsappNote,
  ];
  return (
    <div className="banner" role="region" aria-label="Showroom details">
      <div className="marquee">
        {[0, 1].map((copy) => (
          <p key={copy} aria-hidden={copy === 1 ? true : undefined}>
            {text.map((t) => (
              <span key={t}>{t}</span>
            ))}
          </p>
        ))}
      </div>
    </div>
  );
}

export function Header() {
  const root = useRootData();
  const [open, setOpen] = useState<Open>(null);
  // Dialog code is fetched the first time one is opened, and kept mounted afterwards.
  const [used, setUsed] = useState<Set<Open>>(new Set());
  const show = (which: Open) => {
    setUsed((u) => new Set(u).add(which));
    setOpen(which);
  };
  // A dialog's close event arrives after the next one may have opened (menu → appointment): close only itself.
  const closer = (which: Open) => () => setOpen((o) => (o === which ? null : o));
  return (
    <header className="site-header">
      <Banner />
      <div className="topbar container">
        <button type="button" className="icon-btn hamburger" aria-label="Open menu" onClick={() => show('mobile')}>
          <MenuIcon />
        </button>
        <Link to="/" className="logo" aria-label={`${SHOP.name} home`}>
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <span className="logo-text">
            {SHOP.shortName}
            <small>Jewellers · Since {SHOP.foundedYear}</small>
          </span>
        </Link>
        <div className="top-actions">
          <button type="button" className="top-link" aria-label="Showroom" onClick={() => show('showroom')}>
            <PinIcon /> <span className="label">Showroom</span>
          </button>
          <button
            type="button"
            className="top-link appt"
            aria-label="Request An Appointment"
            onClick={() => show('appointment')}
          >
            <CalendarIcon /> <span className="label">Request An Appointment</span>
          </button>
          <button type="button" className="top-link" aria-label="Today's Gold Rates" onClick={() => show('rates')}>
            <CoinIcon /> <span className="label">Today's Gold Rates</span>
          </button>
          <a
            className="top-link whatsapp"
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Whatsapp chat"
          >
            <ChatIcon /> <span className="label">Whatsapp</span>
          </a>
          <BagLink />
        </div>
      </div>
      <nav className="main-nav" aria-label="Main">
        <ul className="container">
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li className="has-menu">
            <ShopMenu menus={root?.menus} />
          </li>
          <li>
            <NavLink to="/about">About Us</NavLink>
          </li>
          <li>
            <NavLink to="/contact">Contact</NavLink>
          </li>
          <li>
            <NavLink to="/Gift-Card">
              Gift cards <span className="soon">Coming Soon</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      <Suspense fallback={null}>
        {used.has('rates') ? (
          <GoldRatesDialog open={open === 'rates'} onClose={closer('rates')} rate={root?.rate ?? null} />
        ) : null}
        {used.has('showroom') ? <ShowroomDialog open={open === 'showroom'} onClose={closer('showroom')} /> : null}
        {used.has('mobile') ? (
          <MobileMenu
            open={open === 'mobile'}
            onClose={closer('mobile')}
            menus={root?.menus}
            onAppointment={() => show('appointment')}
          />
        ) : null}
        {used.has('appointment') ? (
          <AppointmentPanel open={open === 'appointment'} onClose={closer('appointment')} />
        ) : null}
      </Suspense>
    </header>
  );
}
