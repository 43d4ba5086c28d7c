import { chartFor, type ChartKind, type MeasuredBy } from '../../../core/size-chart';
import type { FindSizeQuery } from '../../../core/size-chart-query';
import { RING_SIZES } from '../../../core/sizes';
import { useShopLinks, useT, type Translate } from '../../lib/i18n';

/** The answer in the page's language (core/messages/en/pages-size-chart.ts, held to core's sizeAnswerText). */
function answerText(t: Translate, kind: ChartKind, find: Extract<FindSizeQuery, { state: 'answered' }>): string {
  const a = find.answer;
  const values = { kind, by: find.by, mm: find.mm, size: a.row.size };
  switch (a.fit) {
    case 'exact':
      return t('sizeChart.answerExact', values);
    case 'between':
      return t('sizeChart.answerBetween', { ...values, smaller: a.smaller.size });
    case 'below':
      return t('sizeChart.answerBelow', values);
    case 'above':
      return t('sizeChart.answerAbove', values);
  }
}

/**
 * "Find my size" of docs/behaviour.md §9.18: a GET form (it works without the page's script) that the guide's loader
 * answers, the answer, and the way back to the piece the guest came from. Its words are the guides' (`sizeChart`).
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
  const t = useT();
  const { to, inShop } = useShopLinks();
  const by: MeasuredBy = find.state === 'empty' ? 'diameter' : find.by;
  const invalid = find.state === 'invalid';
  return (
    <section className="size-finder" aria-labelledby="find-size-title">
      <h2 id="find-size-title">{t('sizeChart.findTitle')}</h2>
      <form method="get" action={to(path)} className="size-finder-form">
        <fieldset className="size-finder-by">
          <legend>{t('sizeChart.measured')}</legend>
          {(['diameter', 'circumference'] as const).map((b) => (
            <label key={b} className="size-finder-choice">
              <input type="radio" name="by" value={b} defaultChecked={by === b} />{' '}
              {t(b === 'diameter' ? 'sizeChart.byDiameter' : 'sizeChart.byCircumference', { kind })}
            </label>
          ))}
        </fieldset>
        <div className={invalid ? 'field has-error' : 'field'}>
          <label htmlFor="size-mm">{t('sizeChart.yourMm')}</label>
          <input
            id="size-mm"
            name="mm"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('sizeChart.example', { mm: '17.3' })}
            defaultValue={find.state === 'empty' ? '' : find.typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'size-mm-error' : undefined}
          />
          {invalid ? (
            <p id="size-mm-error" className="field-error">
              {t(`sizeChart.problem.${find.problem}`)}
            </p>
          ) : null}
        </div>
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <button type="submit" className="btn">
          {t('sizeChart.submit')}
        </button>
      </form>
      {find.state === 'answered' ? (
        <div className="size-answer" role="status">
          <p>
            <strong>{answerText(t, kind, find)}</strong>
          </p>
          {find.answer.fit === 'exact' || find.answer.fit === 'between' ? (
            <p className="muted">{t('sizeChart.marked', { kind })}</p>
          ) : null}
        </div>
      ) : null}
      {back ? (
        <p className="size-back">
          <a {...inShop(back)} className="btn btn-outline">
            {t('sizeChart.back')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The chart of docs/behaviour.md §9.18 as a table: size, inside diameter and circumference in mm. */
export function SizeChartTable({ kind, marked }: { kind: ChartKind; marked: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="size-chart-title">
      <h2 id="size-chart-title">{t('sizeChart.title', { kind })}</h2>
      <div className="charges">
        <table className="charges-table size-chart">
          <caption>
            {kind === 'ring'
              ? t('sizeChart.ringCaption', {
                  first: RING_SIZES[0] ?? '',
                  last: RING_SIZES[RING_SIZES.length - 1] ?? '',
                })
              : t('sizeChart.bangleCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('sizeChart.size')}</th>
              <th scope="col">{t('sizeChart.diameterMm')}</th>
              <th scope="col">{t('sizeChart.circumferenceMm')}</th>
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
                  {r.size === marked ? <span className="size-chart-yours"> {t('sizeChart.yours')}</span> : null}
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
