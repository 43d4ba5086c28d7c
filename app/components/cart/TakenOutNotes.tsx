import type { TakenOut } from '../../../core/cart-line';
import { dismissTakenOut } from '../../lib/cart-store';
import { useT } from '../../lib/i18n';

/** The notes of pieces taken out of the bag or the wishlist, and why (TakenOutNotice loads it when there are any). */
export default function TakenOutNotes({ list, notes }: { list: 'cart' | 'wishlist'; notes: readonly TakenOut[] }) {
  const t = useT();
  return (
    <div role="alert" className="form-alert taken-out">
      {notes.map((n) => (
        <p key={n.TagNo}>{t('bag.takenOut', { name: n.name, tag: n.TagNo, why: n.why, list })}</p>
      ))}
      <button type="button" className="btn btn-small btn-outline" onClick={() => dismissTakenOut(list)}>
        {t('bag.ok')}
      </button>
    </div>
  );
}
