import naskhUrl from '../fonts/noto-naskh-arabic-400.woff2?url';

/**
 * The Urdu pages' face (docs/decisions/105-urdu-face-after-the-first-page.md): Noto Naskh Arabic, one 15.7 kB file
 * cut to the Urdu alphabet (docs/decisions/096). A guest's first Urdu page is drawn in the phone's own Arabic face and
 * asks for no font while it loads: once the window has loaded and is idle, the file is fetched into the browser's
 * cache and noted. From then on the face is there before anything is drawn on every page the browser loads, and is
 * added as the guest follows a link or sends a form from a page loaded before it was noted, so the pages the app
 * draws next have it. It is added with `display: optional`: used only if ready within about 100 ms (from the cache
 * it is), so a page never swaps faces on its own; a change within half a second of the guest's own input is not a
 * layout shift the guest is surprised by, and browsers do not count it.
 *
 * All of it is one line in an Urdu page's head (`UrduFace`, app/components/UrduFont.tsx), which the page runs before
 * its app: no page's script bundle carries it. The language switch loads the other language's page whole, so every
 * Urdu page a guest reaches has the line.
 */
export const URDU_FACE = {
  family: 'Noto Naskh Arabic',
  url: naskhUrl,
  // The Arabic block and the joiners: Latin letters, 0-9 and "PKR" inside Urdu are drawn by the English stacks.
  unicodeRange: 'U+0600-06FF, U+200C-200D, U+FDF2, U+FDFA',
  /** The localStorage key holding the URL of the file once it is in the cache (a new build's file has a new URL). */
  stored: 'urdu-face',
} as const;

type Face = typeof URDU_FACE;

/** The head line's work. Written out whole into the page (`urduFaceScript`), so it uses nothing outside itself. */
function keepUrduFace(face: Face) {
  const noted = () => {
    try {
      return localStorage.getItem(face.stored) === face.url;
    } catch {
      // Nothing can be noted (storage refused): the file is not fetched for nothing.
      return true;
    }
  };
  let added = false;
  const add = () => {
    if (added || !noted() || typeof FontFace !== 'function') return;
    added = true;
    const font = new FontFace(face.family, `url(${face.url}) format("woff2")`, {
      display: 'optional',
      unicodeRange: face.unicodeRange,
    });
    document.fonts.add(font);
    font.load().catch(() => undefined);
  };
  add();
  const fetchOnce = () => {
    if (noted()) return;
    fetch(face.url)
      .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(String(res.status)))))
      .then(() => localStorage.setItem(face.stored, face.url))
      .catch(() => undefined);
  };
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(fetchOnce, { timeout: 2000 }) : fetchOnce();
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  // The guest leaving for another page: following a link or sending a form.
  addEventListener('click', (e) => e.target instanceof Element && e.target.closest('a[href]') && add(), true);
  addEventListener('submit', add, true);
}

/** The line in an Urdu page's head, with the face's file as this build names it. */
export const urduFaceScript = (face: Face = URDU_FACE) => `(${keepUrduFace.toString()})(${JSON.stringify(face)})`;
