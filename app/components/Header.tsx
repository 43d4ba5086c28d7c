import { lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { SHOP, whatsappLink } from '../../core/shop';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { useShopLinks, useT } from '../lib/i18n';
import { useRootData } from '../lib/root-data';
import { BagLink } from './BagLink';
import { LanguageSwitch } from './LanguageSwitch';
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
  const t = useT();
  const text = [
    t('header.showroomLine', SHOP.address),
    t('header.emailLine', { email: SHOP.email }),
    // The number isolated left to right (U+2066 … U+2069): on a right to left page it still reads +92 first.
    ...SHOP.phones.map((p) => t('header.phoneLine', { ...p, number: `\u2066${p.number}\u2069` })),
    t('header.whatsappLine'),
  ];
  return (
    <div className={`banner${paused ? ' paused' : ''}`} role="region" aria-label={t('header.showroomDetails')}>
      <button type="button" className="banner-pause" onClick={() => setPaused(!paused)}>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        <span className="visually-hidden">{paused ? t('header.playLine') : t('header.pauseLine')}</span>
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
  const t = useT();
  const { inShop, navLink } = useShopLinks();
  const rates = useLazyDialog();
  const showroom = useLazyDialog();
  const mobile = useLazyDialog();
  const appointment = useLazyDialog();
  return (
    <header className="site-header">
      <Banner />
      <div className="topbar container">
        <button type="button" className="icon-btn hamburger" aria-label={t('header.openMenu')} onClick={mobile.show}>
          <MenuIcon />
        </button>
        {/* Named by its visible words (WCAG 2.5.3), then where it leads. */}
        <a {...inShop('/')} className="logo">
          <span className="logo-mark" aria-hidden="true">
            N
          </span>
          <span className="logo-text">
            {SHOP.shortName}
            <small>{t('header.jewellersSince', { year: String(SHOP.foundedYear) })}</small>
          </span>
          <span className="visually-hidden">{t('header.homePage')}</span>
        </a>
        <div className="top-actions">
          <LanguageSwitch className="top-link language" />
          <button type="button" className="top-link" aria-label={t('header.showroom')} onClick={showroom.show}>
            <PinIcon /> <span className="label">{t('header.showroom')}</span>
          </button>
          <button
            type="button"
            className="top-link appt"
            aria-label={t('header.appointment')}
            onClick={appointment.show}
          >
            <CalendarIcon /> <span className="label">{t('header.appointment')}</span>
          </button>
          <button type="button" className="top-link" aria-label={t('header.goldRates')} onClick={rates.show}>
            <CoinIcon /> <span className="label">{t('header.goldRates')}</span>
          </button>
          <a
            className="top-link whatsapp"
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('header.whatsappChat')}
          >
            <ChatIcon /> <span className="label">{t('header.whatsapp')}</span>
          </a>
          <BagLink />
        </div>
      </div>
      <nav className="main-nav" aria-label={t('nav.main')} onKeyDown={navKeys} onFocus={loadNavKeys}>
        <ul className="container">
          <li>
            <a {...navLink('/', pathname, true)}>{t('nav.home')}</a>
          </li>
          <li className="has-menu">
            <ShopMenu menus={root?.menus} />
          </li>
          <li>
            <a {...navLink('/about', pathname)}>{t('nav.about')}</a>
          </li>
          <li>
            <a {...navLink('/contact', pathname)}>{t('nav.contact')}</a>
          </li>
          <li>
            <a {...navLink('/Gift-Card', pathname)}>
              {t('nav.giftCards')} <span className="soon">{t('nav.comingSoon')}</span>
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
