import type { ReactNode } from 'react';

/** A column's heading: its words, or words that are not text alone and a key; `num` right-aligns a column of figures. */
export type Column = string | { label: ReactNode; key?: string; num?: boolean };

/**
 * A back-office table in a box that scrolls sideways on a narrow screen, not the page. A box with a `label` is a region
 * the keyboard can scroll; `caption` is said to screen readers only; the rows are the children.
 */
export function AdminTable({
  label,
  caption,
  className,
  columns,
  children,
}: {
  label?: string;
  caption?: ReactNode;
  /** Classes beside `admin-table` (`admin-table-cards`: a card a row on phones). */
  className?: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap" {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.key ?? String(c.label)} scope="col" className={c.num ? 'num' : undefined}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
