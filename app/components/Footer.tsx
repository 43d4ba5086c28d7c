import { lazy } from 'react';
import { fullAddress, SHOP } from '../../core/shop';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { inShop } from '../lib/links';
import { MailIcon, UpIcon } from './icons';
import { SearchBox } from './SearchBox';

const NewsletterPanel = lazy(() => import('./forms/NewsletterPanel'));

const POLICIES = [
  ['/returnpolicy', 'Return Policy'],
  ['/Refund&Exchange-policy', 'Refund & Exchange Policy'],
  ['/Delivery-policy', 'Delivery Policy'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/termscondition', 'Terms & Conditions'],
] as const;
const HELP = [
  ['/contact', 'Contact Us'],
  ['/clickandcollect', 'Click & Collect'],
  ['/finance', 'Finance Options'],
  ['/gift-wrapping', 'Gift Wrapping'],
  ['/orderstatus', 'Order Status'],
  ['/Gift-Card', 'Gift Cards'],
  ['/old-gold', 'Old Gold & Zakat'],
] as const;
const GUIDES = [
  ['/jewellery-care', 'Jewellery Care'],
  ['/ring-size', 'Ring Size Guide'],
  ['/bangles-bracelets-size-guide', 'Bangles & Bracelets Size Guide'],
  ['/about', 'Our Story'],
] as const;

function LinkList({ title, links }: { title: string; links: readonly (readonly [string, string])[] }) {
  return (
    <nav aria-label={title} className="footer-col">
      <h2>{title}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <a {...inShop(to)}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const newsletter = useLazyDialog();
  return (
    <footer className="site-footer">
      <div className="container">
        <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <UpIcon /> Back to top
        </button>
        <div className="footer-search">
          <h2>Find a piece</h2>
          <SearchBox idPrefix="footer" />
        </div>
        <div className="footer-newsletter">
          <p>New collections, gold rate news and showroom events, a few times a year.</p>
          <button type="button" className="btn btn-light btn-small" onClick={newsletter.show}>
            <MailIcon /> Be in the know
          </button>
        </div>
        <div className="footer-grid">
          <LinkList title="Policies" links={POLICIES} />
          <LinkList title="Help" links={HELP} />
          <LinkList title="Care & Guides" links={GUIDES} />
          <div className="footer-col">
            <h2>Visit us</h2>
            <address>
              {fullAddress()}
              <br />
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
              <br />
              {SHOP.phones.map((p) => (
                <span key={p.tel}>
                  <a href={`tel:${p.tel}`}>{p.number}</a> Ext. {p.ext}
                  <br />
                </span>
              ))}
              Open {SHOP.hours}, {SHOP.days}
            </address>
            <ul className="social" aria-label="Social links">
              {SHOP.social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <LazyDialog dialog={newsletter}>
          <NewsletterPanel open={newsletter.open} onClose={newsletter.close} />
        </LazyDialog>
        <p className="copyright">
          © {SHOP.foundedYear}–2026 {SHOP.name}. Prices in PKR include taxes.
        </p>
      </div>
    </footer>
  );
}
