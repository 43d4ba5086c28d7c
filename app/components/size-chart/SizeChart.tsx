import { chartFor, type ChartKind, type MeasuredBy } from '../../../core/size-chart';
import type { FindSizeQuery } from '../../../core/size-chart-query';
import { inShop } from '../../lib/links';

const WORDS = {
  ring: {
    noun: 'ring',
    diameter: 'Inside diameter of a ring that fits',
    circumference: 'Around your finger (circumference)',
  },
  bangle: {
    noun: 'bangle',
    diameter: 'Inside diameter of a bangle that fits',
    circumference: 'Around your folded hand (circumference)',
  },
} as const;

/**
 * "Find my size" of docs/behaviour.md §9.18: a GET form (it works without the page's script) that the guide's loader
 * answers, the answer, and the way back to the piece the guest came from.
 */
export function SizeFinder({
  kind,
  path,
  find,
  back,
}: {
  kind: ChartKind;
  path: string;
  find: FindSizeQuery;
  back: string | null;
}) {
  const w = WORDS[kind];
  const by: MeasuredBy = find.state === 'empty' ? 'diameter' : find.by;
  const invalid = find.state === 'invalid';
  return (
    <section className="size-finder" aria-labelledby="find-size-title">
      <h2 id="find-size-title">Find my size</h2>
      <form method="get" action={path} className="size-finder-form">
        <fieldset className="size-finder-by">
          <legend>What did you measure?</legend>
          {(['diameter', 'circumference'] as const).map((b) => (
            <label key={b} className="size-finder-choice">
              <input type="radio" name="by" value={b} defaultChecked={by === b} /> {w[b]}
            </label>
          ))}
        </fieldset>
        <div className={invalid ? 'field has-error' : 'field'}>
          <label htmlFor="size-mm">Your measurement (mm)</label>
          <input
            id="size-mm"
            name="mm"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 17.3"
            defaultValue={find.state === 'empty' ? '' : find.typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'size-mm-error' : undefined}
          />
          {invalid ? (
            <p id="size-mm-error" className="field-error">
              {find.message}
            </p>
          ) : null}
        </div>
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <button type="submit" className="btn">
          Find my size
        </button>
      </form>
      {find.state === 'answered' ? (
        <div className="size-answer" role="status">
          <p>
            <strong>{find.text}</strong>
          </p>
          {find.answer.fit === 'exact' || find.answer.fit === 'between' ? (
            <p className="muted">Your {w.noun} size is marked in the chart below.</p>
          ) : null}
        </div>
      ) : null}
      {back ? (
        <p className="size-back">
          <a {...inShop(back)} className="btn btn-outline">
            Back to the piece
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The chart of docs/behaviour.md §9.18 as a table: size, inside diameter and circumference in mm. */
export function SizeChartTable({ kind, marked }: { kind: ChartKind; marked: string | null }) {
  return (
    <section aria-labelledby="size-chart-title">
      <h2 id="size-chart-title">{kind === 'ring' ? 'Ring size chart' : 'Bangle size chart'}</h2>
      <div className="charges">
        <table className="charges-table size-chart">
          <caption>
            {kind === 'ring'
              ? 'Our ring sizes 1 to 36: the inside of the ring in millimetres'
              : 'Our bangle sizes (inches and sixteenths across: 2.4 is 2 4/16 in): the inside of the bangle in millimetres'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Diameter (mm)</th>
              <th scope="col">Circumference (mm)</th>
            </tr>
          </thead>
          <tbody>
            {chartFor(kind).map((r) => (
              <tr
                key={r.size}
                className={r.size === marked ? 'size-chart-mark' : undefined}
                aria-current={r.size === marked ? 'true' : undefined}
              >
                <th scope="row">
                  {r.size}
                  {r.size === marked ? <span className="size-chart-yours"> your size</span> : null}
                </th>
                <td>{r.diameterMm.toFixed(1)}</td>
                <td>{r.circumferenceMm.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The size the chart marks for an answer, or none. */
export const markedSize = (find: FindSizeQuery) =>
  find.state === 'answered' && (find.answer.fit === 'exact' || find.answer.fit === 'between')
    ? find.answer.row.size
    : null;
