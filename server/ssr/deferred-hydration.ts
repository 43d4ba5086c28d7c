/**
 * A storefront page's script starts once its first screen is drawn (docs/decisions/046-first-screen-before-script.md).
 *
 * React Router's <Scripts /> asks for the app's modules at the top of the page (`<link rel="modulepreload">`) and
 * imports them at once from an inline module script. On a phone over mobile data those 100 kB compete with the
 * page's own pictures and their evaluation holds the first paint. Here the preload links are taken out and the
 * module script is kept, word for word, as an inert block; a small script runs it on the window's `load` (the
 * HTML, its stylesheet and its first-screen pictures are in) or at the guest's first touch, key or focus,
 * whichever comes first, having added the same preloads then. The starter carries the render's script nonce and
 * gives it to the module script it makes, the one nonce the Content-Security-Policy allows (server/http/security.ts). The page's
 * stylesheet is linked at the same moment: the page itself holds only the rules its own elements use.
 */

import { HYDRATED_EVENT } from '../../core/constants';

// As React Router writes them, with the render's nonce (app/entry.server.tsx) or without.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const ROUTE_MODULES_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
/** The inert block's type: no browser runs it. */
export const DEFERRED_TYPE = 'text/x-zewar-deferred-module';

const starter = (hrefs: string[]) => `(() => {
  // The module script it starts carries this script's nonce, the one the page's CSP allows (server/http/security.ts).
  const nonce = document.currentScript ? document.currentScript.nonce : '';
  const earlyEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    earlyEvents.forEach((e) => removeEventListener(e, early, true));
    const add = (rel, href) => document.head.append(Object.assign(document.createElement('link'), { rel, href }));
    // The whole stylesheet, of which the page holds the rules its first screen uses (server/ssr/inline-css.ts).
    const sheet = document.getElementById('shop-css');
    if (sheet && sheet.dataset.href) add('stylesheet', sheet.dataset.href);
    for (const href of ${JSON.stringify(hrefs)}) add('modulepreload', href);
    const block = document.querySelector('script[type="${DEFERRED_TYPE}"]');
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = block.textContent;
    document.body.append(script);
  };
  const early = () => start();
  earlyEvents.forEach((e) => addEventListener(e, early, { capture: true, passive: true }));
  // A press or a send before the page is the app would be lost: the last one is kept and done again once it is.
  let again = null;
  // A link followed as the app starts can be dropped by the router taking over the address: pressed again, it is
  // the app's navigation (a plain left click on a link of this shop in this tab only).
  const press = (e) => {
    const at = e.target instanceof Element ? e.target : null;
    const button = at && at.closest('button, [role="button"]');
    const link = at && at.closest('a[href]');
    if (button && button.type !== 'submit') again = () => button.isConnected && button.click();
    else if (link && !link.target && link.origin === location.origin && !e.button && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey))
      again = () => link.isConnected && link.click();
  };
  const send = (e) => {
    e.preventDefault();
    const form = e.target;
    const by = e.submitter;
    again = () => form.isConnected && form.requestSubmit(by && by.isConnected ? by : undefined);
  };
  // What was typed or picked meanwhile is on the screen but not in the app's state: each such box is told again.
  // A text box through React's own value setter first (so React sees a change), then the browser's. A file box keeps
  // its files (its value can only be emptied): its own component reads them as it starts.
  const typed = new Set();
  const note = (e) => e.target.matches && e.target.matches('input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select') && typed.add(e.target);
  addEventListener('click', press, true);
  addEventListener('submit', send, true);
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  // A box left meanwhile is left again for the app, which shows its message as for a box left later.
  const left = new Set();
  const leave = (e) => e.target.matches && e.target.matches('input, textarea, select') && left.add(e.target);
  addEventListener('focusout', leave, true);
  addEventListener('${HYDRATED_EVENT}', () => {
    removeEventListener('click', press, true);
    removeEventListener('submit', send, true);
    removeEventListener('input', note, true);
    removeEventListener('change', note, true);
    removeEventListener('focusout', leave, true);
    for (const box of typed) {
      if (!box.isConnected) continue;
      const value = box.value;
      // The caret and a selection stay where the guest left them (setting a value moves the caret to its end, and
      // the next letter typed over a selected word would be added to it instead).
      let from = null, to = null;
      try { from = box.selectionStart; to = box.selectionEnd; } catch {}
      if (box.tagName !== 'SELECT') {
        box.value = value ? '' : ' ';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value').set.call(box, value);
      }
      box.dispatchEvent(new Event(box.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      if (from !== null && to !== null && box === document.activeElement) try { box.setSelectionRange(from, to); } catch {}
    }
    for (const box of left)
      if (box.isConnected && box !== document.activeElement) box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    // After the frame in which the form has taken in what was typed.
    if (again) requestAnimationFrame(() => setTimeout(again, 0));
  }, { once: true });
  // Once the frame that shows what the load brought (the first-screen pictures) is on the screen: a frame's
  // callbacks run before it is drawn, so the second frame's; then when the page is idle.
  const afterLoad = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 500 }) : start()), 0),
      ),
    );
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})();`;

/** The page holds React Router's module script (a page answered without scripts does not). */
export const hasRouterScript = (html: string) => ROUTE_MODULES_SCRIPT.test(html);

/**
 * The page's HTML with its modules asked for after the first screen; the HTML unchanged when it holds no
 * React Router module script (a page rendered without scripts).
 */
export function deferHydration(html: string, nonce: string): string {
  if (!hasRouterScript(html)) return html;
  const hrefs = new Set<string>();
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.add(href);
    return '';
  });
  return withoutPreloads.replace(
    ROUTE_MODULES_SCRIPT,
    (_script, body: string) =>
      `<script type="${DEFERRED_TYPE}">${body}</script><script nonce="${nonce}">${starter([...hrefs])}</script>`,
  );
}
