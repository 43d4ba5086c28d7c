import { useEffect, useState } from 'react';
import { formatPKR } from '../../core/format';
import type { GoldRate } from '../../core/api-schemas';
import type { GoldRateDay } from '../../core/rate-trend-schema';
import { formatDayIn, monthDayIn } from '../../core/calendar-day';
import { rateChart } from '../../core/rate-chart';
import { Msg, useLocale, useShopLinks, useT } from '../lib/i18n';
import { Dialog } from './Dialog';

/**
 * The trend, fetched the first time the dialog opens for a rate and kept for the page's life (this module loads with
 * the dialog, never with a page). The answer is checked with the API's own schema, loaded with it as the search
 * box loads it (app/lib/api.ts).
 */
let kept: { rateDate: string; days: GoldRateDay[] } | null = null;

async function loadTrend(): Promise<GoldRateDay[]> {
  const [res, { GoldRateTrendSchema }] = await Promise.all([
    fetch('/api/dashboard/goldrate/trend', { headers: { Accept: 'application/json' } }),
    import('../../core/rate-trend-schema'),
  ]);
  if (!res.ok) throw new Error(`The trend failed (${res.status})`);
  const days = GoldRateTrendSchema.safeParse(await res.json());
  if (!days.success) throw new Error('The trend was not a list of days');
  return days.data;
}

const SPARK = { width: 240, height: 48, top: 6, right: 6, bottom: 6, left: 6 };

/** docs/behaviour.md §2.16: the last seven rates as a sparkline and, newest first, each day's move. */
function Trend({ rateDate }: { rateDate: string }) {
  const t = useT();
  const locale = useLocale();
  const [fetched, setDays] = useState<{ rateDate: string; days: GoldRateDay[] | 'failed' } | null>(kept);
  const days = kept?.rateDate === rateDate ? kept.days : fetched?.rateDate === rateDate ? fetched.days : 'loading';
  useEffect(() => {
    if (kept?.rateDate === rateDate) return;
    let live = true;
    loadTrend()
      .then((d) => {
        kept = { rateDate, days: d };
        if (live) setDays(kept);
      })
      .catch(() => {
        if (live) setDays({ rateDate, days: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [rateDate]);

  if (days === 'loading') return <p className="muted">{t('rates.loading')}</p>;
  if (days === 'failed' || days.length < 2) return null;
  const first = days[0];
  const last = days[days.length - 1];
  const g = rateChart(
    days.map((d) => ({ day: d.RateDate, value: d.K24Tola })),
    SPARK,
    { valueTicks: 0 },
  );
  const end = g.points[g.points.length - 1];
  return (
    <section aria-labelledby="rate-trend-title">
      <h3 id="rate-trend-title">{t('rates.trend')}</h3>
      {first && last ? (
        <svg
          className="rate-spark"
          viewBox={`0 0 ${SPARK.width} ${SPARK.height}`}
          width="100%"
          role="img"
          aria-label={t('rates.trendLabel', {
            count: days.length,
            first: formatPKR(first.K24Tola),
            firstDay: formatDayIn(locale, first.RateDate),
            last: formatPKR(last.K24Tola),
            lastDay: formatDayIn(locale, last.RateDate),
          })}
        >
          <path d={g.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
          {end ? <circle cx={end.x} cy={end.y} r={4} fill="currentColor" /> : null}
        </svg>
      ) : null}
      <table className="rates rates-trend">
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.RateDate}>
              <th scope="row">
                <bdi>{monthDayIn(locale, d.RateDate)}</bdi>
              </th>
              <td>
                <bdi>{formatPKR(d.K24Tola)}</bdi>
                <small>
                  {d.Change === null ? (
                    '—'
                  ) : d.Change === 0 ? (
                    t('rates.unchanged')
                  ) : (
                    <>
                      <span aria-hidden="true">{d.Change > 0 ? '▲' : '▼'}</span>{' '}
                      {t('rates.move', { up: d.Change > 0 ? 'yes' : 'no', by: formatPKR(Math.abs(d.Change)) })}
                    </>
                  )}
                </small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * docs/behaviour.md §2.16: 24 karat per tola, 22 karat per ten grams, 21 karat per ten grams, in PKR, the day of
 * the rate, and the last seven days' trend.
 */
export default function GoldRatesDialog({
  open,
  onClose,
  rate,
}: {
  open: boolean;
  onClose: () => void;
  rate: GoldRate | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { inShop } = useShopLinks();
  const row = (karat: number, per: string, price: number) => (
    <tr>
      <th scope="row">
        {t('rates.karat', { karat })} <small>{per}</small>
      </th>
      <td>
        <bdi>{formatPKR(price)}</bdi>
      </td>
    </tr>
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('header.goldRates')}>
      {rate ? (
        <>
          <table className="rates">
            <tbody>
              {row(24, t('rates.perTola'), rate.K24Tola)}
              {row(22, t('rates.per10g'), rate.K22Gram10)}
              {row(21, t('rates.per10g'), rate.K21Gram10)}
            </tbody>
          </table>
          <p className="muted">{t('rates.day', { day: formatDayIn(locale, rate.RateDate) })}</p>
          <p>
            <Msg
              id="rates.oldGold"
              tags={{
                worth: (words) => (
                  <a {...inShop('/old-gold')} onClick={onClose}>
                    {words}
                  </a>
                ),
                zakat: (words) => (
                  <a {...inShop('/zakat')} onClick={onClose}>
                    {words}
                  </a>
                ),
              }}
            />
          </p>
          <Trend rateDate={rate.RateDate} />
        </>
      ) : (
        <p>{t('rates.notSet')}</p>
      )}
    </Dialog>
  );
}
