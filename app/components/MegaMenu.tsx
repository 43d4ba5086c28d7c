import type { Menus } from '../lib/menus';
import { MenuColumn } from './MenuColumn';

/**
 * The columns of the desktop Shop Online menu (app/components/ShopMenu.tsx), loaded and drawn the first time a guest
 * opens it (docs/decisions/056, 089): the lists, the men's lists in one column, then watches.
 */
export default function MegaMenu({ menus, onPick }: { menus: Menus; onPick: () => void }) {
  return (
    <div className="container mega-grid">
      {menus.main
        .filter((l) => l.key !== 'watches')
        .map((l) => (
          <MenuColumn key={l.key} list={l} onPick={onPick} />
        ))}
      <div className="menu-col mens">
        <h3>Men's Jewellery</h3>
        {menus.mens.map((l) => (
          <MenuColumn key={l.key} list={l} category={`Men's ${l.title}`} onPick={onPick} />
        ))}
      </div>
      {menus.main
        .filter((l) => l.key === 'watches')
        .map((l) => (
          <MenuColumn key={l.key} list={l} onPick={onPick} />
        ))}
    </div>
  );
}
