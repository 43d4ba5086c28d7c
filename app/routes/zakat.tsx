import type { ReactNode } from 'react';
import {
  GOLD_NISAB_TOLA,
  queryValues,
  SILVER_NISAB_TOLA,
  ZAKAT_FIELDS,
  ZAKAT_KARATS,
} from '../../core/estimate-fields';
import { errorsOf } from '../../core/field-errors';
import { formatPKR } from '../../core/format';
import type { MessageKey } from '../../core/messages';
import { TOLA_GRAMS } from '../../core/tola';
import { ZAKAT_MESSAGES, ZAKAT_RATE_PERCENT, zakatEstimate, ZakatQuerySchema } from '../../core/zakat';
import { AppointmentLink } from '../components/appointment/AppointmentLink';
import { EstimateForm, NumberBox } from '../components/EstimateForm';
import { SelectField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useDayWords, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/zakat';

/** A box's message as the page's catalogue says it: its key and what it names. */
interface Problem {
  key: Extract<MessageKey, `zakat.error.${string}`>;
  values?: Record<string, string>;
}

/** core/zakat.ts's message for a box (English) as the catalogue's key: its own message, or the box's kind of number. */
function problemOf(field: string, message: string): Problem {
  for (const k of ['unit', 'nothing', 'noSilverRate'] as const)
    if (ZAKAT_MESSAGES[k] === message) return { key: `zakat.error.${k}` };
  if (field === 'silver' || /^k\d+$/.test(field))
    return { key: 'zakat.error.weight', values: { karat: field === 'silver' ? 'none' : field.slice(1) } };
  return { key: 'zakat.error.amount', values: { field } };
}

/**
 * docs/behaviour.md §9.17: a zakat estimate from the gold (by karat, at the shop's rate of the day), the silver (at the
 * owner's silver rate), cash, money owed and debts due now, held against the nisab (docs/decisions/085). A GET form
 * read on the server by the one schema (core/zakat.ts), so it works without JavaScript and can be shared. Its words
 * and the boxes' messages are the page's catalogue's, in the address's language.
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
    ...wordsOfPage(request, 'zakat'),
    /** The share of the wealth due (2.5), for the page's words. */
    zakatRate: ZAKAT_RATE_PERCENT,
    given,
    problems: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, problemOf(field, message)])),
    rateDate: rate?.RateDate ?? null,
    silverRate,
    unit: parsed?.success ? parsed.data.unit : 'g',
    estimate,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches);
  return pageMeta(t('zakat.title'), t('zakat.description', { rate: loaderData?.zakatRate ?? '' }));
};

type Estimate = NonNullable<Route.ComponentProps['loaderData']['estimate']>;

/** A row of the answer's table: what is held, its value today, and for gold its weight and rate. */
interface Line {
  key: string;
  what: string;
  value: number;
  note?: ReactNode;
}

function Answer({ e, rateDate, unit, rate }: { e: Estimate; rateDate: string; unit: 'g' | 'tola'; rate: number }) {
  const t = useT();
  const dayWords = useDayWords();
  const lines: Line[] = [
    ...e.gold.map((g): Line => ({
      key: `k${g.karat}`,
      what: t('zakat.goldLine', { karat: g.karat }),
      value: g.value,
      note: (
        <Msg
          id="zakat.goldNote"
          values={{ grams: String(Number(g.grams.toFixed(3))), perGram: formatPKR(g.perGram) }}
          tags={TEXT_TAGS}
        />
      ),
    })),
    ...(e.silverValue ? [{ key: 'silver', what: t('zakat.silverLine'), value: e.silverValue }] : []),
    ...(e.cash ? [{ key: 'cash', what: t('zakat.cashLine'), value: e.cash }] : []),
    ...(e.owed ? [{ key: 'owed', what: t('zakat.owedLine'), value: e.owed }] : []),
    ...(e.debts ? [{ key: 'debts', what: t('zakat.debtsLine'), value: -e.debts }] : []),
  ];
  const nisabKey =
    e.nisabUsed === 'silver'
      ? 'zakat.heldSilver'
      : e.silverNisab === null
        ? 'zakat.heldGoldNoSilver'
        : 'zakat.heldGold';
  return (
    <section aria-labelledby="answer-title" className="estimate-answer" id="answer">
      <h2 id="answer-title">{t('zakat.answerTitle')}</h2>
      <table className="estimate-table">
        <caption className="visually-hidden">{t('zakat.tableCaption')}</caption>
        <tbody>
          {lines.map(({ key, what, value, note }) => (
            <tr key={key}>
              <th scope="row">
                {what}
                {note ? <small> {note}</small> : null}
              </th>
              <td>{formatPKR(value)}</td>
            </tr>
          ))}
          <tr className="estimate-total">
            <th scope="row">{t('zakat.wealth')}</th>
            <td data-figure="wealth">{formatPKR(e.wealth)}</td>
          </tr>
        </tbody>
      </table>

      <p>
        <Msg
          id={nisabKey}
          values={{ silverTola: SILVER_NISAB_TOLA, goldTola: GOLD_NISAB_TOLA, nisab: formatPKR(e.nisab) }}
          tags={TEXT_TAGS}
        />
        {/* Both thresholds when both are known; without a silver rate the gold one was just given. */}
        {e.silverNisab !== null ? (
          <>
            {' '}
            <Msg
              id="zakat.bothNisabs"
              values={{ gold: formatPKR(e.goldNisab), silver: formatPKR(e.silverNisab) }}
              tags={TEXT_TAGS}
            />
          </>
        ) : null}
      </p>
      <p className="estimate-verdict" data-figure="zakat">
        {e.due ? (
          <Msg
            id="zakat.due"
            values={{ zakat: formatPKR(e.zakat), wealth: formatPKR(e.wealth), rate }}
            tags={TEXT_TAGS}
          />
        ) : (
          <Msg id="zakat.notDue" tags={TEXT_TAGS} />
        )}
      </p>
      <p className="muted">
        <Msg
          id="zakat.rates"
          values={{ day: dayWords(rateDate), unit, tolaGrams: String(TOLA_GRAMS) }}
          tags={TEXT_TAGS}
        />{' '}
        <Msg id="zakat.ruling" tags={TEXT_TAGS} />
      </p>
    </section>
  );
}

