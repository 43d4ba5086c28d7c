import type { ReactNode } from 'react';
import { useShopLinks, useT } from '../lib/i18n';

/** The frame of an information page: breadcrumb, heading, optional intro, then the text. */
export function InfoPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <article className="info-page">
      <nav aria-label={t('info.breadcrumb')} className="breadcrumb">
        <a {...inShop('/')}>{t('nav.home')}</a> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{title}</span>
      </nav>
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </article>
  );
}
