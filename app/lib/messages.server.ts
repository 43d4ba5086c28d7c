import { localeOfPath, type Locale } from '../../core/locale';
import { compileAll, type Words } from '../../core/message-format';
import { pageMessages, sharedMessages, type PageName } from '../../core/messages';

const compiled = new Map<string, Words>();
const once = (key: string, make: () => Words): Words => {
  let words = compiled.get(key);
  if (!words) compiled.set(key, (words = make()));
  return words;
};

/** The storefront's shared words in a language, sent by the root loader with every page (only that language's). */
export const messagesFor = (locale: Locale): Words => once(locale, () => compileAll(sharedMessages(locale)));

/** A page's own words (`{ messages }` in its loader's data), in the language of the request's address. */
export const wordsOfPage = (request: Request, page: PageName): { messages: Words } => {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { messages: once(`${locale}:${page}`, () => compileAll(pageMessages(locale, page))) };
};

/** The words of several pages' parts, for a page that draws more than one (the terms draw the delivery questions). */
export const wordsOfPages = (request: Request, ...pages: readonly PageName[]): { messages: Words } => ({
  messages: Object.assign({}, ...pages.map((page) => wordsOfPage(request, page).messages)) as Words,
});

/** The merged patterns, once per language and page (a product page's loader asks for them on every render). */
const merged = new Map<string, Readonly<Record<string, string>>>();

/**
 * The shared and a page's patterns as they are (not compiled), in the language of the request's address: for words
 * the loader writes.
 */
export const patternsOfPage = (request: Request, page: PageName): Readonly<Record<string, string>> => {
  const locale = localeOfPath(new URL(request.url).pathname);
  const key = `${locale}:${page}`;
  let patterns = merged.get(key);
  if (!patterns) merged.set(key, (patterns = { ...sharedMessages(locale), ...pageMessages(locale, page) }));
  return patterns;
};
