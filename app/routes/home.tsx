import { cardPiece } from '../../core/cart-line';
import { HOME_MENU_PREFIXES, HOME_PRODUCTS } from '../../core/constants';
import { pictureNames } from '../../core/media';
import { SHOP } from '../../core/shop';
import type { MenuItem, StockItem } from '../../core/api-schemas';
import { Picture } from '../components/Picture';
import { ProductGrid } from '../components/ProductGrid';
import { inShop, listingHref } from '../lib/links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/home';

const TILES = [
  { title: 'Luxury Watch', type: 'Watches', names: ['Mens Watches', 'Watches'] },
  { title: 'Engagement Rings', type: 'Diamond', names: ['Rings', 'Diamond'] },
  { title: 'Wedding & Eternity', type: 'Gold', names: ['Bangles', 'Rings'] },
  { title: 'Fine Jewellery', type: 'Gold', names: ['Necklace Set', 'Earrings', 'Chain'] },
] as const;

/**
 * Home (docs/behaviour.md §2.3): intro, category tiles, the menu list filtered by prefix, OUR PRODUCTS (first 8), the
 * banner.
 */
export async function loader({ context }: Route.LoaderArgs) {
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
  const categories = menu.filter(
    (m: MenuItem) => m.ItemType === 'Gold' && HOME_MENU_PREFIXES.some((p) => m.ItemName.startsWith(p)),
  );
  const silverMens = find('Silver', 'Mens Rings');
  return {
    tiles,
    categories,
    products: products.map((item) => cardPiece(item)),
    collectionHref: silverMens ? listingHref(silverMens) : null,
  };
}

export const meta = () =>
  pageMeta(
    `${SHOP.name} | Gold, Diamond & Silver Jewellery in Pakistan`,
    `${SHOP.tagline}. Gold, diamond, silver, platinum and palladium jewellery and watches, priced in PKR at today's gold rate. Delivery nationwide or collect from our Lahore showroom.`,
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tiles, categories, products, collectionHref } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container hero-text">
          <p className="eyebrow">{SHOP.name}</p>
          <h1>{SHOP.tagline}</h1>
          <p>
            Three generations of goldsmiths. Every piece hallmarked, weighed in front of you and priced at today's rate.
          </p>
          {collectionHref ? (
            <a className="btn" {...inShop(collectionHref)}>
              Shop The Collection
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
            aria-label="A gold ring turning in the light"
          />
        </div>
      </section>
      <section className="container tiles" aria-label="Collections">
        {tiles.map((t) => (
          <a key={t.title} {...inShop(t.href ?? '/')} className="tile">
            <Picture
              name={t.picture}
              alt=""
              sizes="(max-width: 600px) calc(50vw - 24px), 25vw"
              width={480}
              height={480}
              eager
            />
            <span>{t.title}</span>
          </a>
        ))}
      </section>
      {categories.length ? (
        <nav className="container chips" aria-label="Shop by category">
          {categories.map((c) => (
            <a key={c.ItemId} {...inShop(listingHref(c))}>
              {c.ShownName}
            </a>
          ))}
        </nav>
      ) : null}
      <section className="container" aria-labelledby="our-products">
        <h2 id="our-products" className="section-title">
          OUR PRODUCTS
        </h2>
        <ProductGrid items={products} eager={0} level={3} />
      </section>
      {collectionHref ? (
        <section className="collection-banner">
          <div className="container">
            <h2>Silver for him</h2>
            <p>Hand-finished sterling silver rings for men, from everyday bands to bold signet pieces.</p>
            <a className="btn btn-light" {...inShop(collectionHref)}>
              Shop The Collection
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}
