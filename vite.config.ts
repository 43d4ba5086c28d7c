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

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks: (id) => (SHELL.test(id) ? 'shell' : DIALOG.test(id) ? 'Dialog' : undefined),
      },
    },
  },
});
