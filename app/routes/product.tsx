import { lazy, Suspense, useState } from 'react';
import { Await, data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { deliveryDays } from '../../core/delivery';
import { itemNameIn } from '../../core/item-names';
import { localeOfPath } from '../../core/locale';
import { displayName, formatPKR } from '../../core/format';
import { pictureNames } from '../../core/media';
import { offSaleStatus } from '../../core/availability';
import { whatsappLink } from '../../core/shop';
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
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { imageUrl, listingHref, productHref } from '../lib/links';
import { patternsOfPage, wordsOfPage } from '../lib/messages.server';
import { availabilityKey } from '../components/Specifications';
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
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    item,
    rate,
    origin: context.publicUrl,
    listing: menuItem ? listingHref(menuItem) : null,
    // The words guests see for its item name (docs/decisions/078); its address keeps the stock's name.
    itemWords: itemNameIn(locale, item.ItemName, menuItem?.ShownName ?? item.ItemName),
    typeWords: itemNameIn(locale, item.ItemType),
    // Purity and proof, its lines worked out here: the page's script carries none of its rules (§9.15).
    proof: purityProof(item, trust, patternsOfPage(request, 'product')),
    // What the shop pays back for a piece of its kind, from the owner's settings (§9.16).
    buyBack: buyBackTerms(item.ItemType, buyBack, item.Karat, patternsOfPage(request, 'oldGold')),
    // Shown as cards: their fields only, not whole stock items (docs/decisions/054).
    ...wordsOfPage(request, 'product'),
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

export function meta({ data: d, matches }: { data: Route.MetaArgs['data']; matches: Parameters<typeof metaT>[0] }) {
  const t = metaT(matches);
  if (!d) return pageMeta(t('product.notFoundTitle'), t('product.notFoundDescription'));
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
  const { item, rate, listing, itemWords, typeWords, related, proof, buyBack } = loaderData;
  const t = useT();
  const { inShop } = useShopLinks();
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
      <nav aria-label={t('browse.breadcrumb')} className="breadcrumb">
        <a {...inShop('/')}>{t('nav.home')}</a> <span aria-hidden="true">/</span>{' '}
        {listing ? <a {...inShop(listing)}>{itemWords}</a> : <span>{itemWords}</span>} <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{name}</span>
      </nav>
      <div className="product-main">
        <Gallery item={item} name={name} />
        <section className="product-info" aria-labelledby="product-name">
          <h1 id="product-name">{name}</h1>
          <p className="code">
            <Msg
              id="product.code"
              values={{ tag: item.TagNo }}
              tags={{
                b: (w) => (
                  <strong>
                    <bdi>{w}</bdi>
                  </strong>
                ),
              }}
            />
          </p>
          <div className="product-price-row">
            <p className="product-price">
              <bdi>{formatPKR(item.Price)}</bdi>
            </p>
            {gone ? <p className="gone-badge">{t(availabilityKey(item.Status))}</p> : null}
          </div>
          {showsPriceBreakup(item.ItemName) ? (
            <>
              <button type="button" className="link-btn" onClick={breakup.show}>
                {t('product.viewBreakup')}
              </button>
              {item.Karat && rate ? (
                <p className="muted rate-note">{t('product.rateNote', { karat: item.Karat })}</p>
              ) : null}
            </>
          ) : null}
          {gone ? (
            <div className="gone-box">
              <p className="gone-note">{t('product.goneNote')}</p>
              <a
                className="btn btn-whatsapp"
                href={whatsappLink(t('product.similarMessage', { name, tag: item.TagNo }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon /> {t('product.askSimilar')}
              </a>
            </div>
          ) : null}
          {sizes.length && !gone ? (
            <div className="size-select">
              <label htmlFor="size">{t(kind === 'ring' ? 'product.ringSize' : 'product.bangleSize')}</label>
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
                <option value="">{t('product.selectSize')}</option>
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
                {t('product.sizeGuide')}
              </a>
              {sizeMissing ? (
                <p id="size-error" role="alert" className="field-error size-error">
                  {t('product.sizeRequired')}
                </p>
              ) : null}
            </div>
          ) : null}
          {gone ? null : (
            <>
              <p className="delivery" aria-live="polite">
                {t('product.delivery', { days: deliveryDays(item, size || null) })}
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
              href={whatsappLink(t('product.whatsappMessage', { name, tag: item.TagNo }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon /> {t('product.askWhatsapp')}
            </a>
          )}
          <Specifications item={item} kind={itemWords} type={typeWords} />
          <PurityProof proof={proof} buyBack={buyBack} />
        </section>
      </div>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t('product.related')}</h2>
        <Suspense fallback={<p className="muted">{t('product.relatedLoading')}</p>}>
          <Await resolve={related}>
            {(items) =>
              items.length ? (
                <LazyWhenVisible minHeight={360}>
                  <RelatedCarousel items={items} />
                </LazyWhenVisible>
              ) : (
                <p className="muted">{t('product.relatedNone')}</p>
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
