import { useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { formatPKR, formatWeight } from '../../../core/format';
import { isVideoName } from '../../../core/media';
import {
  PIECE_STATE_LABELS,
  PIECE_STATES,
  StockQuerySchema,
  type StockQuery,
  type StockRow,
  type StockTypes,
} from '../../../core/stock-admin-schemas';
import { AdminTable } from '../../components/admin/AdminTable';
import { FilterSelect, listError, listQuery, Pager } from '../../components/admin/list-page';
import { PieceActions } from '../../components/admin/PieceActions';
import { PieceStateBadge } from '../../components/admin/PieceStateBadge';
import { imageUrl, inShop } from '../../lib/links';
import type { Route } from './+types/stock';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Stock | Zewar back office' }];

/**
 * docs/behaviour.md §11.11: every piece by type, name and tag number, 25 a page, searched by tag number or name and
 * filtered by type, name and state; each piece hidden or shown, marked sold or available, its pictures replaced.
 */
export const loader = backOfficeLoader('member', async ({ request }: Route.LoaderArgs, { backOffice, member }) => {
  const query = listQuery(StockQuerySchema, request);
  // The names guests see are the owner's to give (docs/decisions/078): the link is shown to the owner alone.
  return { query, list: await backOffice.stock.list(query), owner: member.role === 'owner' };
});

/** The item names to choose from: those of the type chosen, or of every type. */
const namesOf = (types: StockTypes, type: string) =>
  type
    ? (types.find((t) => t.type.toLowerCase() === type.toLowerCase())?.names ?? [])
    : [...new Set(types.flatMap((t) => t.names))].sort((a, b) => a.localeCompare(b));

function Filters({ query, types }: { query: StockQuery; types: StockTypes }) {
  const [type, setType] = useState(query.type);
  const names = namesOf(types, type);
  const [name, setName] = useState(query.name);
  const [state, setState] = useState<string>(query.state);
  const chooseType = (t: string) => {
    setType(t);
    if (!namesOf(types, t).some((n) => n.toLowerCase() === name.toLowerCase())) setName('');
  };
  return (
    <Form method="get" className="admin-filters" aria-label="Find pieces">
      <div className="field admin-filter-search">
        <label htmlFor="stock-q">Tag number or name</label>
        <input id="stock-q" name="q" type="search" defaultValue={query.q} autoComplete="off" />
      </div>
      <FilterSelect
        id="stock-type"
        label="Type"
        every="Every type"
        options={types.map((t) => [t.type, t.type])}
        value={type}
        onChange={chooseType}
      />
      <FilterSelect
        id="stock-name"
        label="Name"
        every="Every name"
        options={names.map((n) => [n, n])}
        value={name}
        onChange={setName}
      />
      <FilterSelect
        id="stock-state"
        label="State"
        every="Every state"
        everyValue="all"
        options={PIECE_STATES.map((s) => [s, PIECE_STATE_LABELS[s]])}
        value={state}
        onChange={setState}
      />
      <button type="submit" className="btn btn-small">
        Show
      </button>
    </Form>
  );
}

function Thumbnail({ piece }: { piece: StockRow }) {
  const first = piece.pictures.find((p) => !isVideoName(p));
  const count = piece.pictures.length;
  return (
    <>
      {first ? (
        <img className="admin-thumb" src={imageUrl(first, 160)} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="admin-thumb admin-thumb-none">No picture</span>
      )}
      {count > 1 ? <span className="muted admin-stack admin-nowrap">{count} pictures</span> : null}
    </>
  );
}

const metal = (p: StockRow) => {
  const grams = p.netWeight || p.grossWeight;
  const parts = [p.karat ? `${p.karat}K` : '', grams ? formatWeight(grams) : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : '—';
};

export default function Stock({ loaderData: { query, list, owner } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  // The export takes the list's filters, those set, without its page.
  const exported = new URLSearchParams(
    Object.entries({
      q: query.q,
      type: query.type,
      name: query.name,
      state: query.state === 'all' ? '' : query.state,
    }).filter(([, v]) => v),
  );
  const filtered = Boolean(query.q || query.type || query.name || query.state !== 'all');
  const { rows, total, page, pages, types } = list;
  return (
    <>
      <h1>Stock</h1>
      <Filters key={`${query.q}|${query.type}|${query.name}|${query.state}`} query={query} types={types} />
      <div className="admin-actions">
        <p className="muted admin-grow" role="status">
          {total} piece{total === 1 ? '' : 's'}
          {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          {filtered ? (
            <>
              {' · '}
              <a {...inShop('/admin/stock')}>Show all</a>
            </>
          ) : null}
        </p>
        <a className="btn btn-small" {...inShop('/admin/stock/new')}>
          Add a piece
        </a>
        {owner ? (
          <a className="btn btn-outline btn-small" {...inShop('/admin/stock/names')}>
            Names guests see
          </a>
        ) : null}
        {total ? (
          <a className="btn btn-outline btn-small" href={`/api/admin/stock/export.csv?${exported}`} download>
            Download CSV<span className="visually-hidden"> of {filtered ? 'these' : 'all'} pieces</span>
          </a>
        ) : null}
      </div>
      {rows.length ? (
        <AdminTable
          label="Pieces"
          className="admin-table-cards admin-stock"
          columns={[
            'Picture',
            'Tag number',
            'Piece',
            'Type',
            'Karat / weight',
            { label: 'Price', num: true },
            'State',
            'Actions',
          ]}
        >
          {rows.map((p) => (
            <tr key={p.tagNo}>
              <td data-label="Picture">
                <Thumbnail piece={p} />
              </td>
              <th scope="row" data-label="Tag number" className="admin-nowrap">
                <a {...inShop(`/admin/stock/${encodeURIComponent(p.tagNo)}`)} title={`Change ${p.tagNo}`}>
                  {p.tagNo}
                </a>
              </th>
              <td data-label="Piece">
                {p.itemName}
                {p.displayName ? <span className="muted admin-stack">{p.displayName}</span> : null}
              </td>
              <td data-label="Type">{p.itemType}</td>
              <td data-label="Karat / weight" className="admin-nowrap">
                {metal(p)}
              </td>
              <td data-label="Price" className="num">
                {formatPKR(p.price)}
              </td>
              <td data-label="State">
                <PieceStateBadge piece={p} />
              </td>
              <td data-label="Actions" className="admin-span-2">
                <PieceActions piece={p} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>No pieces match.</p>
      )}
      <Pager label="Pages of pieces" page={page} pages={pages} href={pageHref} />
    </>
  );
}

export const ErrorBoundary = listError({
  title: 'Stock',
  fallback: 'The stock could not be shown.',
  back: { to: '/admin/stock', label: 'Back to all pieces' },
});
