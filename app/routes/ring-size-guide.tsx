import { InfoPage } from '../components/InfoPage';
import { SizeRequestButton } from '../components/size-request/SizeRequestButton';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import { readFindSize, sameSitePath } from '../../core/size-chart-query';
import { SizeChartTable, SizeFinder, markedSize } from '../components/size-chart/SizeChart';
import type { Route } from './+types/ring-size-guide';

/** docs/behaviour.md §9.18: the chart's "find my size" answer, read from the address (?by=&mm=&back=). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { find: readFindSize('ring', params), back: sameSitePath(params.get('back')) };
}

export const meta = () =>
  pageMeta(
    'Ring Size Guide',
    'Find your ring size at home: measure your finger or a ring that fits, follow our tips, and ask us to confirm your size.',
  );

const FINGER_STEPS = [
  {
    title: 'Wrap',
    text: 'Wrap a thin strip of paper or a piece of non-stretchy string around the base of the finger you want to wear the ring on. It should be snug but still slide over the knuckle.',
  },
  {
    title: 'Mark',
    text: 'Mark the point where the paper or string meets itself with a pen.',
  },
  {
    title: 'Measure',
    text: 'Lay it flat against a ruler and measure from the end to your mark in millimetres. This is your finger measurement.',
  },
] as const;

const RING_STEPS = [
  {
    title: 'Choose a ring',
    text: 'Pick a ring that already fits the finger you are buying for, ideally one with a similar band width.',
  },
  {
    title: 'Place it on a ruler',
    text: 'Lay the ring flat on a ruler and look straight down at it.',
  },
  {
    title: 'Measure the inside',
    text: 'Measure the inside diameter, from inner edge to inner edge across the widest point, in millimetres. This is your ring measurement.',
  },
] as const;

const TIPS = [
  'Measure in the evening: fingers are at their largest at the end of the day.',
  'Cold fingers are at least half a size smaller, so measure when your hands are warm.',
  'Round up to the nearest mm.',
  'Thicker bands need one size up.',
  'Stackable rings need one size up.',
] as const;

function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3 className="steps-title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export default function RingSizeGuide({ loaderData: { find, back } }: Route.ComponentProps) {
  return (
    <InfoPage
      title="Ring Size Guide"
      intro="A ring should slide on easily and sit comfortably without spinning. Measure your finger, or a ring that already fits, and we will match it to our ring sizes 1 to 36."
    >
      <SizeRequestButton kind="ring" label="Request Ring Size Help" />

      <SizeFinder kind="ring" path="/ring-size" find={find} back={back} />
      <SizeChartTable kind="ring" marked={markedSize(find)} />

      <section>
        <h2>Measure your finger</h2>
        <Steps steps={FINGER_STEPS} />
      </section>

      <section>
        <h2>Measure a ring that fits</h2>
        <Steps steps={RING_STEPS} />
      </section>

      <section>
        <h2>Tips for the right fit</h2>
        <ul className="tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2>Still unsure?</h2>
        <p>
          Send us both measurements with the button above, or visit the showroom and we will size your finger for you.
          Buying a bangle? See our <a {...inShop('/bangles-bracelets-size-guide')}>bangles and bracelets size guide</a>.
        </p>
      </section>
    </InfoPage>
  );
}
