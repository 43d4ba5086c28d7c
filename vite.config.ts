import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * What every page runs at load goes into one chunk, the browser's entry, instead of three (docs/decisions/041): React
 * DOM with the entry, React and React Router, the root route with the header and footer, and the small modules they
 * share (shop identity, constants, formatting, links, the stored lists, meta, icons, the picture). gzip counts each
 * file apart, so one file is about 0.8 kB smaller than three, and a phone over mobile data pays a round trip per
 * request. Nothing route-specific is listed here, so no page loads code it does not use: the product card and grid
 * (home, listings, search) and the API client (the search box's suggestions, the forms' sends) are left to the
 * pages and the moments that need them.
 */
const SHELL =
  /\/(app\/(entry\.client|root)\.tsx|app\/components\/(Header|Footer|SearchBox|ShopMenu|BagLink)\.tsx|app\/lib\/root-data\.ts|core\/(shop|constants|format|media)\.ts|app\/lib\/(links|stored-lists|meta|menus)\.ts|app\/lib\/lazy-dialog\.tsx|app\/components\/(icons|NotFound|Picture)\.tsx)$|vite\/preload-helper|\/node_modules\/(react-dom|scheduler)\//;

/**
 * The bag as the product page, the bag, the wishlist and the checkout use it: its store, its rules and sizes, a
 * line's thumbnail, the empty state, and the notice of pieces taken out. One chunk instead of four; the product page
 * carries the empty state and the notice (about 0.5 kB) it does not draw. The lines' table is the bag's and the
 * wishlist's alone: kept out, it costs those two a request and saves the checkout, the page nearest the budget, and
 * the product page 0.35 kB each.
 */
const BAG =
  /\/(app\/lib\/cart-store\.ts|core\/(cart|sizes)\.ts|app\/components\/cart\/(LineThumb|EmptyBag|TakenOutNotice)\.tsx)$/;

/** The product card and grid: home, listings, search and the product page's related pieces (loaded when seen). */
const CATALOGUE = /\/app\/components\/(ProductGrid|ProductCard)\.tsx$/;

/**
 * The modal dialog and the picture zoom: the product page uses both (its bag dialog, its gallery), and so do the
 * dialogs any page opens lazily (the appointment form zooms its picture). One chunk, loaded with the product page,
 * so neither costs the product page a request of its own nor sits in every page's shell.
 */
const DIALOG = /\/app\/components\/(Dialog|ZoomFrame)\.tsx$/;

/**
 * The form kit, in the same two chunks whatever imports it: the back office shares these modules with the
 * storefront's forms, and left to itself the bundler splits them into one chunk per set of importers, each a
 * request and a few hundred bytes more for the storefront's contact, gift card, checkout and sign-in pages. The
 * submit bar and the photo picker (the checkout's deposit slip, the size requests' photos) are in the kit's chunk
 * too: about 1.2 kB that sign-in, contact and gift card carry without drawing them, against a request for the
 * checkout, the page nearest the 125 kB budget.
 * zod, likewise, stays one chunk (the back office's extra zod helpers cost the storefront a few bytes, not a
 * request).
 */
const FORM_KIT =
  /\/(app\/components\/forms\/(useSchemaForm|form-state|lazy-schema|FormFields|Field|SubmitBar|PhotoInput)\.tsx?|core\/(field-errors|upload-rules)\.ts)$/;
const INQUIRY_FORM = /\/app\/components\/forms\/(send\.ts|InquiryForm\.tsx)$/;
const ZOD = /\/node_modules\/zod\//;

/**
 * What a sale costs (the delivery charges and the countries delivered to): the terms and the delivery policy show
 * them, and the checkout's schema, loaded after first paint, checks the country against them (the checkout itself has
 * them from its loader, as data). One chunk for the two modules, so the schema's load makes one request for them.
 */
const TERMS_OF_SALE = /\/core\/(delivery-charges|countries)\.ts$/;

const chunkOf = (id: string): string | undefined => {
  if (SHELL.test(id)) return 'shell';
  if (BAG.test(id)) return 'bag';
  if (CATALOGUE.test(id)) return 'catalogue';
  if (DIALOG.test(id)) return 'Dialog';
  if (FORM_KIT.test(id)) return 'form-kit';
  if (INQUIRY_FORM.test(id)) return 'inquiry-form';
  if (ZOD.test(id)) return 'schemas';
  if (TERMS_OF_SALE.test(id)) return 'terms-of-sale';
  return undefined;
};

/**
 * The shop's pages link with plain anchors (docs/decisions/053), so React Router's `<Link>` and `<NavLink>` are
 * never used; its build still keeps them in every page's script, each held by a `displayName` written onto the
 * result of a call the bundler cannot know to be pure. Marking the two calls pure and leaving out the two
 * assignments lets the bundler drop them and what only they use (prefetching, the click handler).
 */
const dropRouterLinks = (): Plugin => ({
  name: 'zewar-drop-router-links',
  apply: 'build',
  transform(code, id) {
    if (!/\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/.test(id) || !code.includes('\nvar NavLink = ')) return null;
    return code
      .replace(/^(Nav)?Link\.displayName = "(Nav)?Link";$/gm, '')
      .replace(/^var (Nav)?Link = (\w+)\.forwardRef\(/gm, (m, _, react: string) =>
        m.replace(`${react}.`, `/* @__PURE__ */ ${react}.`),
      );
  },
});

/**
 * React Router publishes a production build beside its development one, but its package's exports name only the
 * development files, so every bundler ships the development warnings (a flag that is always on, and the messages and
 * checks it guards). The browser's bundle takes the production files instead: the same code with the flag off. The
 * server is left alone, since Node loads react-router itself there and two copies would not share one context.
 */
const productionRouter = (): Plugin => ({
  name: 'zewar-production-router',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (this.environment.name !== 'client') return null;
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') } : null;
  },
});

/**
 * The browser's entry (React DOM, React Router and the shell: almost all of it runs before the page is the app) is
 * marked for V8 to compile every function as it downloads, on a background thread, instead of each one on the main
 * thread when it is first called (Chrome 136's explicit compile hints: a comment on the file's first line; other
 * browsers read a comment). Added last, after minification (which would drop it) and Vite's own first line (docs/decisions/057).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileEntryEagerly = (): Plugin => ({
  name: 'zewar-compile-entry-eagerly',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.isEntry && file.name === 'entry.client') file.code = COMPILE_HINT + file.code;
    },
  },
});

export default defineConfig({
  plugins: [reactRouter(), productionRouter(), dropRouterLinks(), compileEntryEagerly()],
  build: {
    assetsInlineLimit: 0,
    /*
     * Terser with two passes rather than esbuild's minifier: the same code, about 4 kB gzip smaller on every page
     * (most of it in React DOM and React Router), for a few seconds more of build (docs/decisions/041).
     */
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
      },
    },
  },
});
