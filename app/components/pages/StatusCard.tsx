import type { ReactNode } from 'react';

interface StatusCardProps {
  tone: 'success' | 'failure';
  title: string;
  /** Extra class for the h1 (e.g. the uppercased heading of order-result.tsx). */
  titleClassName?: string;
  children: ReactNode;
}

/** The centred card of the order and payment result pages: a tick or a cross, the h1, then the text. */
export function StatusCard({ tone, title, titleClassName, children }: StatusCardProps) {
  return (
    <div className="container">
      <section className={`status-card ${tone}`}>
        <span className="status-card-icon" aria-hidden="true">
          {tone === 'success' ? '✓' : '✕'}
        </span>
        <h1 className={titleClassName ? `status-card-title ${titleClassName}` : 'status-card-title'}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** A query value made safe to show: trimmed and cut to a sensible length (React escapes the rest). */
export function queryText(value: string | null, max = 64): string | null {
  const text = value?.trim().slice(0, max);
  return text ? text : null;
}

/** Status pages are personal results: keep them out of search engines. */
export const NOINDEX = [{ name: 'robots', content: 'noindex' }];
