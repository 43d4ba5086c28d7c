import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { ALERT_EVENTS, alertOf, alertWords, countsOf, type Alert, type AlertCounts } from '../../../core/alerts';
import { adminApi } from './admin-api';

/**
 * The back office told at once (docs/behaviour.md §11.13), in the browser. One tab of a browser holds the stream of
 * server-sent events (a Web Lock decides which; the next takes over when it closes) and passes what it hears to the
 * others (a BroadcastChannel), so that many tabs cost one connection: a browser keeps at most six to one server over
 * HTTP/1.1, and streams held by every tab would leave none for the pages. Without Web Locks every tab holds its own.
 * What is heard reads the menu's counts again, and the Today page and the lists read themselves again; the tab
 * holding the stream shows a system notification with a short sound when the member turned alerts on.
 */

/** The pages that read themselves again when something arrives. */
const LIVE_PAGES = new Set(['/admin', '/admin/orders', '/admin/inquiries']);
const STREAM = '/api/admin/alerts/stream';
/** The lock, the channel between tabs and the stored choice share this name. */
const NAME = 'zewar-alerts';
/** A stream the shop refused (signed out, too many open) is asked for again after 30 s, doubling to 5 minutes. */
const REFUSED_WAIT = { first: 30_000, max: 300_000 };

/** What one tab tells the others: an alert, or only that the counts may have changed. */
type Told = { alert: Alert } | { reread: true };

const toldOf = (v: unknown): Told | null => {
  if (typeof v !== 'object' || v === null) return null;
  if ('alert' in v) {
    const alert = alertOf(v.alert);
    return alert ? { alert } : null;
  }
  return 'reread' in v ? { reread: true } : null;
};

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Whether this browser can show system notifications, and what the member allowed. */
export type AlertsPermission = 'unsupported' | 'default' | 'denied' | 'granted';

const permission = (): AlertsPermission => ('Notification' in window ? Notification.permission : 'unsupported');
/** The member's choice, kept by the browser: alerts on (and allowed) or not. */
const chosen = () => {
  try {
    return localStorage.getItem(NAME) === 'on';
  } catch {
    return false;
  }
};
const choose = (on: boolean) => {
  try {
    if (on) localStorage.setItem(NAME, 'on');
    else localStorage.removeItem(NAME);
  } catch {
    // A browser that keeps nothing asks again next time.
  }
};

let audio: AudioContext | null = null;
/** The sound's player, made (or woken) during a press: browsers let a page play sound only after one. */
function wakeAudio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio;
}

/** Two short tones, rising, made on the spot: no sound file to load. */
export function chime() {
  const ctx = wakeAudio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.02;
  [660, 990].forEach((hz, i) => {
    const at = start + i * 0.16;
    const tone = ctx.createOscillator();
    const volume = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = hz;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.28);
    tone.connect(volume).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.3);
  });
}

/** The counts as the shop has them now (a 401 sends the member to sign in: admin-api.ts). */
async function readCounts(): Promise<AlertCounts | null> {
  const answer = await adminApi('GET', '/alerts').catch(() => null);
  return answer?.ok ? countsOf(answer.json) : null;
}

export interface Alerts {
  counts: AlertCounts;
  /** The last alert heard in this tab, shown until dismissed. */
  latest: Alert | null;
  dismiss(): void;
  /** System notifications: what the browser allows, and whether the member turned them on. */
  permission: AlertsPermission;
  on: boolean;
  turnOn(): Promise<void>;
  turnOff(): void;
}

