import { localeOfPath, type Locale } from '../../core/locale';
import { pageMessages, sharedMessages, type Catalogue, type PageName } from '../../core/messages';

/** The storefront's shared words in a language, sent by the root loader with every page (only that language's). */
export const messagesFor = (locale: Locale): Catalogue => sharedMessages(locale);

/** A page's own words (`{ messages }` in its loader's data), in the language of the request's address. */
export const wordsOfPage = (request: Request, page: PageName): { messages: Catalogue } => ({
  messages: pageMessages(localeOfPath(new URL(request.url).pathname), page),
});

/** The words of several pages' parts, for a page that draws more than one (the terms draw the delivery questions). */
export const wordsOfPages = (request: Request, ...pages: readonly PageName[]): { messages: Catalogue } => ({
  messages: Object.assign({}, ...pages.map((page) => wordsOfPage(request, page).messages)) as Catalogue,
});
