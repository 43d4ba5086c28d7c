import { RING_SIZES } from '../../core/sizes';
import { InfoPage } from '../components/InfoPage';
import { SizeRequestButton } from '../components/size-request/SizeRequestButton';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPages } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import { readFindSize, sameSitePath } from '../../core/size-chart-query';
import { SizeChartTable, SizeFinder, markedSize } from '../components/size-chart/SizeChart';
import type { MessageKey } from '../../core/messages';
import type { Route } from './+types/ring-size-guide';

/**
 * docs/behaviour.md §9.18: the chart's "find my size" answer, read from the address (?by=&mm=&back=), with the page's
 * words and the guides' (finder, chart, request form) in the address's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    ...wordsOfPages(request, 'ringSize', 'sizeChart'),
    find: readFindSize('ring', params),
    back: sameSitePath(params.get('back')),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('ringSize.title'), t('ringSize.description'));
};

type Step = readonly [title: MessageKey, text: MessageKey];

const FINGER_STEPS: readonly Step[] = [
  ['ringSize.wrapTitle', 'ringSize.wrap'],
  ['ringSize.markTitle', 'ringSize.mark'],
  ['ringSize.measureTitle', 'ringSize.measure'],
];

const RING_STEPS: readonly Step[] = [
  ['ringSize.chooseTitle', 'ringSize.choose'],
  ['ringSize.placeTitle', 'ringSize.place'],
  ['ringSize.insideTitle', 'ringSize.inside'],
];

const TIPS: readonly MessageKey[] = [
  'ringSize.tipEvening',
  'ringSize.tipCold',
  'ringSize.tipRound',
  'ringSize.tipThick',
  'ringSize.tipStack',
];

function Steps({ steps }: { steps: readonly Step[] }) {
  const t = useT();
  return (
    <ol className="steps">
      {steps.map(([title, text]) => (
        <li key={title}>
          <h3 className="steps-title">{t(title)}</h3>
          <p>{t(text)}</p>
        </li>
      ))}
    </ol>
  );
}

export default function RingSizeGuide({ loaderData: { find, back } }: Route.ComponentProps) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage
      title={t('ringSize.title')}
      intro={t('ringSize.intro', { first: RING_SIZES[0] ?? '', last: RING_SIZES[RING_SIZES.length - 1] ?? '' })}
    >
      <SizeRequestButton kind="ring" label={t('ringSize.request')} />

      <SizeFinder kind="ring" path="/ring-size" find={find} back={back} />
      <SizeChartTable kind="ring" marked={markedSize(find)} />

      <section>
        <h2>{t('ringSize.fingerTitle')}</h2>
        <Steps steps={FINGER_STEPS} />
      </section>

      <section>
        <h2>{t('ringSize.ringTitle')}</h2>
        <Steps steps={RING_STEPS} />
      </section>

      <section>
        <h2>{t('ringSize.tipsTitle')}</h2>
        <ul className="tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{t('ringSize.unsureTitle')}</h2>
        <p>
          <Msg
            id="ringSize.unsure"
            tags={{ link: (words) => <a {...inShop('/bangles-bracelets-size-guide')}>{words}</a> }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
