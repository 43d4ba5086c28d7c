import { lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { SHOP, whatsappLink } from '../../core/shop';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { inShop, navLink } from '../lib/links';
import { useRootData } from '../lib/root-data';
import { BagLink } from './BagLink';
import { CalendarIcon, ChatIcon, CoinIcon, MenuIcon, PinIcon } from './icons';
import { loadNavKeys, navKeys, ShopMenu } from './ShopMenu';

const GoldRatesDialog = lazy(() => import('./GoldRatesDialog'));
const ShowroomDialog = lazy(() => import('./ShowroomDialog'));
const MobileMenu = lazy(() => import('./MobileMenu'));
const AppointmentPanel = lazy(() => import('./appointment/AppointmentPanel'));

/**
 * The scrolling line (docs/behaviour.md §2.16, docs/decisions/089): it stops under the pointer, while its button has
 * focus, and for good when that button is pressed (WCAG 2.2.2); with reduced motion asked for it never moves (CSS).
 */
function Banner() {
  const [paused, setPaused] = useState(false);
  const text = [
    `Showroom: ${SHOP.address.line1}, ${SHOP.address.line2}`,
    `E-mail: ${SHOP.email}`,
    // The number isolated left to right (U+2066 … U+2069): on a right to left page it still reads +92 first.
    ...SHOP.phones.map((p) => `${p.label}: \u2066${p.number}\u2069 Ext. ${p.ext}`),
    SHOP.whatsappNote,
  ];
  return (
    <div className={`banner${paused ? ' paused' : ''}`} role="region" aria-label="Showroom details">
      <button type="button" className="banner-pause" onClick={() => setPaused(!paused)}>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        <span className="visually-hidden">{paused ? 'Play' : 'Pause'} the scrolling line</span>
      </button>
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
  const { pathname } = useLocation();
  const rates = useLazyDialog();
  const showroom = useLazyDialog();
  const mobile = useLazyDialog();
  const appointment = useLazyDialog();
  return (
    <header className="site-header">
      <Banner />
      <div className="topbar container">
        <button type="button" className="icon-btn hamburger" aria-label="Open menu" onClick={mobile.show}>
          <MenuIcon />
        </button>
        {/* Named by its visible words (WCAG 2.5.3), then where it leads. */}
        <a {...inShop('/')} className="logo">
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <span className="logo-text">
            {SHOP.shortName}
            <small>Jewellers · Since {SHOP.foundedYear}</small>
          </span>
          <span className="visually-hidden">, home page</span>
        </a>
        <div className="top-actions">
          <button type="button" className="top-link" aria-label="Showroom" onClick={showroom.show}>
            <PinIcon /> <span className="label">Showroom</span>
          </button>
          <button
            type="button"
            className="top-link appt"
            aria-label="Request An Appointment"
            onClick={appointment.show}
          >
            <CalendarIcon /> <span className="label">Request An Appointment</span>
          </button>
          <button type="button" className="top-link" aria-label="Today's Gold Rates" onClick={rates.show}>
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
      <nav className="main-nav" aria-label="Main" onKeyDown={navKeys} onFocus={loadNavKeys}>
        <ul className="container">
          <li>
            <a {...navLink('/', pathname, true)}>Home</a>
          </li>
          <li className="has-menu">
            <ShopMenu menus={root?.menus} />
          </li>
          <li>
            <a {...navLink('/about', pathname)}>About Us</a>
          </li>
          <li>
            <a {...navLink('/contact', pathname)}>Contact</a>
          </li>
          <li>
            <a {...navLink('/Gift-Card', pathname)}>
              Gift cards <span className="soon">Coming Soon</span>
            </a>
          </li>
        </ul>
      </nav>
      <LazyDialog dialog={rates}>
        <GoldRatesDialog open={rates.open} onClose={rates.close} rate={root?.rate ?? null} />
      </LazyDialog>
      <LazyDialog dialog={showroom}>
        <ShowroomDialog open={showroom.open} onClose={showroom.close} />
      </LazyDialog>
      <LazyDialog dialog={mobile}>
        <MobileMenu
          open={mobile.open}
          onClose={mobile.close}
          menus={root?.menus}
          onAppointment={() => {
            mobile.close();
            appointment.show();
          }}
        />
      </LazyDialog>
      <LazyDialog dialog={appointment}>
        <AppointmentPanel open={appointment.open} onClose={appointment.close} />
      </LazyDialog>
    </header>
  );
}
