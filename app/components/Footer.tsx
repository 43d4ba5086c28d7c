import { lazy } from 'react';
import { fullAddress, SHOP } from '../../core/shop';
import type { MessageKey } from '../../core/messages';
import { useShopLinks, useT } from '../lib/i18n';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { MailIcon, UpIcon } from './icons';
import { SearchBox } from './SearchBox';

const NewsletterPanel = lazy(() => import('./forms/NewsletterPanel'));

const POLICIES = [
  ['/returnpolicy', 'footer.returnPolicy'],
  ['/Refund&Exchange-policy', 'footer.refundPolicy'],
  ['/Delivery-policy', 'footer.deliveryPolicy'],
  ['/privacy-policy', 'footer.privacyPolicy'],
  ['/termscondition', 'footer.terms'],
] as const;
const HELP = [
  ['/contact', 'footer.contactUs'],
  ['/clickandcollect', 'footer.clickAndCollect'],
  ['/finance', 'footer.finance'],
  ['/gift-wrapping', 'footer.giftWrapping'],
  ['/orderstatus', 'footer.orderStatus'],
  ['/Gift-Card', 'footer.giftCards'],
  ['/old-gold', 'footer.oldGold'],
] as const;
const GUIDES = [
  ['/jewellery-care', 'footer.care'],
  ['/ring-size', 'footer.ringSize'],
  ['/bangles-bracelets-size-guide', 'footer.bangleSize'],
  ['/about', 'footer.ourStory'],
] as const;

function LinkList({ title, links }: { title: string; links: readonly (readonly [string, MessageKey])[] }) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <nav aria-label={title} className="footer-col">
      <h2>{title}</h2>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <a {...inShop(to)}>{t(label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const newsletter = useLazyDialog();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <UpIcon /> {t('footer.backToTop')}
        </button>
        <div className="footer-search">
          <h2>{t('footer.findPiece')}</h2>
          <SearchBox idPrefix="footer" />
        </div>
        <div className="footer-newsletter">
          <p>{t('footer.newsletterLine')}</p>
          <button type="button" className="btn btn-light btn-small" onClick={newsletter.show}>
            <MailIcon /> {t('footer.newsletterButton')}
          </button>
        </div>
        <div className="footer-grid">
          <LinkList title={t('footer.policies')} links={POLICIES} />
          <LinkList title={t('footer.help')} links={HELP} />
          <LinkList title={t('footer.guides')} links={GUIDES} />
          <div className="footer-col">
            <h2>{t('footer.visitUs')}</h2>
            <address>
              {fullAddress()}
              <br />
              <a href={`mailto:${SHOP.email}`} dir="ltr">
                {SHOP.email}
              </a>
              <br />
              {SHOP.phones.map((p) => (
                <span key={p.tel}>
                  <a href={`tel:${p.tel}`} dir="ltr">
                    {p.number}
                  </a>{' '}
                  {t('footer.extension', { ext: p.ext })}
                  <br />
                </span>
              ))}
              {t('footer.open', { hours: SHOP.hours })}
            </address>
            <ul className="social" aria-label={t('footer.social')}>
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
        <p className="copyright">{t('footer.copyright', { from: String(SHOP.foundedYear), name: SHOP.name })}</p>
      </div>
    </footer>
  );
}
