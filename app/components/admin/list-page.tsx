import { data, isRouteErrorResponse } from 'react-router';
import type { z } from 'zod';
import { inShop } from '../../lib/links';

/**
 * A list page's query read from its address with its schema from core/ (the API checks with the same one); a bad one
 * is a 400 page that names what is wrong (docs/behaviour.md §11), shown by the page's ListError.
 */
export function listQuery<T extends z.ZodType>(schema: T, request: Request): z.output<T> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: parsed.error.issues.map((i) => i.message).join('. ') }, { status: 400 });
  return parsed.data;
}

/**
 * The ErrorBoundary of a list page that could not be shown: its heading, why (a 400's message, or `fallback`), and the
 * way back.
 */
export function listError({
  title,
  fallback,
  back,
}: {
  title: string;
  fallback: string;
  back: { to: string; label: string };
}) {
  return function ListError({ error }: { error: unknown }) {
    const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
    return (
      <>
        <h1>{title}</h1>
        <p role="alert" className="form-alert">
          {typeof said === 'string' ? said : fallback}
        </p>
        <p>
          <a {...inShop(back.to)}>{back.label}</a>
        </p>
      </>
    );
  };
}

/**
 * The ErrorBoundary of a page of one thing (an inquiry, a customer): 'X not found' for a 404, why (the loader's
 * message, or `fallback`), and the way back to the list.
 */
export function detailError({
  notFound,
  fallback,
  back,
}: {
  notFound: string;
  fallback: string;
  back: { to: string; label: string };
}) {
  return function DetailError({ error }: { error: unknown }) {
    const missing = isRouteErrorResponse(error) && error.status === 404;
    const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
    return (
      <>
        <h1>{missing ? notFound : 'Something went wrong'}</h1>
        <p>{typeof said === 'string' ? said : fallback}</p>
        <p>
          <a {...inShop(back.to)}>{back.label}</a>
        </p>
      </>
    );
  };
}

/** One of a list's filters: a select named after its id's last word, "every" first; the page's state or the address's. */
export function FilterSelect({
  id,
  label,
  every,
  everyValue = '',
  options,
  value,
  defaultValue,
  onChange,
}: {
  id: string;
  label: string;
  every: string;
  everyValue?: string;
  /** [value, words] */
  options: readonly (readonly [string, string])[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id.slice(id.lastIndexOf('-') + 1)}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((e) => onChange(e.target.value))}
      >
        <option value={everyValue}>{every}</option>
        {options.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The links to a list's previous and next page, when it has more than one (`words`: newer/older for a log). */
export function Pager({
  label,
  page,
  pages,
  href,
  words = ['Previous', 'Next'],
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  words?: readonly [string, string];
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="admin-pager">
      {page > 1 ? <a {...inShop(href(page - 1))}>{words[0]}</a> : null}
      {page < pages ? <a {...inShop(href(page + 1))}>{words[1]}</a> : null}
    </nav>
  );
}
