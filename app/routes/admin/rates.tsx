import { useEffect, useState } from 'react';
import type { GoldRate } from '../../../core/api-schemas';
import { formatPKR } from '../../../core/format';
import { karatRates } from '../../../core/pricing';
import {
  CONFIRM_ABOVE_PERCENT,
  percentFrom,
  percentWords,
  RATE_HISTORY_DAYS,
  RATE_UNIT_GRAMS,
  RATE_UNIT_WORDS,
  RATE_UNITS,
  RateChangeSchema,
  RatePreviewSchema,
  RateSavedSchema,
  type KaratRow,
  type PriceMoves,
  type RateChange,
  type RatePreview,
  type RateUnit,
} from '../../../core/rate-admin-schemas';
import { formatDay } from '../../../core/shop-time';
import { AdminTable } from '../../components/admin/AdminTable';
import { adminApi, read } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { chartLayouts, chartName, RateChart } from '../../components/admin/RateChart';
import { useRefresh } from '../../components/admin/refresh';
import { refusalOf, type Outcome } from '../../components/forms/form-state';
import { Field } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import type { Route } from './+types/rates';
import { backOfficeLoader } from '../../lib/admin-access';

export const meta = () => [{ title: 'Gold rates | Zewar back office' }];

/** docs/behaviour.md §11.10: the day's rate, what follows from it, and the last 90 days. */
export const loader = backOfficeLoader('member', async (_: Route.LoaderArgs, { backOffice }) => {
  const rates = await backOffice.rates();
  return {
    ...rates,
    /** The rate in force, every karat; the preview answers the same for a rate being typed. */
    karats: rates.latest ? karatRates(rates.latest) : null,
    chart: {
      name: chartName(rates.days, RATE_HISTORY_DAYS),
      layouts: chartLayouts(rates.days, rates.today, RATE_HISTORY_DAYS),
    },
  };
});

const perGramWords = (n: number) => `${formatPKR(n)} a gram`;

/** "PKR 250,000 a tola (PKR 21,433 a gram)", or the gram's words when it was typed per gram. */
function rateWords(change: RateChange): string {
  const { amount, unit } = change.typed;
  if (unit === 'gram') return perGramWords(change.K24);
  return `${formatPKR(amount)} ${RATE_UNIT_WORDS[unit]} (${perGramWords(change.K24)})`;
}

