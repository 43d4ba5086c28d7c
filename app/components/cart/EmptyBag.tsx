import { useShopLinks, useT } from '../../lib/i18n';

/** docs/behaviour.md §2.6: the empty bag. */
export function EmptyBag() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <section className="empty-state">
      <h1>{t('bag.title')}</h1>
      <p>{t('bag.empty')}</p>
      <a className="btn" {...inShop('/')}>
        {t('bag.continueShopping')}
      </a>
    </section>
  );
}

/**
 * The first frame on the server and during hydration, before the app has read the stored bag: the wait, and the empty
 * bag, which the stylesheet shows instead when a line in the page's head found the stored bag empty
 * (server/ssr/bag-state.ts, docs/decisions/049).
 */
export function BagLoading({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <section className="empty-state bag-when-waiting" aria-busy="true">
        <h1>{title}</h1>
        <p className="muted">{t('bag.loading')}</p>
      </section>
      <div className="bag-when-empty">
        <EmptyBag />
      </div>
    </>
  );
}
