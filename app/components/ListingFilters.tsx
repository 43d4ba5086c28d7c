import { useEffect, useRef, type ReactNode } from 'react';
import { useSubmit } from 'react-router';
import type { Facet } from '../../core/listing-filters';
import type { SortOrder } from '../../core/query-schemas';
import { useShopLinks, useT } from '../lib/i18n';

/** The filters' part of a listing or search results page, as its loader writes it (app/lib/browse.server.ts). */
export interface FiltersView {
  /** Pieces the result holds with every chosen filter. */
  totalCount: number;
  sort: SortOrder;
  /** `single`: one value at a time (men's or women's; delivery). */
  facets: (Facet & { single: boolean })[];
  /** Each chosen value, with the address without it. */
  chosen: { key: string; value: string; label: string; href: string }[];
  /** The address without any filter. */
  clearHref: string;
}

/** A count as the shop writes numbers: commas between thousands (no Intl: docs/decisions/057). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The filters (docs/behaviour.md §9.13): a plain GET form, so it works before and without the app. A sidebar on a
 * desktop; on a tablet or phone a panel that opens from "Filters" (<details>, which needs no script). With the app,
 * each tick applies at once (counts and cards follow, the page stays where it is) and "Show N pieces" closes the
 * panel; without it the button sends the form. The page is never put back to an earlier page number: the form has none.
 */
function ListingFilters({ view }: { view: FiltersView }) {
  const submit = useSubmit();
  const t = useT();
  const panel = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const apply = (replace = false) => {
    if (form.current) void submit(form.current, { preventScrollReset: true, replace });
  };

  // The boxes follow the address: a chip or Clear all leaves the page's form as it was. Ticked before the page
  // became the app (the starter replays presses and sends, not ticks): applied now.
  const shown = useRef(false);
  useEffect(() => {
    const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [];
    const changed = [...boxes].some((box) => box.checked !== box.defaultChecked);
    if (!shown.current && changed) apply(true);
    else for (const box of boxes) box.checked = box.defaultChecked;
    shown.current = true;
  }, [view]);

  return (
    <details className="filters" ref={panel}>
      <summary className="filters-toggle">{t('browse.filtersChosen', { count: view.chosen.length })}</summary>
      <form
        ref={form}
        method="get"
        className="filters-form"
        aria-label={t('browse.filters')}
        onChange={(e) => {
          const box = e.target;
          if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
          const single = view.facets.find((f) => f.key === box.name)?.single;
          if (single && box.checked)
            for (const other of e.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${box.name}"]`))
              other.checked = other === box;
          apply();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          apply(true);
          const open = panel.current;
          if (!open?.open) return;
          open.open = false;
          if (open.getBoundingClientRect().top < 0) open.scrollIntoView();
        }}
      >
        {view.facets.map((facet) => (
          <fieldset key={facet.key} className="filter-group">
            <legend>{facet.title}</legend>
            {facet.options.map((o) => (
              <label key={o.value} className="filter-option">
                <input type="checkbox" name={facet.key} value={o.value} defaultChecked={o.chosen} />
                <span>{o.label}</span> <span className="filter-count">({grouped(o.count)})</span>
              </label>
            ))}
          </fieldset>
        ))}
        {view.sort !== 'default' ? <input type="hidden" name="sort" value={view.sort} /> : null}
        <button type="submit" className="btn btn-small filters-apply">
          {t('browse.showPieces', { count: view.totalCount })}
        </button>
      </form>
    </details>
  );
}

/**
 * A listing's or search's results beside their filters: the chosen ones over the cards, and when they leave nothing,
 * the way back instead of `children` (the page's cards, or its own empty state). No filters where there is nothing
 * to narrow.
 */
export function FilteredResults({ view, children }: { view: FiltersView; children: ReactNode }) {
  const filtered = view.chosen.length > 0;
  const withFilters = filtered || view.facets.length > 0;
  return (
    <div className={withFilters ? 'listing-body' : undefined}>
      {withFilters ? <ListingFilters view={view} /> : null}
      <div className="listing-results">
        <ChosenFilters view={view} />
        {filtered && view.totalCount === 0 ? <NoMatches view={view} /> : children}
      </div>
    </div>
  );
}

/** The chosen filters over the cards, each removable, and Clear all; nothing when none is chosen. */
function ChosenFilters({ view }: { view: FiltersView }) {
  const t = useT();
  const { inShop } = useShopLinks();
  if (!view.chosen.length) return null;
  return (
    <ul className="filter-chips" aria-label={t('browse.chosenFilters')}>
      {view.chosen.map((c) => (
        <li key={`${c.key}=${c.value}`}>
          <a
            {...inShop(c.href, true)}
            className="filter-chip"
            aria-label={t('browse.removeFilter', { label: c.label })}
          >
            {c.label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      <li>
        <a {...inShop(view.clearHref, true)} className="filter-clear">
          {t('browse.clearAll')}
        </a>
      </li>
    </ul>
  );
}

/** A result the filters left empty: how to see pieces again. */
function NoMatches({ view }: { view: FiltersView }) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <section className="empty-state">
      <h2>{t('browse.noMatchTitle')}</h2>
      <p>{t('browse.noMatchText')}</p>
      <a className="btn" {...inShop(view.clearHref, true)}>
        {t('browse.clearFilters')}
      </a>
    </section>
  );
}
