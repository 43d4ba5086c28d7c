import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The small modules every page needs (the shell's helpers and the product card) go into one chunk instead of a
 * dozen: a phone over mobile data pays a round trip per request. Nothing route-specific is listed here, so no
 * page loads code it does not use.
 */
const SHELL =
  /\/(core\/(shop|constants|format|media)\.ts|app\/lib\/(links|api|session-store|meta|menus)\.ts|app\/components\/(icons|NotFound|Picture|ProductGrid|ProductCard)\.tsx)$|vite\/preload-helper/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks: (id) => (SHELL.test(id) ? 'shell' : undefined),
      },
    },
  },
});
