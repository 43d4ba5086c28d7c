import { localeOfPath, type Locale } from '../../core/locale';
import { pageMessages, sharedMessages, type Catalogue, type PageName } from '../../core/messages';

/** The storefront's shared words in a language, sent by the root loader with every page (only that language's). */
export const messagesFor = (locale: Locale): Catalogue => sharedMessages(locale);

/** A page's own words (`{ messages }` in its loader's data), in the language of the request's address. */
export const wordsOfPage = (request: Request, page: PageName): { messages: Catalogue } => ({
  messages: pageMessages(localeOfPath(new URL(request.url).pathname), page),
});
