import { buyBackTerms, oldGoldQuote, OldGoldQuerySchema, UNKNOWN_KARAT_TABLE } from '../../core/buy-back';
import { formatDay } from '../../core/calendar-day';
import { OLD_GOLD_FIELDS, PURITY_CHOICES, queryValues } from '../../core/estimate-fields';
import { errorsOf } from '../../core/field-errors';
import { formatPKR } from '../../core/format';
import { perTola } from '../../core/pricing';
import { formatTola } from '../../core/tola';
import { AppointmentLink } from '../components/appointment/AppointmentLink';
import { EstimateForm, NumberBox } from '../components/EstimateForm';
import { SelectField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/old-gold';

/** The other kinds of piece whose terms the page lists under the gold's (docs/behaviour.md §9.16). */
const OTHER_KINDS = ['Silver', 'Diamond', 'Platinum', 'Palladium', 'Artificial', 'Watches'] as const;

/**
 * docs/behaviour.md §9.16: old gold's value at the shop's rate of the day, and what the shop pays for it in cash and
 * towards new jewellery after the owner's deductions. A GET form read on the server by the one schema
 * (core/buy-back.ts), so it works without JavaScript and an answer can be shared as its address; a bad box is the
 * form again with its message, never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const given = queryValues(new URL(request.url).searchParams, OLD_GOLD_FIELDS);
  const asked = Object.keys(given).length > 0;
  const [rate, settings] = await Promise.all([context.services.goldRate(), context.services.buyBack()]);
  const parsed = asked ? OldGoldQuerySchema.safeParse(given) : null;
  const query = parsed?.success ? parsed.data : null;
  const karats = query ? (query.karat ? [query.karat] : UNKNOWN_KARAT_TABLE) : [];
  const goldTerms = buyBackTerms('Gold', settings, query?.karat);
  const goldLines = new Set(buyBackTerms('Gold', settings));
  return {
    given,
    errors: parsed ? errorsOf(parsed) : {},
    rate: rate && { date: rate.RateDate },
    deductions: { cash: settings.goldCashDeduction, exchange: settings.goldExchangeDeduction },
    answer:
      query && rate
        ? {
            grams: query.grams,
            inTola: query.inTola,
            karatKnown: query.karat !== null,
            quotes: karats.map((k) => oldGoldQuote(query.grams, k, rate, settings)),
          }
        : null,
    goldTerms,
    // Each kind's own lines: those it shares with gold's (stones, the CNIC) are said once, under gold.
    otherTerms: OTHER_KINDS.map((kind) => ({
      kind,
      terms: buyBackTerms(kind, settings).filter((t) => !goldTerms.includes(t) && !goldLines.has(t)),
    })),
  };
}

export const meta = () =>
  pageMeta(
    'Old Gold Value',
    'What your old gold is worth at today’s gold rate, what the shop pays for it in cash and what it gives towards new jewellery.',
  );

type Data = Route.ComponentProps['loaderData'];

function Answer({
  answer,
  rate,
  deductions,
}: {
  answer: NonNullable<Data['answer']>;
  rate: string;
  deductions: Data['deductions'];
}) {
  const weight = answer.inTola ? formatTola(answer.grams) : `${answer.grams} g (${formatTola(answer.grams)})`;
  const only = answer.karatKnown ? answer.quotes[0] : undefined;
  return (
    <section aria-labelledby="answer-title" className="estimate-answer" id="answer">
      <h2 id="answer-title">{only ? `${weight} of ${only.karat} karat gold` : `${weight} of gold, karat not known`}</h2>
      {only ? (
        <dl className="estimate-figures">
          <div>
            <dt>Value at the day’s rate</dt>
            <dd data-figure="value">{formatPKR(only.value)}</dd>
          </div>
          <div>
            <dt>The shop pays in cash (less {deductions.cash}%)</dt>
            <dd data-figure="cash">{formatPKR(only.cash)}</dd>
          </div>
          <div>
            <dt>Towards new jewellery (less {deductions.exchange}%)</dt>
            <dd data-figure="exchange">{formatPKR(only.exchange)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <p>
            The karat is found by testing your gold at the showroom, in front of you. What it is worth at each common
            karat, and what the shop pays in cash (less {deductions.cash}%) and towards new jewellery (less{' '}
            {deductions.exchange}%):
          </p>
          <table className="estimate-table">
            <caption className="visually-hidden">Value by karat</caption>
            <thead>
              <tr>
                <th scope="col">Karat</th>
                <th scope="col">Value</th>
                <th scope="col">Cash</th>
                <th scope="col">Towards new</th>
              </tr>
            </thead>
            <tbody>
              {answer.quotes.map((q) => (
                <tr key={q.karat}>
                  <th scope="row">{q.karat} karat</th>
                  <td>{formatPKR(q.value)}</td>
                  <td>{formatPKR(q.cash)}</td>
                  <td>{formatPKR(q.exchange)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="muted" data-figure="rate">
        {only
          ? `At the ${only.karat} karat rate of ${formatPKR(only.perGram)} a gram (${formatPKR(perTola(only.perGram))} a tola), the shop’s rate for ${rate}.`
          : `At the shop’s rates for ${rate}.`}{' '}
        An estimate: the shop weighs and tests your gold at the showroom and tells you its offer before anything is
        agreed.
      </p>
    </section>
  );
}

export default function OldGold({ loaderData }: Route.ComponentProps) {
  const { given, errors, rate, deductions, answer, goldTerms, otherTerms } = loaderData;
  const hasErrors = Object.keys(errors).length > 0;
  const boxes = { given, errors };
  return (
    <InfoPage
      title="Old Gold Value"
      intro="Bringing old gold to sell or to exchange for new jewellery? See what it is worth at today’s gold rate, and what the shop pays for it."
    >
      <EstimateForm title="Your gold" action="/old-gold" submit="Work out the value" hasErrors={hasErrors}>
        <fieldset className="estimate-weight">
          <legend>Weight: in grams, or in tola, masha and ratti</legend>
          <NumberBox id="grams" label="Grams" hint="e.g. 23.3" {...boxes} />
          <p className="estimate-or">or</p>
          <div className="estimate-tola">
            <NumberBox id="tola" label="Tola" {...boxes} />
            <NumberBox id="masha" label="Masha" whole {...boxes} />
            <NumberBox id="ratti" label="Ratti" {...boxes} />
          </div>
          <p className="field-hint">1 tola = 11.664 g = 12 masha; 1 masha = 8 ratti.</p>
        </fieldset>
        <SelectField
          id="purity"
          label="Karat"
          placeholder="Choose the karat"
          defaultValue={given.purity ?? ''}
          error={errors.purity}
          hint="Not sure? Choose “Don’t know”: the shop tests it at the showroom."
          options={PURITY_CHOICES.map((p) => ({ value: p, label: p === 'unknown' ? 'Don’t know' : `${p} karat` }))}
        />
      </EstimateForm>

      {!rate ? (
        <p role="status" className="form-error">
          Today’s gold rate has not been set yet. Please call the showroom for a price.
        </p>
      ) : answer ? (
        <Answer answer={answer} rate={formatDay(rate.date)} deductions={deductions} />
      ) : null}

      <section aria-labelledby="come-in">
        <h2 id="come-in">Bring your gold in</h2>
        <p>
          Book a time and we weigh and test your gold in front of you, with the day’s rate on the counter. Working out
          your zakat? See the <a {...inShop('/zakat')}>zakat estimate</a>.
        </p>
        <AppointmentLink>Book an appointment</AppointmentLink>
      </section>

      <section aria-labelledby="terms">
        <h2 id="terms">Buy-back and exchange terms</h2>
        <h3>Gold</h3>
        <ul>
          {goldTerms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        {otherTerms.map(({ kind, terms }) => (
          <div key={kind}>
            <h3>{kind === 'Watches' ? 'Watches' : `${kind} jewellery`}</h3>
            <ul>
              {terms.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ))}
        <p>
          Pieces bought from us online also follow the{' '}
          <a {...inShop('/Refund&Exchange-policy')}>refund and exchange policy</a>.
        </p>
      </section>
    </InfoPage>
  );
}
