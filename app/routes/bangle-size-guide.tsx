import { BANGLE_CONVERSION_FACTOR } from '../../core/constants';
import type { MessageKey } from '../../core/messages';
import { BANGLE_SIZES } from '../../core/sizes';
import { InfoPage } from '../components/InfoPage';
import { SizeRequestButton } from '../components/size-request/SizeRequestButton';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPages } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import { readFindSize, sameSitePath } from '../../core/size-chart-query';
import { SizeChartTable, SizeFinder, markedSize } from '../components/size-chart/SizeChart';
import type { Route } from './+types/bangle-size-guide';

/**
 * docs/behaviour.md §9.18: the chart's "find my size" answer, read from the address (?by=&mm=&back=), with the page's
 * words and the guides' (finder, chart, request form) in the address's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    ...wordsOfPages(request, 'bangleSize', 'sizeChart'),
    find: readFindSize('bangle', params),
    back: sameSitePath(params.get('back')),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('bangleSize.title'), t('bangleSize.description'));
};

const EXAMPLE_DIAMETER_MM = 60;
const exampleCircumference = Number((EXAMPLE_DIAMETER_MM * BANGLE_CONVERSION_FACTOR).toFixed(1));

type Step = readonly [title: MessageKey, text: MessageKey];

function Steps({ steps }: { steps: readonly Step[] }) {
  const t = useT();
  return (
    <ol className="steps">
      {steps.map(([title, text]) => (
        <li key={text}>
          <h3 className="steps-title">{t(title)}</h3>
          <p>{t(text)}</p>
        </li>
      ))}
    </ol>
  );
}

const WHICH: readonly MessageKey[] = [
  'bangleSize.whichBangles',
  'bangleSize.whichOpen',
  'bangleSize.whichCuffs',
  'bangleSize.whichBracelets',
];

export default function BangleSizeGuide({ loaderData: { find, back } }: Route.ComponentProps) {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage
      title={t('bangleSize.title')}
      intro={t('bangleSize.intro', { first: BANGLE_SIZES[0] ?? '', last: BANGLE_SIZES[BANGLE_SIZES.length - 1] ?? '' })}
    >
      <SizeRequestButton kind="bangle" label={t('bangleSize.request')} />

      <SizeFinder kind="bangle" path="/bangles-bracelets-size-guide" find={find} back={back} />
      <SizeChartTable kind="bangle" marked={markedSize(find)} />

      <section>
        <h2>{t('bangleSize.handTitle')}</h2>
        <Steps
          steps={[
            ['bangleSize.foldTitle', 'bangleSize.fold'],
            ['bangleSize.wrapTitle', 'bangleSize.wrap'],
            ['bangleSize.readTitle', 'bangleSize.readHand'],
          ]}
        />
      </section>

      <section>
        <h2>{t('bangleSize.wristTitle')}</h2>
        <Steps
          steps={[
            ['bangleSize.boneTitle', 'bangleSize.bone'],
            ['bangleSize.snugTitle', 'bangleSize.snug'],
            ['bangleSize.readTitle', 'bangleSize.readWrist'],
          ]}
        />
      </section>

      <section>
        <h2>{t('bangleSize.ownTitle')}</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">{t('bangleSize.chooseTitle')}</h3>
            <p>{t('bangleSize.choose')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('bangleSize.diameterTitle')}</h3>
            <p>{t('bangleSize.diameter')}</p>
          </li>
          <li>
            <h3 className="steps-title">{t('bangleSize.convertTitle')}</h3>
            <p>
              {t('bangleSize.convert', {
                factor: String(BANGLE_CONVERSION_FACTOR),
                mm: String(EXAMPLE_DIAMETER_MM),
                circumference: String(exampleCircumference),
              })}
            </p>
          </li>
        </ol>
      </section>

      <section>
        <h2>{t('bangleSize.whichTitle')}</h2>
        <ul className="tips">
          {WHICH.map((key) => (
            <li key={key}>
              <Msg id={key} tags={TEXT_TAGS} />
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{t('bangleSize.unsureTitle')}</h2>
        <p>
          <Msg id="bangleSize.unsure" tags={{ link: (words) => <a {...inShop('/ring-size')}>{words}</a> }} />
        </p>
      </section>
    </InfoPage>
  );
}
