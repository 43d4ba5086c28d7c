import { lazy, Suspense, useState } from 'react';
import { Await, data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { deliveryText } from '../../core/delivery';
import { displayName, formatPKR } from '../../core/format';
import { pictureNames } from '../../core/media';
import { availabilityWord, offSaleStatus } from '../../core/availability';
import { whatsappLink } from '../../core/shop';
import { SIZE_REQUIRED } from '../../core/cart';
import { cardPiece } from '../../core/cart-line';
import { showsPriceBreakup, sizeKind, sizesFor } from '../../core/sizes';
import { purityProof } from '../../core/trust-record';
import { AddToCart } from '../components/AddToCart';
import { Gallery } from '../components/Gallery';
import { LazyWhenVisible } from '../components/LazyWhenVisible';
import { ScrollTopButton } from '../components/ScrollTopButton';
import { PurityProof } from '../components/PurityProof';
import { buyBackTerms } from '../../core/buy-back';
import { Specifications } from '../components/Specifications';
import { ChatIcon } from '../components/icons';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { imageUrl, inShop, listingHref, productHref } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/product';

const PriceBreakupDialog = lazy(() => import('../components/PriceBreakupDialog'));
const RelatedCarousel = lazy(() => import('../components/RelatedCarousel'));

/** Product detail, /product/{itemName}/{tagNo} (and /items?tagNo=). Related items stream after the piece. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tagNo = (params.tagNo ?? new URL(request.url).searchParams.get('tagNo') ?? '').trim();
  const item = tagNo ? await context.services.stockItem(tagNo) : null;
  if (!item) throw data(null, { status: 404 });
  const [rate, menu, trust, buyBack] = await Promise.all([
    context.services.goldRate(),
    context.services.menu(),
    context.services.trustRecord(item.TagNo),
    context.services.buyBack(),
  ]);
  const menuItem = menu.find((m) => m.ItemId === item.ItemId);
  return {
    item,
    rate,
    origin: context.publicUrl,
    listing: menuItem ? listingHref(menuItem) : null,
    // The words guests see for its item name (docs/decisions/078); its address keeps the stock's name.
    itemWords: menuItem?.ShownName ?? item.ItemName,
    // Purity and proof, its lines worked out here: the page's script carries none of its rules (§9.15).
    proof: purityProof(item, trust),
    // What the shop pays back for a piece of its kind, from the owner's settings (§9.16).
    buyBack: buyBackTerms(item.ItemType, buyBack, item.Karat),
    // Shown as cards: their fields only, not whole stock items (docs/decisions/054).
    related: context.services.relatedItems(item.ItemName, item.TagNo).then((items) => items.map((i) => cardPiece(i))),
  };
}

/**
 * The same address again loads nothing anew: the full-screen gallery's own history entry (docs/decisions/088) has the
 * page's address, and the Back that closes it must not fetch the piece again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod || currentUrl.href !== nextUrl.href ? defaultShouldRevalidate : false;
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return pageMeta('Piece not found', 'This piece is no longer in stock.');
  const { item, origin, itemWords } = d;
  const name = displayName(item);
  const pic = pictureNames(item)[0];
  const image = pic ? `${origin}${imageUrl(pic, 960)}` : `${origin}/placeholder.svg`;
  const url = `${origin}/product/${encodeURIComponent(item.ItemName)}/${encodeURIComponent(item.TagNo)}`;
  const description = `${name} (${item.TagNo}): ${item.Description} ${formatPKR(item.Price)}.`.slice(0, 300);
  return pageMeta(name, description, [
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'product:price:amount', content: String(item.Price) },
    { property: 'product:price:currency', content: 'PKR' },
    { tagName: 'link', rel: 'canonical', href: url },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        sku: item.TagNo,
        description: item.Description,
        image: pictureNames(item).map((n) => `${origin}${imageUrl(n, 960)}`),
        category: itemWords,
        offers: {
          '@type': 'Offer',
          price: item.Price,
          priceCurrency: 'PKR',
          availability: offSaleStatus(item.Status)
            ? 'https://schema.org/SoldOut'
            : item.Status.toLowerCase() === 'available'
              ? 'https://schema.org/InStock'
              : 'https://schema.org/PreOrder',
          url,
        },
      },
    },
  ]);
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { item, rate, listing, itemWords, related, proof, buyBack } = loaderData;
  const [size, setSize] = useState('');
  const [sizeMissing, setSizeMissing] = useState(false);
  const breakup = useLazyDialog();
  const name = displayName(item);
  const sizes = sizesFor(item.ItemName);
  const kind = sizeKind(item.ItemName);
  // docs/behaviour.md §4.13: a reserved or sold piece keeps its page, with nothing that puts it in the bag.
  const gone = offSaleStatus(item.Status);
  return (
    <div className="container product">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a {...inShop('/')}>Home</a> <span aria-hidden="true">/</span>{' '}
        {listing ? <a {...inShop(listing)}>{itemWords}</a> : <span>{itemWords}</span>} <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{name}</span>
      </nav>
      <div className="product-main">
        <Gallery item={item} name={name} />
        <section className="product-info" aria-labelledby="product-name">
          <h1 id="product-name">{name}</h1>
          <p className="code">
            Product code: <strong>{item.TagNo}</strong>
          </p>
          <div className="product-price-row">
            <p className="product-price">{formatPKR(item.Price)}</p>
            {gone ? <p className="gone-badge">{availabilityWord(item.Status)}</p> : null}
          </div>
          {showsPriceBreakup(item.ItemName) ? (
            <>
              <button type="button" className="link-btn" onClick={breakup.show}>
                View price breakup
              </button>
              {item.Karat && rate ? (
                <p className="muted rate-note">Price follows today's {item.Karat}K gold rate.</p>
              ) : null}
            </>
          ) : null}
          {gone ? (
            <div className="gone-box">
              <p className="gone-note">This piece is one of a kind and can no longer be bought online.</p>
              <a
                className="btn btn-whatsapp"
                href={whatsappLink(
                  `Salaam, I liked ${name} (${item.TagNo}), which is no longer available. Do you have a similar piece?`,
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon /> Ask for a similar piece
              </a>
            </div>
          ) : null}
          {sizes.length && !gone ? (
            <div className="size-select">
              <label htmlFor="size">{kind === 'ring' ? 'Ring size' : 'Bangle size'}</label>
              <select
                id="size"
                value={size}
                aria-invalid={sizeMissing || undefined}
                aria-describedby={sizeMissing ? 'size-error' : undefined}
                onChange={(e) => {
                  setSize(e.target.value);
                  setSizeMissing(false);
                }}
              >
                <option value="">Select size</option>
                {sizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <a
                {...inShop(
                  `${kind === 'ring' ? '/ring-size' : '/bangles-bracelets-size-guide'}?back=${encodeURIComponent(productHref(item))}`,
                )}
                className="small-link"
              >
                Size guide
              </a>
              {sizeMissing ? (
                <p id="size-error" role="alert" className="field-error size-error">
                  {SIZE_REQUIRED}
                </p>
              ) : null}
            </div>
          ) : null}
          {gone ? null : (
            <>
              <p className="delivery" aria-live="polite">
                {deliveryText(item, size || null)}
              </p>
              <AddToCart
                item={item}
                size={size}
                onSizeMissing={() => {
                  setSizeMissing(true);
                  document.getElementById('size')?.focus();
                }}
              />
            </>
          )}
          <p className="desc">{item.Description}</p>
          {gone ? null : (
            <a
              className="btn btn-whatsapp"
              href={whatsappLink(`Hello, I am interested in ${name} (product code ${item.TagNo}).`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon /> Ask on WhatsApp
            </a>
          )}
          <Specifications item={item} kind={itemWords} />
          <PurityProof proof={proof} buyBack={buyBack} />
        </section>
      </div>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">You may also like</h2>
        <Suspense fallback={<p className="muted">Loading related pieces…</p>}>
          <Await resolve={related}>
            {(items) =>
              items.length ? (
                <LazyWhenVisible minHeight={360}>
                  <RelatedCarousel items={items} />
                </LazyWhenVisible>
              ) : (
                <p className="muted">No related pieces right now.</p>
              )
            }
          </Await>
        </Suspense>
      </section>
      <ScrollTopButton />
      <LazyDialog dialog={breakup}>
        <PriceBreakupDialog open={breakup.open} onClose={breakup.close} item={item} rate={rate} />
      </LazyDialog>
    </div>
  );
}
