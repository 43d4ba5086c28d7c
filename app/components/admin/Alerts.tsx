import { alertWords, type AlertCounts } from '../../../core/alerts';
import { inShop } from '../../lib/links';
import type { Alerts } from './use-alerts';

/** A menu entry's count (docs/behaviour.md §11.13): the figure, and in words for a screen reader. */
export function MenuCount({ n, words }: { n: number; words: string }) {
  if (n <= 0) return null;
  return (
    <>
      {' '}
      <span className="nav-count" aria-hidden="true">
        {n}
      </span>
      <span className="visually-hidden">, {words}</span>
    </>
  );
}

/** What each counted menu entry counts, in words. */
export const COUNTED: ReadonlyMap<string, (c: AlertCounts) => { n: number; words: string }> = new Map([
  [
    '/admin/orders',
    (c: AlertCounts) => ({
      n: c.awaitingPayment,
      words: `${c.awaitingPayment} awaiting payment${c.slipsToCheck ? `, ${c.slipsToCheck} with a deposit slip` : ''}`,
    }),
  ],
  ['/admin/inquiries', (c: AlertCounts) => ({ n: c.unanswered, words: `${c.unanswered} not answered` })],
]);

/**
 * The phone's menu button's count: the counted entries' figures added up, each said in words with its entry's name
 * ("Orders: 2 awaiting payment").
 */
export function MenuTotal({ counts, links }: { counts: AlertCounts; links: readonly { to: string; label: string }[] }) {
  const each = links.flatMap((l) => {
    const c = COUNTED.get(l.to)?.(counts);
    return c && c.n > 0 ? [{ n: c.n, words: `${l.label}: ${c.words}` }] : [];
  });
  return <MenuCount n={each.reduce((sum, c) => sum + c.n, 0)} words={each.map((c) => c.words).join('; ')} />;
}

/**
 * The member's switch for system notifications with a sound: offered where the browser has them; once allowed and
 * turned on, it turns them off; the browser's refusal is said (it is undone in the browser's settings).
 */
export function AlertsSwitch({ alerts }: { alerts: Alerts }) {
  if (alerts.permission === 'unsupported') return null;
  if (alerts.permission === 'denied') return <span className="muted">Alerts blocked by this browser</span>;
  return alerts.on ? (
    <button type="button" className="btn btn-outline btn-small" aria-pressed="true" onClick={alerts.turnOff}>
      Alerts on
    </button>
  ) : (
    <button type="button" className="btn btn-outline btn-small" onClick={() => void alerts.turnOn()}>
      Turn on alerts
    </button>
  );
}

/** The last alert heard, in the page: a polite live region, there from the start so that it is read when it fills. */
export function AlertNotice({ alerts }: { alerts: Alerts }) {
  const words = alerts.latest ? alertWords(alerts.latest) : null;
  return (
    <div className="alert-notice" role="status">
      {words ? (
        <p>
          <strong>{words.title}</strong>
          {words.body ? ` ${words.body}` : ''} <a {...inShop(words.href)}>Open</a>{' '}
          <button type="button" className="btn btn-outline btn-small" onClick={alerts.dismiss}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
