import {
  buyBackLines,
  OLD_GOLD_MESSAGES,
  oldGoldQuote,
  OldGoldQuerySchema,
  UNKNOWN_KARAT_TABLE,
  WEIGHT_MAX_GRAMS,
  type BuyBackLine,
} from '../../core/buy-back';
import { OLD_GOLD_FIELDS, PURITY_CHOICES, queryValues } from '../../core/estimate-fields';
import { errorsOf } from '../../core/field-errors';
import { formatPKR } from '../../core/format';
import { perTola } from '../../core/pricing';
import { formatTola, MASHA_PER_TOLA, RATTI_PER_MASHA, TOLA_GRAMS } from '../../core/tola';
import { AppointmentLink } from '../components/appointment/AppointmentLink';
import { EstimateForm, NumberBox } from '../components/EstimateForm';
import { SelectField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { TEXT_TAGS } from '../components/pages/tags';
import { metaT, Msg, useShopLinks, useDayWords, useT, useUnitWords } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/old-gold';

/** The other kinds of piece whose terms the page lists under the gold's (docs/behaviour.md §9.16). */
const OTHER_KINDS = ['Silver', 'Diamond', 'Platinum', 'Palladium', 'Artificial', 'Watches'] as const;

type Problem = keyof typeof OLD_GOLD_MESSAGES;
/** A box's message as the catalogue's key (core/buy-back.ts OLD_GOLD_MESSAGES are the English). */
const problemOf = (message: string): Problem =>
  (Object.keys(OLD_GOLD_MESSAGES) as Problem[]).find((k) => OLD_GOLD_MESSAGES[k] === message) ?? 'none';

const sameLine = (a: BuyBackLine) => (b: BuyBackLine) => JSON.stringify(a) === JSON.stringify(b);

/**
 * docs/behaviour.md §9.16: old gold's value at the shop's rate of the day, and what the shop pays for it in cash and
 * towards new jewellery after the owner's deductions. A GET form read on the server by the one schema
 * (core/buy-back.ts), so it works without JavaScript and an answer can be shared as its address; a bad box is the
 * form again with its message, never an error page. Its words, the boxes' messages and the terms are the page's
 * catalogue's, in the address's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const given = queryValues(new URL(request.url).searchParams, OLD_GOLD_FIELDS);
  const asked = Object.keys(given).length > 0;
  const [rate, settings] = await Promise.all([context.services.goldRate(), context.services.buyBack()]);
  const parsed = asked ? OldGoldQuerySchema.safeParse(given) : null;
  const query = parsed?.success ? parsed.data : null;
  const karats = query ? (query.karat ? [query.karat] : UNKNOWN_KARAT_TABLE) : [];
  const goldTerms = buyBackLines('Gold', settings, query?.karat);
  const goldLines = buyBackLines('Gold', settings);
  return {
    ...wordsOfPage(request, 'oldGold'),
    given,
    /** The figures the boxes' messages name. */
    limits: { maxGrams: WEIGHT_MAX_GRAMS, maxMasha: MASHA_PER_TOLA - 1, maxRatti: RATTI_PER_MASHA - 0.1 },
    problems: Object.fromEntries(
      Object.entries(parsed ? errorsOf(parsed) : {}).map(([field, message]) => [field, problemOf(message)]),
    ),
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
      terms: buyBackLines(kind, settings).filter((t) => !goldTerms.some(sameLine(t)) && !goldLines.some(sameLine(t))),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('oldGold.title'), t('oldGold.description'));
};

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
  const t = useT();
  const tola = formatTola(answer.grams, useUnitWords());
  const weight = answer.inTola ? tola : t('oldGold.weightGrams', { grams: String(answer.grams), tola });
  const only = answer.karatKnown ? answer.quotes[0] : undefined;
  return (
    <section aria-labelledby="answer-title" className="estimate-answer" id="answer">
      <h2 id="answer-title">
        {only ? t('oldGold.answerKarat', { weight, karat: only.karat }) : t('oldGold.answerUnknown', { weight })}
      </h2>
      {only ? (
        <dl className="estimate-figures">
          <div>
            <dt>{t('oldGold.value')}</dt>
            <dd data-figure="value">{formatPKR(only.value)}</dd>
          </div>
          <div>
            <dt>{t('oldGold.cash', { percent: deductions.cash })}</dt>
            <dd data-figure="cash">{formatPKR(only.cash)}</dd>
          </div>
          <div>
            <dt>{t('oldGold.exchange', { percent: deductions.exchange })}</dt>
            <dd data-figure="exchange">{formatPKR(only.exchange)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <p>{t('oldGold.unknownLead', { cash: deductions.cash, exchange: deductions.exchange })}</p>
          <table className="estimate-table">
            <caption className="visually-hidden">{t('oldGold.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('oldGold.tableKarat')}</th>
                <th scope="col">{t('oldGold.tableValue')}</th>
                <th scope="col">{t('oldGold.tableCash')}</th>
                <th scope="col">{t('oldGold.tableExchange')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.quotes.map((q) => (
                <tr key={q.karat}>
                  <th scope="row">{t('oldGold.karatOption', { karat: q.karat })}</th>
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
        {only ? (
          <Msg
            id="oldGold.rateKarat"
            values={{
              karat: only.karat,
              perGram: formatPKR(only.perGram),
              perTola: formatPKR(perTola(only.perGram)),
              day: rate,
            }}
            tags={TEXT_TAGS}
          />
        ) : (
          <Msg id="oldGold.rates" values={{ day: rate }} tags={TEXT_TAGS} />
        )}{' '}
        {t('oldGold.estimate')}
      </p>
    </section>
  );
}

function Terms({ lines }: { lines: readonly BuyBackLine[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line.key}>
          <Msg id={line.key} values={line.values} tags={TEXT_TAGS} />
        </li>
      ))}
    </ul>
  );
}

export default function OldGold({ loaderData }: Route.ComponentProps) {
  const { given, problems, limits, rate, deductions, answer, goldTerms, otherTerms } = loaderData;
  const t = useT();
  const dayWords = useDayWords();
  const { inShop } = useShopLinks();
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(`oldGold.error.${problem}`, limits)]),
  );
  const hasErrors = Object.keys(errors).length > 0;
  const boxes = { given, errors };
  return (
    <InfoPage title={t('oldGold.title')} intro={t('oldGold.intro')}>
      <EstimateForm
        title={t('oldGold.formTitle')}
        action="/old-gold"
        submit={t('oldGold.submit')}
        alert={t('oldGold.checkBoxes')}
        hasErrors={hasErrors}
      >
        <fieldset className="estimate-weight">
          <legend>{t('oldGold.weightLegend')}</legend>
          <NumberBox
            id="grams"
            label={t('oldGold.grams')}
            hint={t('oldGold.gramsHint', { example: '23.3' })}
            {...boxes}
          />
          <p className="estimate-or">{t('oldGold.or')}</p>
          <div className="estimate-tola">
            <NumberBox id="tola" label={t('oldGold.tola')} {...boxes} />
            <NumberBox id="masha" label={t('oldGold.masha')} whole {...boxes} />
            <NumberBox id="ratti" label={t('oldGold.ratti')} {...boxes} />
          </div>
          <p className="field-hint">
            {t('oldGold.weights', {
              tolaGrams: String(TOLA_GRAMS),
              mashaPerTola: MASHA_PER_TOLA,
              rattiPerMasha: RATTI_PER_MASHA,
            })}
          </p>
        </fieldset>
        <SelectField
          id="purity"
          label={t('oldGold.karat')}
          placeholder={t('oldGold.chooseKarat')}
          defaultValue={given.purity ?? ''}
          error={errors.purity}
          hint={t('oldGold.karatHint')}
          options={PURITY_CHOICES.map((p) => ({
            value: p,
            label: p === 'unknown' ? t('oldGold.dontKnow') : t('oldGold.karatOption', { karat: p }),
          }))}
        />
      </EstimateForm>

      {!rate ? (
        <p role="status" className="form-error">
          {t('oldGold.noRate')}
        </p>
      ) : answer ? (
        <Answer answer={answer} rate={dayWords(rate.date)} deductions={deductions} />
      ) : null}

      <section aria-labelledby="come-in">
        <h2 id="come-in">{t('oldGold.comeInTitle')}</h2>
        <p>
          <Msg id="oldGold.comeIn" tags={{ link: (words) => <a {...inShop('/zakat')}>{words}</a> }} />
        </p>
        <AppointmentLink>{t('oldGold.book')}</AppointmentLink>
      </section>

      <section aria-labelledby="terms">
        <h2 id="terms">{t('oldGold.termsTitle')}</h2>
        <h3>{t('oldGold.gold')}</h3>
        <Terms lines={goldTerms} />
        {otherTerms.map(({ kind, terms }) => (
          <div key={kind}>
            <h3>{t('oldGold.kind', { kind })}</h3>
            <Terms lines={terms} />
          </div>
        ))}
        <p>
          <Msg id="oldGold.policy" tags={{ link: (words) => <a {...inShop('/Refund&Exchange-policy')}>{words}</a> }} />
        </p>
      </section>
    </InfoPage>
  );
}
