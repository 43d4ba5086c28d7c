import { data } from 'react-router';
import type { MessageKey } from '../../core/messages';
import { NotFound } from '../components/NotFound';
import { metaT, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

/**
 * Any path no route has: 404. An address the shop cannot read (a broken %-escape, a NUL character) is sent here by the
 * server's guard and answered 400 with the reason (docs/behaviour.md §10.10.1), in the address's language: the
 * reason is looked up by the server's words among the page's (a reason it does not know shows as it came).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const refusal = context.refusal ?? null;
  if (refusal === null) return data({ refusal, messages: {} }, { status: 404 });
  return data({ refusal, ...wordsOfPage(request, 'address') }, { status: 400 });
}

export const meta = ({ data: d, matches }: { data: Route.MetaArgs['data']; matches: Parameters<typeof metaT>[0] }) => {
  const t = metaT(matches);
  return d?.refusal
    ? pageMeta(t('address.metaTitle'), t(d.refusal as MessageKey), [{ name: 'robots', content: 'noindex' }])
    : pageMeta(t('error.notFoundTitle'), t('error.notFoundDescription'));
};

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <div className="container">
      {loaderData.refusal === null ? (
        <NotFound />
      ) : (
        <section className="empty-state">
          <p className="eyebrow">400</p>
          <h1>{t('address.title')}</h1>
          <p>
            {t(loaderData.refusal as MessageKey)} {t('address.hint')}
          </p>
          <a className="btn" {...inShop('/')}>
            {t('error.backHome')}
          </a>
        </section>
      )}
    </div>
  );
}
