import { formatDay } from '../../core/calendar-day';
import {
  GOLD_NISAB_TOLA,
  queryValues,
  SILVER_NISAB_TOLA,
  ZAKAT_FIELDS,
  ZAKAT_KARATS,
} from '../../core/estimate-fields';
import { errorsOf } from '../../core/field-errors';
import { formatPKR } from '../../core/format';
import { ZAKAT_MESSAGES, zakatEstimate, ZakatQuerySchema } from '../../core/zakat';
import { AppointmentLink } from '../components/appointment/AppointmentLink';
import { EstimateForm, NumberBox } from '../components/EstimateForm';
import { SelectField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/zakat';

/**
 * docs/behaviour.md §9.17: a zakat estimate from the gold (by karat, at the shop's rate of the day), the silver (at the
 * owner's silver rate), cash, money owed and debts due now, held against the nisab (docs/decisions/085). A GET form
 * read on the server by the one schema (core/zakat.ts), so it works without JavaScript and can be shared.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const given = queryValues(new URL(request.url).searchParams, ZAKAT_FIELDS);
  const asked = Object.keys(given).length > 0;
  const [rate, settings] = await Promise.all([context.services.goldRate(), context.services.buyBack()]);
  const parsed = asked ? ZakatQuerySchema.safeParse(given) : null;
  const silverRate = settings.silverRatePerTola;
  const estimate = parsed?.success && rate ? zakatEstimate(parsed.data, rate, silverRate) : null;
  const errors = parsed ? errorsOf(parsed) : {};
  // Silver held with no silver rate to value it: the silver box says so (the form again, as for any bad box).
  if (parsed?.success && rate && !estimate) errors.silver = ZAKAT_MESSAGES.noSilverRate;
  return {
    given,
    errors,
    rateDate: rate?.RateDate ?? null,
    silverRate,
    unit: parsed?.success ? parsed.data.unit : 'g',
    estimate,
  };
}

export const meta = () =>
  pageMeta(
    'Zakat Estimate',
    'Estimate the zakat on your gold, silver and savings at today’s gold and silver rates: the nisab in PKR and 2.5% of what you hold above it.',
  );

type Estimate = NonNullable<Route.ComponentProps['loaderData']['estimate']>;

function Answer({ e, rateDate, unit }: { e: Estimate; rateDate: string; unit: 'g' | 'tola' }) {
  const lines: [string, number, string][] = [
    ...e.gold.map((g): [string, number, string] => [
      `${g.karat} karat gold`,
      g.value,
      `${Number(g.grams.toFixed(3))} g at ${formatPKR(g.perGram)} a gram`,
    ]),
    ...(e.silverValue ? [['Silver', e.silverValue, ''] as [string, number, string]] : []),
    ...(e.cash ? [['Cash and savings', e.cash, ''] as [string, number, string]] : []),
    ...(e.owed ? [['Money owed to you', e.owed, ''] as [string, number, string]] : []),
    ...(e.debts ? [['Less debts due now', -e.debts, ''] as [string, number, string]] : []),
  ];
  const nisabWords =
    e.nisabUsed === 'silver'
      ? `the silver nisab, ${SILVER_NISAB_TOLA} tola of silver (612.36 g): ${formatPKR(e.nisab)} today. You hold more than gold alone, and most scholars advise the silver nisab for mixed wealth.`
      : e.silverNisab === null
        ? `the gold nisab, ${GOLD_NISAB_TOLA} tola of 24 karat gold (87.48 g): ${formatPKR(e.nisab)} today. The shop has no silver rate today, so the silver nisab cannot be given.`
        : `the gold nisab, ${GOLD_NISAB_TOLA} tola of 24 karat gold (87.48 g): ${formatPKR(e.nisab)} today, as you hold gold alone.`;
  return (
    <section aria-labelledby="answer-title" className="estimate-answer" id="answer">
      <h2 id="answer-title">Your zakat estimate</h2>
      <table className="estimate-table">
        <caption className="visually-hidden">What you hold, valued today</caption>
        <tbody>
          {lines.map(([what, value, note]) => (
            <tr key={what}>
              <th scope="row">
                {what}
                {note ? <small> {note}</small> : null}
              </th>
              <td>{formatPKR(value)}</td>
            </tr>
          ))}
          <tr className="estimate-total">
            <th scope="row">Zakatable wealth</th>
            <td data-figure="wealth">{formatPKR(e.wealth)}</td>
          </tr>
        </tbody>
      </table>

      <p>
        Held against {nisabWords}
        {/* Both thresholds when both are known; without a silver rate the gold one was just given. */}
        {e.silverNisab !== null ? (
          <>
            {' '}
            Today the gold nisab is {formatPKR(e.goldNisab)} and the silver nisab {formatPKR(e.silverNisab)}.
          </>
        ) : null}
      </p>
      <p className="estimate-verdict" data-figure="zakat">
        {e.due ? (
          <>
            Zakat is due: <strong>{formatPKR(e.zakat)}</strong> (2.5% of {formatPKR(e.wealth)}).
          </>
        ) : (
          <>
            <strong>No zakat is due</strong> on this estimate: what you hold is below the nisab.
          </>
        )}
      </p>
      <p className="muted">
        Gold at the shop’s rates for {formatDay(rateDate)}
        {unit === 'tola' ? ' (weights given in tola, 1 tola = 11.664 g)' : ''}.{' '}
        <strong>This is an estimate, not a ruling:</strong> zakat is due on wealth held for a lunar year, and what
        counts (jewellery worn, debts, business stock) differs between schools. Please ask a scholar.
      </p>
    </section>
  );
}

