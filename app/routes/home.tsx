import type { MetaDescriptor } from 'react-router';
import { cardPiece } from '../../core/cart-line';
import { HOME_MENU_PREFIXES, HOME_PRODUCTS } from '../../core/constants';
import { pictureNames } from '../../core/media';
import { SHOP } from '../../core/shop';
import type { MenuItem, StockItem } from '../../core/api-schemas';
import { Picture } from '../components/Picture';
import { ProductGrid } from '../components/ProductGrid';
import { itemNameIn } from '../../core/item-names';
import { localeOfPath } from '../../core/locale';
import { metaT, useShopLinks, useT } from '../lib/i18n';
import { listingHref } from '../lib/links';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/home';

const TILES = [
  { title: 'home.tileWatches', type: 'Watches', names: ['Mens Watches', 'Watches'] },
  { title: 'home.tileEngagement', type: 'Diamond', names: ['Rings', 'Diamond'] },
  { title: 'home.tileWedding', type: 'Gold', names: ['Bangles', 'Rings'] },
  { title: 'home.tileFine', type: 'Gold', names: ['Necklace Set', 'Earrings', 'Chain'] },
] as const;

/**
 * Home (docs/behaviour.md §2.3): intro, category tiles, the menu list filtered by prefix, OUR PRODUCTS (first 8), the
 * banner.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { services } = context;
  const [menu, products] = await Promise.all([services.menu(), services.latestItems(HOME_PRODUCTS)]);
  const find = (type: string, name: string) => menu.find((m) => m.ItemType === type && m.ItemName === name);
  const tiles = await Promise.all(
    TILES.map(async (t) => {
      const m = t.names.map((n) => find(t.type, n)).find(Boolean);
      const first: StockItem | undefined = m
        ? (await services.stockPage({ itemName: m.ItemName, itemType: m.ItemType, pageSize: 4 })).items.find(
            (i) => pictureNames(i).length,
          )
        : undefined;
      return { title: t.title, href: m ? listingHref(m) : null, picture: first ? pictureNames(first)[0] : undefined };
    }),
  );
  const categories = menu
    .filter((m: MenuItem) => m.ItemType === 'Gold' && HOME_MENU_PREFIXES.some((p) => m.ItemName.startsWith(p)))
    .map((m) => ({ ItemId: m.ItemId, href: listingHref(m), words: itemNameIn(locale, m.ItemName, m.ShownName) }));
  const silverMens = find('Silver', 'Mens Rings');
  return {
    tiles,
    categories,
    products: products.map((item) => cardPiece(item)),
    collectionHref: silverMens ? listingHref(silverMens) : null,
    ...wordsOfPage(request, 'home'),
  };
}

/**
 * The tiles a phone shows on its first screen (two a row there): asked for at once, before anything else. The row
 * below waits for the layout like the rest of the page's pictures (a wider screen shows it at once and asks then),
 * so it does not share a phone's first round trips with the first screen (docs/decisions/105).
 */
const FIRST_ROW_ON_A_PHONE = 2;

type MetaMatches = Parameters<typeof metaT>[0];

export const meta = ({ matches }: { matches: MetaMatches }): MetaDescriptor[] => {
  const t = metaT(matches);
  return pageMeta(t('home.title', { shop: SHOP.name }), t('home.description', { tagline: t('home.tagline') }));
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tiles, categories, products, collectionHref } = loaderData;
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <>
      <section className="hero">
        <div className="container hero-text">
          <p className="eyebrow">{SHOP.name}</p>
          <h1>{t('home.tagline')}</h1>
          <p>{t('home.intro')}</p>
          {collectionHref ? (
            <a className="btn" {...inShop(collectionHref)}>
              {t('home.shopCollection')}
            </a>
          ) : null}
          <video
            className="hero-video"
            src="/intro.mp4"
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            width={480}
            height={480}
            aria-label={t('home.video')}
          />
        </div>
      </section>
      <section className="container tiles" aria-label={t('home.collections')}>
        {tiles.map((tile, i) => (
          <a key={tile.title} {...inShop(tile.href ?? '/')} className="tile">
            <Picture
              name={tile.picture}
              alt=""
              sizes="(max-width: 600px) calc(50vw - 24px), 25vw"
              width={480}
              height={480}
              eager={i < FIRST_ROW_ON_A_PHONE}
            />
            <span>{t(tile.title)}</span>
          </a>
        ))}
      </section>
      {categories.length ? (
        <nav className="container chips" aria-label={t('home.byCategory')}>
          {categories.map((c) => (
            <a key={c.ItemId} {...inShop(c.href)}>
              {c.words}
            </a>
          ))}
        </nav>
      ) : null}
      <section className="container" aria-labelledby="our-products">
        <h2 id="our-products" className="section-title">
          {t('home.ourProducts')}
        </h2>
        <ProductGrid items={products} eager={0} level={3} />
      </section>
      {collectionHref ? (
        <section className="collection-banner">
          <div className="container">
            <h2>{t('home.silverTitle')}</h2>
            <p>{t('home.silverText')}</p>
            <a className="btn btn-light" {...inShop(collectionHref)}>
              {t('home.shopCollection')}
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}
