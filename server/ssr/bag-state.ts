/**
 * The bag's first frame (docs/decisions/049): the bag and checkout pages are the same for every guest, and their first
 * frame is the wait for the stored bag, which the page's script reads after the first screen (docs/decisions/046).
 * A guest whose bag is empty need not wait for it: a line in the page's head reads the stored bag before anything is
 * drawn and marks <html data-bag="empty">, and the stylesheet then shows the empty bag instead of the wait.
 */

/** The class of the wait, which only the bag's first frame has (app/components/cart/EmptyBag.tsx). */
export const BAG_WAIT_CLASS = 'bag-when-waiting';

/**
 * Empty: nothing stored, an empty list, or what cannot be read (which the app reads as empty too,
 * app/lib/stored-lists.ts), in localStorage and in the tab's sessionStorage, where the bag lived before and whence the
 * app carries it over (docs/decisions/065). Kept in step with the key there ('cart').
 */
export const BAG_STATE_SCRIPT =
  "var n=0;['localStorage','sessionStorage'].forEach(function(s){try{var b=JSON.parse(window[s].getItem('cart')||'[]');" +
  "if(Array.isArray(b))n+=b.length}catch(e){}});if(!n)document.documentElement.dataset.bag='empty'";

/** The page with the line in its head (with the render's script nonce) when it is the bag's first frame; any other page unchanged. */
export function withBagState(html: string, nonce: string): string {
  if (!html.includes(BAG_WAIT_CLASS)) return html;
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  return `${html.slice(0, head)}<script nonce="${nonce}">${BAG_STATE_SCRIPT}</script>${html.slice(head)}`;
}
