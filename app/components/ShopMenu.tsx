import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import type { Menus } from '../lib/menus';

const loadColumns = () => import('./MegaMenu');
const MegaMenu = lazy(loadColumns);

/** The moves, once loaded: a key then moves focus at once, so the next key (typed fast) starts where it should. */
let navMoves: typeof import('./menu-keys') | undefined;
export const loadNavKeys = () => import('./menu-keys').then((m) => (navMoves = m));

/**
 * The main navigation's keys (docs/decisions/089): the arrows, Home and End, not in a form's field nor with a
 * modifier (Alt+Left is the browser's Back); Up and Down only in the Shop Online menu, elsewhere they scroll the page.
 * Kept from the page here and now; the moves themselves (menu-keys.ts) load when focus first enters the navigation.
 */
export function navKeys(e: KeyboardEvent<HTMLElement>) {
  const from = e.target as HTMLElement;
  if (!/^(Arrow|Home$|End$)/.test(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  if (from.closest('input, select, textarea') || (/Up|Down/.test(e.key) && !from.closest('.shop-menu'))) return;
  e.preventDefault();
  const nav = e.currentTarget;
  if (navMoves) void navMoves.moveFocus(nav, e.key);
  else void loadNavKeys().then((m) => m.moveFocus(nav, e.key));
}

/**
 * Desktop "Shop Online" menu: a disclosure button over columns built from stock names. The columns (about 140
 * elements, a third of a product page's) and their code (MegaMenu.tsx) come the first time it opens, not in every
 * page's HTML and script (docs/decisions/056, 089): a pointer over the button or focus on it starts the loading.
 * Once drawn they stay, hidden when it closes, so a requirement half typed in one is still there when it opens again.
 * It closes on Escape (focus back on its button), a click elsewhere, and focus leaving it (WCAG 2.4.11: the panel
 * would otherwise hide what Tab reaches next).
 */
export function ShopMenu({ menus }: { menus: Menus | undefined }) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const { pathname } = useLocation();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    };
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  if (!menus) return null;
  return (
    <div
      className={`shop-menu${open ? ' open' : ''}`}
      ref={ref}
      // Focus gone elsewhere in the page (Tab past the last link): a click elsewhere has no such target.
      onBlur={(e) => e.relatedTarget && !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="shop-menu-panel"
        onPointerEnter={loadColumns}
        onFocus={loadColumns}
        onClick={() => {
          setDrawn(true);
          setOpen(!open);
        }}
      >
        {t('listing.shopOnline')}{' '}
        <span aria-hidden="true" className="caret">
          ▾
        </span>
      </button>
      <div id="shop-menu-panel" className="mega">
        {drawn ? (
          <Suspense>
            <MegaMenu menus={menus} onPick={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
