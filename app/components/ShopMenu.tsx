import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { inShop } from '../lib/links';
import { listingHref, type MenuList, type Menus } from '../lib/menus';
import { ComingSoon } from './ComingSoon';

/** One list of the menu; an empty one offers Request Requirement for its category (e.g. "Men's Palladium"). */
export function MenuColumn({
  list,
  onPick,
  category = list.title,
  showTitle = true,
}: {
  list: MenuList;
  onPick?: () => void;
  category?: string;
  showTitle?: boolean;
}) {
  return (
    <div className="menu-col">
      {showTitle ? <h3>{list.title}</h3> : null}
      {list.items.length ? (
        <ul>
          {list.items.map((m) => (
            <li key={m.ItemId}>
              <a {...inShop(listingHref(m))} onClick={onPick}>
                {m.ShownName}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ComingSoon category={category} />
      )}
    </div>
  );
}

/**
 * Desktop "Shop Online" menu: a disclosure button over columns built from stock names. The columns (about 140
 * elements, a third of a product page's) are drawn the first time it opens, not in every page's HTML: the server
 * renders and the browser hydrates them only for the guest who opens it (docs/decisions/056). Once drawn they stay,
 * hidden when it closes, so a requirement half typed in one is still there when it opens again.
 */
export function ShopMenu({ menus }: { menus: Menus | undefined }) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
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
    <div className={`shop-menu${open ? ' open' : ''}`} ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="shop-menu-panel"
        onClick={() => {
          setDrawn(true);
          setOpen(!open);
        }}
      >
        Shop Online{' '}
        <span aria-hidden="true" className="caret">
          ▾
        </span>
      </button>
      <div id="shop-menu-panel" className="mega">
        {drawn ? (
          <div className="container mega-grid">
            {menus.main
              .filter((l) => l.key !== 'watches')
              .map((l) => (
                <MenuColumn key={l.key} list={l} onPick={() => setOpen(false)} />
              ))}
            <div className="menu-col mens">
              <h3>Men's Jewellery</h3>
              {menus.mens.map((l) => (
                <MenuColumn key={l.key} list={l} category={`Men's ${l.title}`} onPick={() => setOpen(false)} />
              ))}
            </div>
            {menus.main
              .filter((l) => l.key === 'watches')
              .map((l) => (
                <MenuColumn key={l.key} list={l} onPick={() => setOpen(false)} />
              ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
