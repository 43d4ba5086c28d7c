import { data, isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { SubscribersQuerySchema, type Subscriber } from '../../../core/inquiry-desk-schemas';
import { ActionMessage, useAction } from '../../components/admin/Action';
import { when } from '../../components/admin/when';
import type { Route } from './+types/subscribers';

export const meta = () => [{ title: 'Subscribers | Zewar back office' }];

/** docs/behaviour.md §11.9: the newsletter's subscribers, newest first, 50 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = SubscribersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: parsed.error.issues.map((i) => i.message).join('. ') }, { status: 400 });
  return context.backOffice.inquiries.subscribers(parsed.data.page);
}

function Remove({ subscriber: s, action }: { subscriber: Subscriber; action: ReturnType<typeof useAction> }) {
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
  const { revalidate } = useRevalidator();
  const action = useAction(() => void revalidate());
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
        <div className="admin-table-wrap" role="region" aria-label="Subscribers" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Since</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : (
        <p>Nobody has signed up for the newsletter yet.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of subscribers" className="admin-pager">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
          {page < pages ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <>
      <h1>Subscribers</h1>
      <p role="alert" className="form-alert">
        {typeof said === 'string' ? said : 'The subscribers could not be shown.'}
      </p>
      <p>
        <Link to="/admin/subscribers">Back to the first page</Link>
      </p>
    </>
  );
}