export default function Zakat({ loaderData }: Route.ComponentProps) {
  const { given, errors, rateDate, silverRate, estimate, unit } = loaderData;
  const hasErrors = Object.keys(errors).length > 0;
  const boxes = { given, errors };
  return (
    <InfoPage
      title="Zakat Estimate"
      intro="What you hold, valued at today’s gold and silver rates: whether zakat is due, and 2.5% of your zakatable wealth."
    >
      <EstimateForm title="What you hold" action="/zakat" submit="Estimate my zakat" hasErrors={hasErrors}>
        <SelectField
          id="unit"
          label="Weights in"
          placeholder="Grams"
          defaultValue={given.unit === 'tola' ? 'tola' : ''}
          error={errors.unit}
          options={[{ value: 'tola', label: 'Tola' }]}
          hint="1 tola = 11.664 g."
        />
        <fieldset className="estimate-rows">
          <legend>Gold, by karat</legend>
          {ZAKAT_KARATS.map((k) => (
            <NumberBox key={k} id={`k${k}` as const} label={`${k} karat`} {...boxes} />
          ))}
        </fieldset>
        <fieldset className="estimate-rows">
          <legend>Silver</legend>
          <NumberBox id="silver" label="Silver" {...boxes} />
          <p className="field-hint">
            {silverRate
              ? `At the shop’s silver rate, ${formatPKR(silverRate)} a tola.`
              : 'The shop has not set today’s silver rate yet.'}
          </p>
        </fieldset>
        <NumberBox
          id="cash"
          label="Cash and savings (PKR)"
          whole
          hint="In hand, in the bank, in committees, foreign currency at today’s value."
          {...boxes}
        />
        <NumberBox id="owed" label="Money owed to you (PKR)" whole hint="Loans you expect to be repaid." {...boxes} />
        <NumberBox
          id="debts"
          label="Debts due now (PKR)"
          whole
          hint="What you must pay now: taken off your wealth."
          {...boxes}
        />
      </EstimateForm>

      {!rateDate ? (
        <p role="status" className="form-error">
          Today’s gold rate has not been set yet. Please call the showroom.
        </p>
      ) : estimate ? (
        <Answer e={estimate} rateDate={rateDate} unit={unit} />
      ) : null}

      <section aria-labelledby="come-in">
        <h2 id="come-in">Not sure of your gold’s weight or karat?</h2>
        <p>
          Bring it in: we weigh and test it in front of you, free. Selling or exchanging old gold? See{' '}
          <a {...inShop('/old-gold')}>what your old gold is worth</a>.
        </p>
        <AppointmentLink>Book an appointment</AppointmentLink>
      </section>
    </InfoPage>
  );
}
