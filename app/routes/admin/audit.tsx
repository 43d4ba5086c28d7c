import { Form, useSearchParams } from 'react-router';
import { AuditQuerySchema } from '../../../core/audit-query';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, auditWords } from '../../../core/audit-words';
import { FilterSelect, listError, listQuery } from '../../components/admin/list-page';
import { when } from '../../components/admin/when';
import { inShop } from '../../lib/links';
import type { Route } from './+types/audit';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Audit log | Zewar back office' }];

/**
 * docs/behaviour.md §11.1: the whole audit log, for the owner only, newest first, each entry in words; filtered by
 * who made the change, its kind and the days (core/audit-query.ts; a bad filter is a 400 that names it).
 */
export const loader = backOfficeLoader('owner', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const query = listQuery(AuditQuerySchema, request);
  return { query, ...(await backOffice.audit(query)) };
});

export const ErrorBoundary = listError({
  title: 'Audit log',
  fallback: 'The audit log could not be shown. Try again in a moment.',
  back: { to: '/admin/audit', label: 'The whole log' },
});

const subjectLink = (type: string, id: string) =>
  type === 'order'
    ? `/admin/orders/${id}`
    : type === 'inquiry'
      ? `/admin/inquiries/${id}`
      : type === 'stock'
        ? id.startsWith('import ')
          ? '/admin/stock/import'
          : `/admin/stock?q=${encodeURIComponent(id)}`
        : type === 'rate'
          ? '/admin/rates'
          : type === 'setting'
            ? '/admin/settings'
            : null;

/** The words a link to an entry's subject carries. */
const subjectWords = (type: string, id: string) =>
  type === 'order'
    ? `Order ${id}`
    : type === 'inquiry'
      ? `Inquiry #${id}`
      : type === 'stock'
        ? id.startsWith('import ')
          ? 'Stock import'
          : `Piece ${id}`
        : type === 'rate'
          ? 'Gold rates'
          : 'Settings';

export default function Audit({ loaderData: { query, rows, more, actors } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  const filtered = Boolean(query.who || query.kind || query.from || query.to);
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="admin-filters" aria-label="Filter the log">
        <FilterSelect
          id="f-who"
          label="Who"
          every="Everyone"
          options={[...new Set([...actors, ...(query.who ? [query.who] : [])])].map((a) => [a, a])}
          defaultValue={query.who}
        />
        <FilterSelect
          id="f-kind"
          label="Kind"
          every="Every kind"
          options={AUDIT_KINDS.map((k) => [k, AUDIT_KIND_LABELS[k]])}
          defaultValue={query.kind}
        />
        <div className="field">
          <label htmlFor="f-from">From</label>
          <input id="f-from" name="from" type="date" defaultValue={query.from} />
        </div>
        <div className="field">
          <label htmlFor="f-to">To</label>
          <input id="f-to" name="to" type="date" defaultValue={query.to} />
        </div>
        <button type="submit" className="btn btn-small">
          Show
        </button>
        {filtered ? <a {...inShop('/admin/audit')}>Show everything</a> : null}
      </Form>
      {rows.length ? (
        <section aria-label="The log">
          <ol className="admin-audit">
            {rows.map((r, i) => {
              const to = subjectLink(r.subjectType, r.subjectId);
              return (
                <li key={`${r.at}-${i}`}>
                  <p className="admin-audit-what">{auditWords(r)}</p>
                  <p className="muted">
                    <time dateTime={r.at}>{when(r.at)}</time>
                    {to ? (
                      <>
                        {' · '}
                        <a {...inShop(to)}>{subjectWords(r.subjectType, r.subjectId)}</a>
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      ) : (
        <p className="muted">{filtered ? 'No changes match.' : 'Nothing has been changed yet.'}</p>
      )}
      <nav aria-label="Pages of the log" className="admin-pager">
        {query.page > 1 ? <a {...inShop(pageHref(query.page - 1))}>Newer</a> : null}
        {more ? <a {...inShop(pageHref(query.page + 1))}>Older</a> : null}
      </nav>
    </>
  );
}