/** The alerts of the back office's frame, from the counts its loader read. */
export function useAlerts(loaded: AlertCounts): Alerts {
  const [counts, setCounts] = useState(loaded);
  const [latest, setLatest] = useState<Alert | null>(null);
  // Read on the server as 'unsupported' (nothing to offer), then as the browser says once drawn.
  const [allowed, setAllowed] = useState<AlertsPermission>('unsupported');
  const [on, setOn] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // What the stream's handlers read when something arrives: the page shown then, and the router's navigate.
  const busy = useNavigation().state !== 'idle';
  const here = useRef({ pathname, search, navigate, busy });
  here.current = { pathname, search, navigate, busy };
  /**
   * A live page to read again while the member is going elsewhere (a filter sent, a link followed): read once that
   * navigation is over, at the address it reached. Read at once, at the address still shown, it would cancel the
   * member's navigation and put the page back where it was.
   */
  const readLater = useRef(false);
  const readAgain = () => {
    const page = here.current;
    if (page.busy) readLater.current = true;
    else if (LIVE_PAGES.has(page.pathname))
      // The page and the frame read again (a navigation to the address shown: useRefresh in refresh.ts).
      void page.navigate(page.pathname + page.search, { replace: true, preventScrollReset: true });
    else
      void readCounts().then((c) => {
        if (c) setCounts(c);
      });
  };
  useEffect(() => {
    if (busy || !readLater.current) return;
    readLater.current = false;
    readAgain();
  }, [busy]);

  // The loader read them again (a navigation, a change made here): they are the latest.
  useEffect(() => setCounts(loaded), [loaded]);

  useEffect(() => {
    setAllowed(permission());
    setOn(chosen() && permission() === 'granted');
    // After a reload the sound may play only once the member has pressed something on the page.
    const wake = () => {
      if (chosen()) wakeAudio();
    };
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });

    const stop = new AbortController();
    const mounted = Date.now();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);

    /** What every tab does with what was heard: read again; the stream's tab also notifies. */
    const heard = (told: Told, holder: boolean) => {
      if ('alert' in told) {
        setLatest(told.alert);
        if (holder) notify(told.alert);
      }
      readAgain();
    };
    const notify = (alert: Alert) => {
      if (!chosen() || permission() !== 'granted') return;
      chime();
      const words = alertWords(alert);
      try {
        const shown = new Notification(words.title, { body: words.body, tag: words.href });
        shown.onclick = () => {
          window.focus();
          void here.current.navigate(words.href);
          shown.close();
        };
      } catch {
        // Chrome on Android shows notifications only through a service worker: the page's own notice and the sound
        // stand in for it.
      }
    };
    const tell = (told: Told) => {
      channel?.postMessage(told);
      heard(told, true);
    };
    channel?.addEventListener('message', (e: MessageEvent) => {
      const told = toldOf(e.data);
      if (told) heard(told, false);
    });

    /** Holds the stream until this tab's frame goes; EventSource connects again itself after a drop (`retry:`). */
    const follow = () =>
      new Promise<void>((done) => {
        let source: EventSource | null = null;
        let again: ReturnType<typeof setTimeout> | undefined;
        let wait = REFUSED_WAIT.first;
        let readyOnce = false;
        const open = () => {
          const s = new EventSource(STREAM);
          source = s;
          s.addEventListener(ALERT_EVENTS.ready, () => {
            wait = REFUSED_WAIT.first;
            // Open again after a drop, or taken over from a tab closed since this page was read: something may have
            // happened meanwhile.
            if (readyOnce || Date.now() - mounted > 10_000) tell({ reread: true });
            readyOnce = true;
          });
          s.addEventListener(ALERT_EVENTS.alert, (e: MessageEvent<string>) => {
            const alert = alertOf(readJson(e.data));
            if (alert) tell({ alert });
          });
          s.addEventListener(ALERT_EVENTS.gap, () => tell({ reread: true }));
          s.onerror = () => {
            // Connecting again by itself after a drop; closed when the shop refused it (a status other than 200).
            if (s.readyState !== EventSource.CLOSED) return;
            source = null;
            // Signed out? Reading the counts sends the member to sign in.
            void readCounts().then((c) => {
              if (c) setCounts(c);
            });
            again = setTimeout(open, wait);
            wait = Math.min(wait * 2, REFUSED_WAIT.max);
          };
        };
        open();
        stop.signal.addEventListener('abort', () => {
          clearTimeout(again);
          source?.close();
          done();
        });
      });
    if (navigator.locks) navigator.locks.request(NAME, { signal: stop.signal }, follow).catch(() => undefined);
    else void follow();
    return () => {
      stop.abort();
      channel?.close();
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
    // Once for the frame: the page shown is read through `here`.
  }, []);

  return {
    counts,
    latest,
    dismiss: () => setLatest(null),
    permission: allowed,
    on,
    async turnOn() {
      // Woken during the press, so that the sound may play later.
      wakeAudio();
      const answer = await Notification.requestPermission();
      setAllowed(answer);
      choose(answer === 'granted');
      setOn(answer === 'granted');
      if (answer === 'granted') chime();
    },
    turnOff() {
      choose(false);
      setOn(false);
    },
  };
}
