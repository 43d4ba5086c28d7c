import type { ReactNode } from 'react';
import { inShop } from '../lib/links';

/** The frame of an information page: breadcrumb, heading, optional intro, then the text. */
export function InfoPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="info-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a {...inShop('/')}>Home</a> <span aria-hidden="true">/</span> <span aria-current="page">{title}</span>
      </nav>
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </article>
  );
}