/** The unit the member last typed the rate in: the sarafa's tola until they choose another. */
const UNIT_KEY = 'zewar.rate-unit';
const storedUnit = (): RateUnit => {
  try {
    const u = localStorage.getItem(UNIT_KEY);
    return RATE_UNITS.find((x) => x === u) ?? 'tola';
  } catch {
    return 'tola';
  }
};
const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatPKR(Math.abs(n)).replace('PKR ', '')}`;

/** Each karat per gram, per tola and per 10 g (core/pricing.ts karatRates, the storefront dialog's rules). */
function KaratTable({ karats, caption }: { karats: readonly KaratRow[]; caption: string }) {
  return (
    <AdminTable
      label={caption}
      caption={caption}
      className="rate-karats"
      columns={[
        'Karat',
        { label: 'Per gram', num: true },
        { label: 'Per tola', num: true },
        { label: 'Per 10 g', num: true },
      ]}
    >
      {karats.map((k) => (
        <tr key={k.karat}>
          <th scope="row">{k.karat}K</th>
          <td className="num">{rupees.format(k.perGram)}</td>
          <td className="num">{rupees.format(k.perTola)}</td>
          <td className="num">{rupees.format(k.per10g)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** "3 of 330 pieces change price, each by PKR 1,000 to PKR 17,000 more." */
function movesWords(m: PriceMoves): string {
  if (!m.changed) return `No piece changes price (${m.pieces} in stock).`;
  const which = `${m.changed} of ${m.pieces} piece${m.pieces === 1 ? '' : 's'} change${m.changed === 1 ? 's' : ''} price`;
  const small = Math.abs(m.smallest ?? 0);
  const large = Math.abs(m.largest ?? 0);
  const way = (m.largest ?? 0) > 0 ? 'more' : 'less';
  const by = small === large ? formatPKR(large) : `${formatPKR(small)} to ${formatPKR(large)}`;
  return `${which}, ${m.changed === 1 ? '' : 'each '}by ${by} ${way}.`;
}

/** What the rate does before it is saved, read from the API as the member types (the save's own code). */
function usePreview(change: RateChange | null): { preview: RatePreview | null; loading: boolean } {
  const [state, setState] = useState<{ key: string; preview: RatePreview | null } | null>(null);
  const key = change ? `K24=${change.typed.amount}&unit=${change.typed.unit}&date=${change.date ?? ''}` : '';
  useEffect(() => {
    if (!key) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      read(`/rates/preview?${key}`, RatePreviewSchema, abort.signal)
        .then((preview) => setState({ key, preview }))
        .catch(() => {
          if (!abort.signal.aborted) setState({ key, preview: null });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);
  return state?.key === key ? { preview: state.preview, loading: false } : { preview: null, loading: !!key };
}

function Preview({
  change,
  latest,
  karats,
}: {
  change: RateChange | null;
  latest: GoldRate | null;
  karats: readonly KaratRow[] | null;
}) {
  const { preview, loading } = usePreview(change);
  if (!change)
    return latest && karats ? (
      <>
        <h3>The rate in force, {formatDay(latest.RateDate)} (PKR)</h3>
        <KaratTable karats={karats} caption="The rate in force, every karat" />
      </>
    ) : (
      <p className="muted">No rate has been set yet.</p>
    );
  return (
    <>
      <h3>What follows from {rateWords(change)} (PKR)</h3>
      {preview ? (
        <KaratTable karats={preview.karats} caption="What follows from the rate, every karat" />
      ) : (
        <p className="muted">{loading ? 'Working it out…' : 'It could not be worked out.'}</p>
      )}
      <div className="rate-preview" aria-live="polite">
        <h3>Before you save</h3>
        {loading ? <p className="muted">Working out what it does to the prices…</p> : null}
        {!loading && !preview ? <p className="muted">What it does to the prices could not be worked out.</p> : null}
        {preview ? (
          <>
            <p>
              {preview.last && preview.percent !== null
                ? `It is ${percentWords(preview.percent, change.K24 - preview.last.K24)} the last rate (${perGramWords(preview.last.K24)} on ${formatDay(preview.last.RateDate)}).`
                : 'There is no rate before this day to compare it with.'}
            </p>
            {preview.needsConfirmation ? (
              <p className="rate-warning">
                That is more than {CONFIRM_ABOVE_PERCENT}% away: check it, you will be asked to confirm it.
              </p>
            ) : null}
            <p>
              {preview.inForce
                ? movesWords(preview.prices)
                : 'A later day has a rate, so this one goes into the history and changes no price.'}
            </p>
          </>
        ) : null}
      </div>
    </>
  );
}

function RateForm({
  today,
  latest,
  karats,
  onDone,
}: {
  today: string;
  latest: GoldRate | null;
  karats: readonly KaratRow[] | null;
  onDone: () => void;
}) {
  /** The rate the shop refused for being far from the last one: saved again only when the member confirms it. */
  const [asked, setAsked] = useState<RateChange | null>(null);
  /** The figures a refusal was for: once they change, the refusal is about something no longer on the form. */
  const [refusedFor, setRefusedFor] = useState('');
  const form = useSchemaForm({
    id: 'rate',
    initial: { K24: '', unit: 'tola', date: today },
    keepValues: true,
    schema: RateChangeSchema,
    send: async (r): Promise<Outcome> => {
      const confirmed = asked !== null && asked.K24 === r.K24 && asked.date === r.date;
      const { amount, unit } = r.typed;
      const answer = await adminApi('POST', '/rates', { K24: amount, unit, date: r.date, confirmed });
      setAsked(answer.status === 409 && !confirmed ? r : null);
      if (!answer.ok) {
        setRefusedFor(figuresOf(r));
        return refusalOf(answer, (f) => f);
      }
      const saved = RateSavedSchema.safeParse(answer.body);
      form.set('K24', '');
      return { kind: 'done', message: saved.success ? saved.data.message : 'The rate is saved.' };
    },
    onDone,
  });
  const parsed = RateChangeSchema.safeParse(form.values);
  const change = parsed.success ? parsed.data : null;
  const asking = asked !== null && change !== null && asked.K24 === change.K24 && asked.date === change.date;
  const stale = form.status === 'failed' && (change ? figuresOf(change) : '') !== refusedFor;
  const unit = RATE_UNITS.find((u) => u === form.values.unit) ?? 'tola';
  useEffect(() => {
    const kept = storedUnit();
    if (kept !== form.values.unit) form.set('unit', kept);
    // Once, as the page starts: the unit kept from the last visit.
  }, []);
  return (
    <form noValidate onSubmit={form.submit} aria-label="Set the rate" className="admin-card rate-form">
      <h2>Set the rate</h2>
      <div className="rate-fields">
        <fieldset className="rate-unit">
          <legend>The rate is</legend>
          {RATE_UNITS.map((u) => (
            <label key={u}>
              <input
                type="radio"
                {...form.radio('unit', u)}
                onChange={() => {
                  form.set('unit', u);
                  try {
                    localStorage.setItem(UNIT_KEY, u);
                  } catch {
                    // A browser that keeps nothing asks again next time.
                  }
                }}
              />
              {RATE_UNIT_WORDS[u]}
            </label>
          ))}
        </fieldset>
        <Field
          {...form.field('K24')}
          label={`24K rate ${RATE_UNIT_WORDS[unit]} (PKR)`}
          inputMode="numeric"
          autoComplete="off"
          hint={
            latest
              ? `The last rate: ${formatPKR(Math.round(latest.K24 * RATE_UNIT_GRAMS[unit]))} ${RATE_UNIT_WORDS[unit]}${unit === 'gram' ? '' : ` (${perGramWords(latest.K24)})`} on ${formatDay(latest.RateDate)}.`
              : undefined
          }
        />
        <Field
          {...form.field('date')}
          label="For the day"
          type="date"
          max={today}
          hint="Pakistan's date: today unless you choose an earlier day."
        />
      </div>
      <Preview change={change} latest={latest} karats={karats} />
      <div className="admin-actions">
        <FormFoot
          form={stale ? { ...form, status: 'idle', message: '' } : form}
          label="Save rate"
          hint={`Type the 24K rate ${RATE_UNIT_WORDS[unit]} to save it.`}
          sendingLabel="Saving…"
        />
      </div>
      {asking ? (
        <div className="rate-confirm" role="group" aria-label="Confirm the rate">
          <p>
            Is <strong>{rateWords(asked)}</strong> right?
          </p>
          <div className="admin-actions">
            <button type="button" className="btn" onClick={() => void form.submit()}>
              Yes, save it
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setAsked(null);
                document.getElementById(form.idOf('K24'))?.focus();
              }}
            >
              No, change it
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

/** The figures of a rate, to tell whether a refusal is still about what the form holds. */
const figuresOf = (r: RateChange) => `${r.K24}@${r.date ?? ''}`;

/** The history under the form: every rate of the last 90 days with its move, newest first. */
function History({ days }: { days: readonly GoldRate[] }) {
  return (
    <>
      <p id="rate-history-caption" className="muted">
        Every rate of the last {RATE_HISTORY_DAYS} days, newest first; the move is against the rate before it.
      </p>
      <AdminTable
        label="Rates of the last 90 days"
        caption={<>Gold rates of the last {RATE_HISTORY_DAYS} days</>}
        columns={[
          'Day',
          { label: '24K a gram', num: true },
          { label: 'Move', num: true },
          { label: '24K a tola', num: true },
          { label: '22K per 10 g', num: true },
          { label: '21K per 10 g', num: true },
        ]}
      >
        {days.map((d, i) => {
          const before = days[i + 1];
          const move = before ? d.K24 - before.K24 : null;
          return (
            <tr key={d.RateDate}>
              <th scope="row" className="admin-nowrap">
                {formatDay(d.RateDate)}
              </th>
              <td className="num">{formatPKR(d.K24)}</td>
              <td className="num">
                {move === null ? '—' : `${signed(move)} (${percentFrom(before?.K24 ?? null, d.K24)?.toFixed(1)}%)`}
              </td>
              <td className="num">{formatPKR(d.K24Tola)}</td>
              <td className="num">{formatPKR(d.K22Gram10)}</td>
              <td className="num">{formatPKR(d.K21Gram10)}</td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

export default function Rates({ loaderData: { today, latest, days, karats, chart } }: Route.ComponentProps) {
  const refresh = useRefresh();
  return (
    <>
      <h1>Gold rates</h1>
      <p className="muted">
        Today is {formatDay(today)} in Pakistan.{' '}
        {latest
          ? `The shop is priced at ${perGramWords(latest.K24)} (24K), the rate of ${formatDay(latest.RateDate)}.`
          : 'No rate has been set yet: gold pieces show no price.'}
      </p>
      <RateForm today={today} latest={latest} karats={karats} onDone={refresh} />
      <h2>The last {RATE_HISTORY_DAYS} days</h2>
      {days.length ? (
        <>
          <RateChart layouts={chart.layouts} name={chart.name} describedBy="rate-history-caption" />
          <History days={days} />
        </>
      ) : (
        <p className="muted">No rate in the last {RATE_HISTORY_DAYS} days.</p>
      )}
    </>
  );
}
