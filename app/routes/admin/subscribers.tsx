import { SubscribersQuerySchema, type Subscriber } from '../../../core/inquiry-admin-schemas';
import { AdminTable } from '../../components/admin/AdminTable';
import { ActionMessage, useAction, type Action } from '../../components/admin/Action';
import { listError, listQuery, Pager } from '../../components/admin/list-page';
import { when } from '../../components/admin/when';
import type { Route } from './+types/subscribers';
import { useRefresh } from '../../components/admin/refresh';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Subscribers | Zewar back office' }];

/** docs/behaviour.md §11.9: the newsletter's subscribers, newest first, 50 a page. */
export const loader = backOfficeLoader('member', ({ request }: Route.LoaderArgs, { backOffice }) =>
  backOffice.inquiries.subscribers(listQuery(SubscribersQuerySchema, request).page),
);

function Remove({ subscriber: s, action }: { subscriber: Subscriber; action: Action }) {
  const { busy, act } = action;
  const remove = async () => {
    if (!window.confirm(`Take ${s.email} off the newsletter?`)) return;
    await act('DELETE', `/subscribers/${s.id}`, {}, `${s.email} is off the newsletter.`);
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-small btn-danger"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void remove()}
    >
      Remove<span className="visually-hidden"> {s.email}</span>
    </button>
  );
}

export default function Subscribers({ loaderData: { rows, page, pages, total } }: Route.ComponentProps) {
  const refresh = useRefresh();
  const action = useAction(refresh);
  return (
    <>
      <h1>Subscribers</h1>
      <div className="admin-actions">
        <p className="muted admin-grow">
          {total} subscriber{total === 1 ? '' : 's'} to the newsletter{pages > 1 ? ` · page ${page} of ${pages}` : ''}
        </p>
        {total ? (
          <a className="btn btn-outline btn-small" href="/api/admin/subscribers.csv" download>
            Download CSV
          </a>
        ) : null}
      </div>
      <ActionMessage said={action.said} />
      {rows.length ? (
        <AdminTable
          label="Subscribers"
          columns={[
            'E-mail',
            'Name',
            'Phone',
            'Since',
            { key: 'remove', label: <span className="visually-hidden">Remove</span> },
          ]}
        >
          {rows.map((s) => (
            <tr key={s.id}>
              <td>
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </td>
              <td>{s.name}</td>
              <td className="admin-nowrap">{s.phone}</td>
              <td className="admin-nowrap">{when(s.since)}</td>
              <td>
                <Remove subscriber={s} action={action} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>Nobody has signed up for the newsletter yet.</p>
      )}
      <Pager
        label="Pages of subscribers"
        page={page}
        pages={pages}
        href={(n) => `?page=${n}`}
        words={['Newer', 'Older']}
      />
    </>
  );
}

export const ErrorBoundary = listError({
  title: 'Subscribers',
  fallback: 'The subscribers could not be shown.',
  back: { to: '/admin/subscribers', label: 'Back to the first page' },
});
