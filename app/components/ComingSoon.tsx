import { lazy, useId } from 'react';
import { SHOP, whatsappLink } from '../../core/shop';
import { Msg, useT } from '../lib/i18n';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';

// The form (and the schema library it needs) loads only when a guest opens it: this sits in every page's header.
const RequirementForm = lazy(() => import('./forms/RequirementForm'));

/**
 * docs/behaviour.md §2.16: a category with no items shows a Coming Soon entry and a Request Requirement button that opens or
 * closes an inline form; WhatsApp and the phone stay as the other way to ask.
 */
export function ComingSoon({ category }: { category: string }) {
  const t = useT();
  const form = useLazyDialog();
  const id = useId();
  const phone = SHOP.phones[0];
  return (
    <div className="coming-soon">
      <p>
        <span className="soon">{t('nav.comingSoon')}</span>
      </p>
      <button
        type="button"
        className="btn btn-small btn-outline"
        aria-expanded={form.open}
        aria-controls={id}
        onClick={form.open ? form.close : form.show}
      >
        {t('soon.request')}
      </button>
      <div id={id} hidden={!form.open} className="requirement">
        <p>{t('soon.tellUs', { category: category.toLowerCase() })}</p>
        <LazyDialog dialog={form} fallback={<p className="muted">{t('soon.loading')}</p>}>
          <RequirementForm category={category} />
        </LazyDialog>
        <p className="muted">
          <Msg
            id="soon.orAsk"
            values={{ number: phone.number }}
            tags={{
              // The shop reads the WhatsApp message: it is in English whatever the page's language.
              wa: (words) => (
                <a
                  href={whatsappLink(`Hello ${SHOP.name}, I am looking for ${category}.`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {words}
                </a>
              ),
              tel: (words) => (
                <a href={`tel:${phone.tel}`} dir="ltr">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </div>
  );
}
