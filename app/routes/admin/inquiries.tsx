import { Form } from 'react-router';
import {
  INQUIRY_KIND_LABELS,
  INQUIRY_KINDS,
  InquiriesQuerySchema,
  kindLabel,
  type InquiriesQuery,
} from '../../../core/inquiry-admin-schemas';
import { AdminTable } from '../../components/admin/AdminTable';
import { AnsweredBadge } from '../../components/admin/AnsweredBadge';
import { FilterSelect, listError, listQuery, Pager } from '../../components/admin/list-page';
import { when } from '../../components/admin/when';
import { inShop } from '../../lib/links';
import type { Route } from './+types/inquiries';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Inquiries | Zewar back office' }];

/**
 * docs/behaviour.md §11.8: every form guests sent, newest first, by kind, answered or not, and the guest's name, e-mail
 * or phone, 25 a page.
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const q = listQuery(InquiriesQuerySchema, request);
  return { q, ...(await backOffice.inquiries.list(q)) };
});

/** The list's address with these filters and page (an empty filter and page 1 are left out). */
function inquiriesHref(q: Partial<InquiriesQuery>) {
  const params = new URLSearchParams();
  if (q.kind) params.set('kind', q.kind);
  if (q.answered) params.set('answered', q.answered);
  if (q.q) params.set('q', q.q);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return `/admin/inquiries${s ? `?${s}` : ''}`;
}

const ANSWERED_OPTIONS = [
  ['no', 'Not answered'],
  ['yes', 'Answered'],
] as const;

function Filters({ q }: { q: InquiriesQuery }) {
  return (
    <Form method="get" className="admin-filters" aria-label="Filter the inquiries">
      <FilterSelect
        id="filter-kind"
        label="Kind"
        every="Every kind"
        options={INQUIRY_KINDS.map((k) => [k, INQUIRY_KIND_LABELS[k]])}
        defaultValue={q.kind}
      />
      <FilterSelect
        id="filter-answered"
        label="Answered"
        every="Answered or not"
        options={ANSWERED_OPTIONS}
        defaultValue={q.answered}
      />
      <div className="field admin-filter-search">
        <label htmlFor="filter-q">Name, e-mail or phone</label>
        <input id="filter-q" name="q" type="search" defaultValue={q.q} />
      </div>
      <button type="submit" className="btn btn-small">
        Show
      </button>
    </Form>
  );
}

export default function Inquiries({ loaderData: { q, rows, page, pages, total } }: Route.ComponentProps) {
  const filtered = Boolean(q.kind || q.answered || q.q);
  return (
    <>
      <h1>Inquiries</h1>
      <Filters key={`${q.kind}-${q.answered}-${q.q}`} q={q} />
      <p className="muted" role="status">
        {total} inquir{total === 1 ? 'y' : 'ies'}
        {q.kind ? ` · ${kindLabel(q.kind)}` : ''}
        {q.answered === 'no' ? ' · not answered' : q.answered === 'yes' ? ' · answered' : ''}
        {q.q ? ` · “${q.q}”` : ''}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        {filtered ? (
          <>
            {' · '}
            <a {...inShop('/admin/inquiries')}>Show all</a>
          </>
        ) : null}
      </p>
      {rows.length ? (
        <AdminTable
          label="Inquiries"
          columns={['Name', 'Kind', 'Answered', 'Received', 'E-mail and phone', { label: 'Photos', num: true }]}
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <a {...inShop(`/admin/inquiries/${r.id}`)}>{r.name || `Inquiry #${r.id}`}</a>
              </td>
              <td>{kindLabel(r.kind)}</td>
              <td>
                <AnsweredBadge kind={r.kind} answeredAt={r.answeredAt} />
              </td>
              <td className="admin-nowrap">{when(r.receivedAt)}</td>
              <td>
                {r.email ? <span className="admin-stack">{r.email}</span> : null}
                {r.phone ? <span className="admin-stack">{r.phone}</span> : null}
              </td>
              <td className="num">{r.photos || ''}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{filtered ? 'No inquiries match these filters.' : 'No inquiries yet.'}</p>
      )}
      <Pager
        label="Pages of inquiries"
        page={page}
        pages={pages}
        href={(n) => inquiriesHref({ ...q, page: n })}
        words={['Newer', 'Older']}
      />
    </>
  );
}

/** A filter the list does not know (`?kind=x`): said in the page, with the way back. */
export const ErrorBoundary = listError({
  title: 'Inquiries',
  fallback: 'The inquiries could not be shown.',
  back: { to: '/admin/inquiries', label: 'Show every inquiry' },
});
