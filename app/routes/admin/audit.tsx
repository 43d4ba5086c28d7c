import { AdminTable } from '../../components/admin/AdminTable';
import { when } from '../../components/admin/when';
import { inShop } from '../../lib/links';
import type { Route } from './+types/audit';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Audit log | Zewar back office' }];

/** docs/behaviour.md §11.1: the whole audit log, for the owner only, newest first. */
export const loader = backOfficeLoader('owner', async ({ request }: Route.LoaderArgs, { backOffice }) => {
  const n = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  return { page, ...(await backOffice.audit(page)) };
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

export default function Audit({ loaderData: { page, rows, more } }: Route.ComponentProps) {
  return (
    <>
      <h1>Audit log</h1>
      {rows.length ? (
        <AdminTable label="The log" columns={['When', 'Who', 'What', 'Of', 'Was', 'Now']}>
          {rows.map((r, i) => {
            const to = subjectLink(r.subjectType, r.subjectId);
            return (
              <tr key={`${r.at}-${i}`}>
                <td>{when(r.at)}</td>
                <td>{r.actor}</td>
                <td>{r.action}</td>
                <td>
                  {r.subjectType} {to ? <a {...inShop(to)}>{r.subjectId}</a> : r.subjectId}
                </td>
                <td>{r.oldValue ?? ''}</td>
                <td>{r.newValue ?? ''}</td>
              </tr>
            );
          })}
        </AdminTable>
      ) : (
        <p className="muted">Nothing has been changed yet.</p>
      )}
      <nav aria-label="Pages of the log" className="admin-pager">
        {page > 1 ? <a {...inShop(`?page=${page - 1}`)}>Newer</a> : null}
        {more ? <a {...inShop(`?page=${page + 1}`)}>Older</a> : null}
      </nav>
    </>
  );
}
