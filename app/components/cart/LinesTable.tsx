import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** The frame of the bag's and the wishlist's tables: a picture column, named columns, an actions column; cards on phones. */
export function LinesTable({
  caption,
  columns,
  actions,
  className = '',
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The hidden heading of the last column. */
  actions: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <table className={`lines-table ${className}`.trim()}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('bag.image')}</span>
          </th>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className="remove-btn" aria-label={t('bag.removeNamed', { name })} onClick={onClick}>
      <span aria-hidden="true">×</span>
      <span className="remove-text" aria-hidden="true">
        {t('bag.remove')}
      </span>
    </button>
  );
}