export default function Zakat({ loaderData }: Route.ComponentProps) {
  const { given, problems, zakatRate, rateDate, silverRate, estimate, unit } = loaderData;
  const t = useT();
  const { inShop } = useShopLinks();
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.values)]),
  );
  const hasErrors = Object.keys(errors).length > 0;
  const boxes = { given, errors };
  return (
    <InfoPage title={t('zakat.title')} intro={t('zakat.intro', { rate: zakatRate })}>
      <EstimateForm
        title={t('zakat.formTitle')}
        action="/zakat"
        submit={t('zakat.submit')}
        alert={t('zakat.checkBoxes')}
        hasErrors={hasErrors}
      >
        <SelectField
          id="unit"
          label={t('zakat.unit')}
          placeholder={t('zakat.grams')}
          defaultValue={given.unit === 'tola' ? 'tola' : ''}
          error={errors.unit}
          options={[{ value: 'tola', label: t('zakat.tola') }]}
          hint={t('zakat.unitHint', { tolaGrams: String(TOLA_GRAMS) })}
        />
        <fieldset className="estimate-rows">
          <legend>{t('zakat.goldLegend')}</legend>
          {ZAKAT_KARATS.map((k) => (
            <NumberBox key={k} id={`k${k}` as const} label={t('zakat.karat', { karat: k })} {...boxes} />
          ))}
        </fieldset>
        <fieldset className="estimate-rows">
          <legend>{t('zakat.silver')}</legend>
          <NumberBox id="silver" label={t('zakat.silver')} {...boxes} />
          <p className="field-hint">
            {silverRate ? (
              <Msg id="zakat.silverRate" values={{ rate: formatPKR(silverRate) }} tags={TEXT_TAGS} />
            ) : (
              t('zakat.noSilverRate')
            )}
          </p>
        </fieldset>
        <NumberBox id="cash" label={t('zakat.cash')} whole hint={t('zakat.cashHint')} {...boxes} />
        <NumberBox id="owed" label={t('zakat.owed')} whole hint={t('zakat.owedHint')} {...boxes} />
        <NumberBox id="debts" label={t('zakat.debts')} whole hint={t('zakat.debtsHint')} {...boxes} />
      </EstimateForm>

      {!rateDate ? (
        <p role="status" className="form-error">
          {t('zakat.noRate')}
        </p>
      ) : estimate ? (
        <Answer e={estimate} rateDate={rateDate} unit={unit} rate={zakatRate} />
      ) : null}

      <section aria-labelledby="come-in">
        <h2 id="come-in">{t('zakat.comeInTitle')}</h2>
        <p>
          <Msg id="zakat.comeIn" tags={{ link: (words) => <a {...inShop('/old-gold')}>{words}</a> }} />
        </p>
        <AppointmentLink>{t('zakat.book')}</AppointmentLink>
      </section>
    </InfoPage>
  );
}
