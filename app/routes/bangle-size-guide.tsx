import { BANGLE_CONVERSION_FACTOR } from '../../core/constants';
import { BANGLE_SIZES } from '../../core/sizes';
import { InfoPage } from '../components/InfoPage';
import { SizeRequestButton } from '../components/size-request/SizeRequestButton';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import { readFindSize, sameSitePath } from '../../core/size-chart-query';
import { SizeChartTable, SizeFinder, markedSize } from '../components/size-chart/SizeChart';
import type { Route } from './+types/bangle-size-guide';

/** docs/behaviour.md §9.18: the chart's "find my size" answer, read from the address (?by=&mm=&back=). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { find: readFindSize('bangle', params), back: sameSitePath(params.get('back')) };
}

export const meta = () =>
  pageMeta(
    'Bangles and Bracelets Size Guide',
    'Measure your hand, your wrist or a bangle you own to find your bangle, bracelet or cuff size, and ask us to confirm it.',
  );

const EXAMPLE_DIAMETER_MM = 60;
const exampleCircumference = Number((EXAMPLE_DIAMETER_MM * BANGLE_CONVERSION_FACTOR).toFixed(1));

export default function BangleSizeGuide({ loaderData: { find, back } }: Route.ComponentProps) {
  return (
    <InfoPage
      title="Bangles and Bracelets Size Guide"
      intro={`A closed bangle has to pass over your hand, while a bracelet or cuff sits on your wrist. Use one of the three methods below and we will match it to our bangle and bracelet sizes ${BANGLE_SIZES[0]} to ${BANGLE_SIZES[BANGLE_SIZES.length - 1]}.`}
    >
      <SizeRequestButton kind="bangle" label="Request Bangle Size Help" />

      <SizeFinder kind="bangle" path="/bangles-bracelets-size-guide" find={find} back={back} />
      <SizeChartTable kind="bangle" marked={markedSize(find)} />

      <section>
        <h2>Method 1: measure your hand</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Fold your hand</h3>
            <p>Bring your thumb and little finger together, as if you were slipping on a bangle.</p>
          </li>
          <li>
            <h3 className="steps-title">Wrap</h3>
            <p>
              Wrap a soft tape measure, or a strip of paper, around the widest part of your hand, across the knuckles.
            </p>
          </li>
          <li>
            <h3 className="steps-title">Read</h3>
            <p>Note the measurement in millimetres. This is your hand measurement, used for closed and open bangles.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Method 2: measure your wrist</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Find the wrist bone</h3>
            <p>Place a soft tape measure, or a strip of paper, just above your wrist bone, where you wear a watch.</p>
          </li>
          <li>
            <h3 className="steps-title">Wrap snugly</h3>
            <p>Wrap it around your wrist so it is snug but not tight.</p>
          </li>
          <li>
            <h3 className="steps-title">Read</h3>
            <p>Note the measurement in millimetres. This is your wrist measurement, used for bracelets and cuffs.</p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Method 3: measure a bangle you own</h2>
        <ol className="steps">
          <li>
            <h3 className="steps-title">Choose a bangle that fits</h3>
            <p>Pick a round bangle that slips over your hand comfortably.</p>
          </li>
          <li>
            <h3 className="steps-title">Measure the diameter</h3>
            <p>Measure the inside diameter, from inner edge to inner edge across the widest point, in millimetres.</p>
          </li>
          <li>
            <h3 className="steps-title">Convert to circumference</h3>
            <p>
              Multiply the diameter by {BANGLE_CONVERSION_FACTOR} to get the circumference. For example, a{' '}
              {EXAMPLE_DIAMETER_MM} mm diameter × {BANGLE_CONVERSION_FACTOR} = {exampleCircumference} mm.
            </p>
          </li>
        </ol>
      </section>

      <section>
        <h2>Which measurement to use</h2>
        <ul className="tips">
          <li>
            <strong>Bangles:</strong> use your hand measurement, or the size of a bangle you own.
          </li>
          <li>
            <strong>Open bangles:</strong> choose the size closest to your hand measurement.
          </li>
          <li>
            <strong>Cuffs:</strong> use your wrist measurement.
          </li>
          <li>
            <strong>Bracelets:</strong> use your wrist measurement.
          </li>
        </ul>
      </section>

      <section>
        <h2>Still unsure?</h2>
        <p>
          Send us your measurements with the button above, or visit the showroom and we will fit you in person. Buying a
          ring? See our <a {...inShop('/ring-size')}>ring size guide</a>.
        </p>
      </section>
    </InfoPage>
  );
}
