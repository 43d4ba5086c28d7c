import { data } from 'react-router';
import { NotFound } from '../components/NotFound';
import { metaT } from '../lib/i18n';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

/**
 * Any path no route has: 404. An address the shop cannot read (a broken %-escape, a NUL character) is sent here by the
 * server's guard and answered 400 with the reason (docs/behaviour.md §10.10.1).
 */
export function loader({ context }: Route.LoaderArgs) {
  const refusal = context.refusal ?? null;
  return data({ refusal }, { status: refusal === null ? 404 : 400 });
}

export const meta = ({ data: d, matches }: { data: Route.MetaArgs['data']; matches: Parameters<typeof metaT>[0] }) => {
  const t = metaT(matches);
  return d?.refusal
    ? pageMeta('Address not readable', d.refusal, [{ name: 'robots', content: 'noindex' }])
    : pageMeta(t('error.notFoundTitle'), t('error.notFoundDescription'));
};

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      {loaderData.refusal === null ? (
        <NotFound />
      ) : (
        <section className="empty-state">
          <p className="eyebrow">400</p>
          <h1>We could not read that address</h1>
          <p>{loaderData.refusal} Please check the link, or start again from our home page.</p>
          <a className="btn" {...inShop('/')}>
            Back to Home
          </a>
        </section>
      )}
    </div>
  );
}
