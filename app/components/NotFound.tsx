import { useShopLinks, useT } from '../lib/i18n';

export function NotFound() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <section className="empty-state">
      <p className="eyebrow">404</p>
      <h1>{t('error.notFoundHeading')}</h1>
      <p>{t('error.notFoundText')}</p>
      <a className="btn" {...inShop('/')}>
        {t('error.backHome')}
      </a>
    </section>
  );
}
