import { lazy, useId } from 'react';
import { SHOP, whatsappLink } from '../../core/shop';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';

// The form (and the schema library it needs) loads only when a guest opens it: this sits in every page's header.
const RequirementForm = lazy(() => import('./forms/RequirementForm'));

/**
 * docs/behaviour.md §2.16: a category with no items shows a Coming Soon entry and a Request Requirement button that opens or
 * closes an inline form; WhatsApp and the phone stay as the other way to ask.
 */
export function ComingSoon({ category }: { category: string }) {
  const form = useLazyDialog();
  const id = useId();
  return (
    <div className="coming-soon">
      <p>
        <span className="soon">Coming Soon</span>
      </p>
      <button
        type="button"
        className="btn btn-small btn-outline"
        aria-expanded={form.open}
        aria-controls={id}
        onClick={form.open ? form.close : form.show}
      >
        Request Requirement
      </button>
      <div id={id} hidden={!form.open} className="requirement">
        <p>Tell us what you are looking for in {category.toLowerCase()} and we will make or source it for you.</p>
        <LazyDialog dialog={form} fallback={<p className="muted">Loading the form…</p>}>
          <RequirementForm category={category} />
        </LazyDialog>
        <p className="muted">
          Or{' '}
          <a
            href={whatsappLink(`Hello ${SHOP.name}, I am looking for ${category}.`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            message us on WhatsApp
          </a>{' '}
          or call {SHOP.phones[0].number}.
        </p>
      </div>
    </div>
  );
}
