import type { Locale } from '../locale';
import enBuy from './en/buy';
import enCheckout from './en/checkout';
import enCommon from './en/common';
import enOrder from './en/order';
import urBuy from './ur/buy';
import urCheckout from './ur/checkout';
import urCommon from './ur/common';
import urOrder from './ur/order';
import enBrowse from './en/browse';
import urBrowse from './ur/browse';
import enHome from './en/home';
import urHome from './ur/home';
import enProduct from './en/product';
import urProduct from './ur/product';
import enInfo from './en/info';
import urInfo from './ur/info';
import enPagesDelivery from './en/pages-delivery';
import urPagesDelivery from './ur/pages-delivery';
import enPagesTerms from './en/pages-terms';
import urPagesTerms from './ur/pages-terms';
import enPagesPrivacy from './en/pages-privacy';
import urPagesPrivacy from './ur/pages-privacy';
import enPagesReturns from './en/pages-returns';
import urPagesReturns from './ur/pages-returns';
import enStatus from './en/status';
import urStatus from './ur/status';
import enMail from './en/mail';
import urMail from './ur/mail';
import enPagesAbout from './en/pages-about';
import urPagesAbout from './ur/pages-about';
import enPagesContact from './en/pages-contact';
import urPagesContact from './ur/pages-contact';
import enPagesCollect from './en/pages-collect';
import urPagesCollect from './ur/pages-collect';
import enPagesFinance from './en/pages-finance';
import urPagesFinance from './ur/pages-finance';
import enPagesWrapping from './en/pages-wrapping';
import urPagesWrapping from './ur/pages-wrapping';
import enPagesCare from './en/pages-care';
import urPagesCare from './ur/pages-care';
import enPagesRingSize from './en/pages-ring-size';
import urPagesRingSize from './ur/pages-ring-size';
import enPagesBangleSize from './en/pages-bangle-size';
import urPagesBangleSize from './ur/pages-bangle-size';
import enPagesSizeChart from './en/pages-size-chart';
import urPagesSizeChart from './ur/pages-size-chart';
import enPagesOldGold from './en/pages-old-gold';
import urPagesOldGold from './ur/pages-old-gold';
import enPagesZakat from './en/pages-zakat';
import urPagesZakat from './ur/pages-zakat';
import enPagesGiftCard from './en/pages-gift-card';
import urPagesGiftCard from './ur/pages-gift-card';
import enDialogs from './en/dialogs';
import urDialogs from './ur/dialogs';
import enForms from './en/forms';
import urForms from './ur/forms';
import enSearch from './en/search';
import urSearch from './ur/search';
import enAddress from './en/address';
import urAddress from './ur/address';
import enWishlist from './en/wishlist';
import urWishlist from './ur/wishlist';
import enLogin from './en/login';
import urLogin from './ur/login';
import enCountries from './en/countries';
import urCountries from './ur/countries';

/**
 * The shop's words, one catalogue per language (docs/decisions/092-one-catalogue-per-language.md): ICU
 * MessageFormat patterns under dotted keys, English first; each Urdu file `satisfies` its English file's keys, so a
 * key missing or extra in either language does not compile, and core/messages/catalogue.test.ts checks what types
 * cannot (every pattern parses, the same arguments and tags in both, formatted as intl-messageformat formats them).
 *
 * Each part of the storefront keeps its words in a file of its own under en/ and ur/, registered here in one of
 * two lists: SHARED, the words any page may show (the frame, cards, the bag, forms), sent by the root loader with
 * every page; or PAGES, the long words of one page (an information page's text), sent only by that page's loader
 * (`pageMessages`). A page's loader words come before the root's (app/lib/i18n.tsx).
 */
const SHARED = [
  [enCommon, urCommon],
  [enBuy, urBuy],
  [enBrowse, urBrowse],
  [enInfo, urInfo],
  [enDialogs, urDialogs],
  [enForms, urForms],
] as const;

const PAGES = {
  checkout: [enCheckout, urCheckout],
  order: [enOrder, urOrder],
  status: [enStatus, urStatus],
  home: [enHome, urHome],
  product: [enProduct, urProduct],
  returns: [enPagesReturns, urPagesReturns],
  delivery: [enPagesDelivery, urPagesDelivery],
  terms: [enPagesTerms, urPagesTerms],
  privacy: [enPagesPrivacy, urPagesPrivacy],
  about: [enPagesAbout, urPagesAbout],
  contact: [enPagesContact, urPagesContact],
  collect: [enPagesCollect, urPagesCollect],
  finance: [enPagesFinance, urPagesFinance],
  wrapping: [enPagesWrapping, urPagesWrapping],
  care: [enPagesCare, urPagesCare],
  ringSize: [enPagesRingSize, urPagesRingSize],
  bangleSize: [enPagesBangleSize, urPagesBangleSize],
  sizeChart: [enPagesSizeChart, urPagesSizeChart],
  oldGold: [enPagesOldGold, urPagesOldGold],
  zakat: [enPagesZakat, urPagesZakat],
  giftCard: [enPagesGiftCard, urPagesGiftCard],
  search: [enSearch, urSearch],
  wishlist: [enWishlist, urWishlist],
  address: [enAddress, urAddress],
  login: [enLogin, urLogin],
  countries: [enCountries, urCountries],
} as const satisfies Readonly<Record<string, readonly [object, object]>>;

/** The guest's mails, written on the server in the language the guest ordered in; never sent to a page. */
const MAIL = [enMail, urMail] as const;

type Union<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;
type SharedWords = Union<(typeof SHARED)[number][0]>;
export type PageName = keyof typeof PAGES;
type PageWords = Union<(typeof PAGES)[PageName] extends readonly [infer E, unknown] ? E : never>;

export type MessageKey = keyof SharedWords | keyof PageWords;
export type MailKey = keyof typeof enMail;
export type Catalogue = Readonly<Record<string, string>>;

const merge = (parts: readonly object[]): Catalogue => Object.assign({}, ...parts) as Catalogue;
const side = (locale: Locale) => (locale === 'en' ? 0 : 1);

/** The words every page may show, in a language. */
export const sharedMessages = (locale: Locale): Catalogue => merge(SHARED.map((pair) => pair[side(locale)]));

/** One page's own words, in a language. */
export const pageMessages = (locale: Locale, page: PageName): Catalogue => merge([PAGES[page][side(locale)]]);

/** The words of the guest's mails, in a language. */
export const mailMessages = (locale: Locale): Catalogue => MAIL[side(locale)];

/** Every word of a language (the catalogue test). */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: merge([...SHARED.map((p) => p[0]), ...Object.values<readonly [object, object]>(PAGES).map((p) => p[0]), MAIL[0]]),
  ur: merge([...SHARED.map((p) => p[1]), ...Object.values<readonly [object, object]>(PAGES).map((p) => p[1]), MAIL[1]]),
};
