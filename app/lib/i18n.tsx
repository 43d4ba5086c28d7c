import { Fragment, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { formatDayIn } from '../../core/calendar-day';
import { localeOfPath, pathIn, type Locale } from '../../core/locale';
import { formatMessage, formatParts, type Message, type MessageValues, type Words } from '../../core/message-format';
import type { MessageKey } from '../../core/messages';
import type { UnitWords } from '../../core/tola';
import { inShop, navLink } from './links';

/** The page's language, from its address (core/locale.ts): the same on the server and in the browser. */
export const useLocale = (): Locale => localeOfPath(useLocation().pathname);

/**
 * Words a loader sent with its data (`messages`): the root sends the storefront's, a page may add its own, each read
 * on the server (app/lib/messages.server.ts), so the page formats without parsing.
 */
const wordsOf = (data: unknown): Words | undefined =>
  data && typeof data === 'object' && 'messages' in data ? (data.messages as Words) : undefined;

/** Finds a key's message in the loaders' words, the page's own before the root's; the key itself if none has it. */
export function lookup(datas: readonly unknown[], key: string): Message {
  for (let i = datas.length - 1; i >= 0; i--) {
    const message = wordsOf(datas[i])?.[key];
    if (message !== undefined) return message;
  }
  return key;
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t(key, values)`: a message of the page's language as words (core/message-format.ts). */
export function useT(): Translate {
  const datas = useMatches().map((m) => m.data);
  return (key, values) => formatMessage(lookup(datas, key), values);
}

/** The loaders' words, the root's first: for a page that reads a message back by its pattern (core/say-as.ts). */
export const usePageWords = (): Words[] =>
  useMatches().flatMap((m) => {
    const words = wordsOf(m.data);
    return words ? [words] : [];
  });

/** A message of the loaders' words for a route's `meta`, which cannot use hooks. */
export const metaT =
  (matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[]): Translate =>
  (key, values) =>
    formatMessage(
      lookup(
        matches.map((m) => m?.loaderData ?? m?.data),
        key,
      ),
      values,
    );

/**
 * A message with elements in it: each `<name>…</name>` of the pattern is drawn by `tags[name]` with its words.
 * `<Msg id="cart.terms" tags={{ link: (words) => <a href="/termscondition">{words}</a> }} />`.
 */
export function Msg({
  id,
  message,
  values,
  tags = {},
}: {
  id: MessageKey;
  /** The message itself, where the loaders' words may be missing (the root's error page). */
  message?: Message;
  values?: MessageValues;
  tags?: Readonly<Record<string, (children: ReactNode) => ReactNode>>;
}) {
  const datas = useMatches().map((m) => m.data);
  const parts = formatParts<ReactNode>(message ?? lookup(datas, id), values, (name, children) => {
    const draw = tags[name];
    const inner = children.map((c, i) => <Fragment key={i}>{c}</Fragment>);
    return draw ? draw(inner) : inner;
  });
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

/** How the page's language writes a day (YYYY-MM-DD): "28 Nov 2026", "28 نومبر 2026" (core/calendar-day.ts). */
export function useDayWords(): (day: string) => string {
  const locale = useLocale();
  return (day) => formatDayIn(locale, day);
}

/** How the page's language writes a count of tola, masha or ratti (for core/tola.ts formatTola). */
export function useUnitWords(): UnitWords {
  const t = useT();
  return (n, unit) => t(`unit.${unit}`, { n: String(n) });
}

/** `inShop` and `navLink` (app/lib/links.ts) for links that stay in the page's language. */
export function useShopLinks() {
  const locale = useLocale();
  return {
    locale,
    /** A shop path in the page's language. */
    to: (href: string) => pathIn(locale, href),
    inShop: (href: string, keepScroll = false) => inShop(pathIn(locale, href), keepScroll),
    navLink: (href: string, pathname: string, end = false) => navLink(pathIn(locale, href), pathname, end),
  };
}
