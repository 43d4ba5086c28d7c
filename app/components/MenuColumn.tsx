import { inShop } from '../lib/links';
import { listingHref, type MenuList } from '../lib/menus';
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
