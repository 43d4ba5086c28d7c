/**
 * The arrow keys in the main navigation, after the WAI-ARIA disclosure navigation pattern (docs/behaviour.md §2.16,
 * docs/decisions/089): on the top row Left and Right move between its links and the Shop Online button, Home and End
 * to its first and last, Down on the button opens the menu at its first link; in the open menu Down and Up move
 * within a column (Up from a column's first link back to the button), Left and Right to the next or previous column,
 * Home and End to the menu's first and last link. Right to left (docs/decisions/094) Left and Right swap: Left moves
 * forward, to the next link or column, as the row and the columns are drawn from the right. Loaded when focus first enters the navigation (navKeys in
 * app/components/ShopMenu.tsx has already kept the key from scrolling the page).
 */

import { arrowStep } from '../lib/direction';

/** What takes focus in `el` and is shown: links and buttons, not those of a closed requirement form. */
const focusable = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>('a[href], button')].filter((x) => x.getClientRects().length > 0);

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

/** Moves focus from where it is now (after any key before this one has moved it) for `key`. */
export async function moveFocus(nav: HTMLElement, key: string) {
  const from = document.activeElement;
  if (!(from instanceof HTMLElement)) return;
  const panel = nav.querySelector<HTMLElement>('.mega');
  const button = panel?.parentElement?.querySelector<HTMLButtonElement>(':scope > button');
  if (panel?.contains(from)) {
    const columns = [...panel.querySelectorAll(':scope > .mega-grid > .menu-col')]
      .map(focusable)
      .filter((c) => c.length);
    const col = columns.findIndex((c) => c.includes(from));
    const links = columns[col] ?? [];
    const row = links.indexOf(from);
    const beside = (step: number) => {
      const c = columns[col + step];
      return c?.[Math.min(row, c.length - 1)];
    };
    const all = columns.flat();
    const step = arrowStep(key, nav);
    const to = {
      ArrowDown: links[row + 1],
      ArrowUp: row > 0 ? links[row - 1] : button,
      ArrowRight: beside(step),
      ArrowLeft: beside(step),
      Home: all[0],
      End: all.at(-1),
    }[key];
    to?.focus();
    return;
  }
  const top = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > a, :scope > ul > li > div > button')];
  const i = top.indexOf(from);
  if (i < 0) return;
  if (key === 'ArrowDown' && button && from === button) {
    if (button.getAttribute('aria-expanded') !== 'true') button.click();
    // The columns load and draw the first time it opens: wait for them (a few frames; up to 10 s on a slow line).
    const until = performance.now() + 10_000;
    while (panel && !focusable(panel).length && performance.now() < until) await nextFrame();
    if (panel) focusable(panel)[0]?.focus();
    return;
  }
  const step = arrowStep(key, nav);
  const to = { ArrowRight: top[i + step], ArrowLeft: top[i + step], Home: top[0], End: top.at(-1) }[key];
  to?.focus();
}
