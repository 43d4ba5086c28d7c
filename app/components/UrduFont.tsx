import { useNonce } from '../lib/nonce';
import { urduFaceScript } from '../lib/urdu-face';

/**
 * The line in an Urdu page's head that keeps the Urdu face (app/lib/urdu-face.ts, docs/decisions/105): added before
 * anything is drawn once its file is in the cache, fetched after the page has loaded until then. Rendered by the root
 * on Urdu pages only; an English page must not fetch a byte of the face. It carries the render's nonce, the one the
 * page's CSP allows; the browser hides a nonce once read, hence no hydration check of it.
 */
export function UrduFace() {
  // Written by the server only: the browser has run it by the time the app starts, and the app's bundle need not
  // carry its text (React leaves the script as the server wrote it).
  const __html = import.meta.env.SSR ? urduFaceScript() : '';
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html }} />;
}
