import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The small modules every page needs (the shell's helpers and the product card) go into one chunk instead of a
 * dozen: a phone over mobile data pays a round trip per request. Nothing route-specific is listed here, so no
 * page loads code it does not use.
 */
const SHELL =
  /\/(core\/(shop|constants|format|media)\.ts|app\/lib\/(links|api|session-store|meta|menus)\.ts|app\/lib\/lazy-dialog\.tsx|app\/components\/(icons|NotFound|Picture|ProductGrid|ProductCard)\.tsx)$|vite\/preload-helper/;

/**
 * The modal dialog and the picture zoom: the product page uses both (its bag dialog, its gallery), and so do the
 * dialogs any page opens lazily (the appointment form zooms its picture). One chunk, loaded with the product page,
 * so neither costs the product page a request of its own nor sits in every page's shell.
 */
const DIALOG = /\/app\/components\/(Dialog|ZoomFrame)\.tsx$/;

/**
 * The form kit, in the same three chunks whatever imports it: the back office shares these modules with the
 * storefront's forms, and left to itself the bundler splits them into one chunk per set of importers, each a
 * request and a few hundred bytes more for the storefront's contact, gift card, checkout and sign-in pages.
 * zod, likewise, stays one chunk (the back office's extra zod helpers cost the storefront a few bytes, not a
 * request).
 */
const FORM_KIT =
  /\/(app\/components\/forms\/(useSchemaForm|form-state|lazy-schema|FormFields|Field)\.tsx?|core\/field-errors\.ts)$/;
const INQUIRY_FORM = /\/app\/components\/forms\/(send\.ts|InquiryForm\.tsx)$/;
const SUBMIT_BAR = /\/app\/components\/forms\/SubmitBar\.tsx$/;
const ZOD = /\/node_modules\/zod\//;

/**
 * What a sale costs and how it is paid (the delivery charges and the bank account): checkout, the terms and the
 * delivery policy show them, and one chunk spares checkout a request of its own for the bank's five lines.
 */
const TERMS_OF_SALE = /\/core\/(delivery-charges|bank)\.ts$/;

const chunkOf = (id: string): string | undefined => {
  if (SHELL.test(id)) return 'shell';
  if (DIALOG.test(id)) return 'Dialog';
  if (FORM_KIT.test(id)) return 'form-kit';
  if (INQUIRY_FORM.test(id)) return 'inquiry-form';
  if (SUBMIT_BAR.test(id)) return 'SubmitBar';
  if (ZOD.test(id)) return 'schemas';
  if (TERMS_OF_SALE.test(id)) return 'terms-of-sale';
  return undefined;
};

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
      },
    },
  },
});
