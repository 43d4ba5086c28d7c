import { useState } from 'react';
import { useNavigate } from 'react-router';
import { displayName, formatPKR } from '../../core/format';
import { NO_SIZE, sizesFor } from '../../core/sizes';
import type { StockItem } from '../../core/api-schemas';
import { addToCart, toggleWishlist, useCart, useHydrated, useInWishlist } from '../lib/cart-store';
import { useShopLinks, useT } from '../lib/i18n';
import { LineThumb } from './cart/LineThumb';
import { Dialog } from './Dialog';
import { BagIcon, HeartIcon } from './icons';

/**
 * Add to cart, Buy now and the wishlist toggle of the product page (docs/behaviour.md §2.5, §4.2). A sized piece needs
 * a size first: the page shows the size message (§5.3) next to its size selector (onSizeMissing) and nothing is added.
 */
export function AddToCart({ item, size, onSizeMissing }: { item: StockItem; size: string; onSizeMissing: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const { inShop, to } = useShopLinks();
  const cart = useCart();
  // Until the page has hydrated a click would be lost: the buttons wait for the script.
  const ready = useHydrated();
  const inWishlist = useInWishlist(item.TagNo);
  const [dialog, setDialog] = useState<null | { added: boolean; size: string }>(null);
  const sized = sizesFor(item.ItemName).length > 0;
  const name = displayName(item);

  const put = () => {
    if (sized && !size) {
      onSizeMissing();
      return null;
    }
    return addToCart(item, sized ? size : null);
  };

  return (
    <div className="buy-box">
      <div className="buy-buttons">
        <button
          type="button"
          className="btn"
          disabled={!ready}
          onClick={() => {
            const r = put();
            if (r) setDialog({ added: r.added, size: r.line.selectedSize });
          }}
        >
          <BagIcon /> {t('product.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn-gold"
          disabled={!ready}
          onClick={() => {
            if (put()) navigate(to('/checkout'));
          }}
        >
          {t('product.buyNow')}
        </button>
        <button
          type="button"
          className={`btn btn-outline wish-toggle${inWishlist ? ' on' : ''}`}
          disabled={!ready}
          onClick={() => toggleWishlist(item)}
        >
          <HeartIcon solid={inWishlist} /> {t(inWishlist ? 'product.removeFromWishlist' : 'product.addToWishlist')}
        </button>
      </div>
      <Dialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={t(dialog?.added === false ? 'product.alreadyInBag' : 'product.addedToBag')}
      >
        <div className="added-to-bag">
          <div className="added-piece">
            <LineThumb item={item} size={96} />
            <div>
              <p className="added-name">{name}</p>
              <p className="muted">{t('product.addedCode', { tag: item.TagNo })}</p>
              {dialog && dialog.size !== NO_SIZE ? (
                <p className="muted">{t('product.addedSize', { size: dialog.size })}</p>
              ) : null}
              <p className="added-price">
                <bdi>{formatPKR(item.Price)}</bdi>
              </p>
            </div>
          </div>
          {dialog?.added === false ? <p className="muted">{t('product.alreadyText')}</p> : null}
          <p className="added-count">{t('product.cartItems', { count: cart.length })}</p>
          <div className="added-actions">
            <button type="button" className="btn btn-outline" onClick={() => setDialog(null)}>
              {t('product.continueShopping')}
            </button>
            <a className="btn" {...inShop('/checkout')} onClick={() => setDialog(null)}>
              {t('product.checkOut')}
            </a>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
