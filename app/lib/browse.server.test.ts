import { describe, expect, it } from 'vitest';
import type { StockItem } from '../../core/api-schemas';
import { filtersOf, type Facets } from '../../core/listing-filters';
import type { Browse } from '../../server/services';
import { browsePage, facetsIn, filtersView, hrefWith } from './browse.server';

const facets: Facets = {
  totalCount: 3,
  facets: [
    {
      key: 'karat',
      title: 'Karat',
      options: [
        { value: '22', label: '22K', count: 3, chosen: true },
        { value: '21', label: '21K', count: 2, chosen: false },
      ],
    },
    {
      key: 'price',
      title: 'Price (PKR)',
      options: [
        { value: '0-50000', label: 'Under 50,000', count: 1, chosen: true },
        { value: '50000-100000', label: '50,000 to 1 lakh', count: 2, chosen: true },
        { value: '100000-200000', label: '1 to 2 lakh', count: 0, chosen: true },
      ],
    },
    { key: 'for', title: 'For', options: [{ value: 'men', label: 'Men', count: 1, chosen: false }] },
  ],
};
const path = '/Shop-Online/Gold/Rings/31';
const read = (query: string) => filtersOf(new URLSearchParams(query));

describe('hrefWith', () => {
  it('writes the filters and a chosen sort, never a page', () => {
    expect(hrefWith(path, [['karat', '22']], 'price-asc')).toBe(`${path}?karat=22&sort=price-asc`);
    expect(hrefWith(path, [], 'default')).toBe(path);
  });
});

describe('filtersView', () => {
  const filters = read('price=100000-200000&price=50000-100000&karat=22&price=0-50000&page=3');
  const view = filtersView(path, filters, 'price-desc', facets);

  it('lists the chosen values as the filters show them (cheapest band first), each with its label', () => {
    expect(view.chosen.map((c) => c.label)).toEqual(['22K', 'Under 50,000', '50,000 to 1 lakh', '1 to 2 lakh']);
  });

  it("links each chip to the canonical address without it (sort kept, page 1), and Clear all to the sort's alone", () => {
    const chip = view.chosen.find((c) => c.value === '50000-100000');
    expect(chip?.href).toBe(`${path}?karat=22&price=0-50000&price=100000-200000&sort=price-desc`);
    expect(view.chosen[0]?.href).toBe(`${path}?price=0-50000&price=100000-200000&price=50000-100000&sort=price-desc`);
    expect(view.clearHref).toBe(`${path}?sort=price-desc`);
  });

  it('marks the filters that take one value at a time', () => {
    expect(view.facets.map((f) => [f.key, f.single])).toEqual([
      ['karat', false],
      ['price', false],
      ['for', true],
    ]);
  });

  it('names a chosen value the facets do not list by the value itself', () => {
    const other = filtersView(path, read('metal=platinum'), 'default', facets);
    expect(other.chosen).toEqual([{ key: 'metal', value: 'platinum', label: 'platinum', href: path }]);
  });
});

describe('browsePage', () => {
  const piece = { TagNo: 'ZG-1', ItemName: 'Rings', ItemType: 'Gold', Price: 1, Images: [], Description: 'd' };
  const asked: Browse[] = [];
  const services = {
    browse: async (choice: Browse) => {
      asked.push(choice);
      return { ...facets, items: [piece as unknown as StockItem], totalCount: 21, pageNumber: 2, pageSize: 20 };
    },
  };

  it('reads page, sort and filters leniently and asks for them', async () => {
    const url = new URL(`http://shop${path}?page=2&sort=nonsense&karat=22&karat=99&price=1-2&for=men&for=women`);
    const page = await browsePage(services, url, { itemName: 'Rings', itemType: 'Gold' });
    expect(asked.at(-1)).toEqual({
      itemName: 'Rings',
      itemType: 'Gold',
      filters: { metal: [], karat: [22], price: [], weight: [], for: 'men', delivery: undefined },
      sort: 'default',
      pageNumber: 2,
      pageSize: 20,
    });
    expect(page.items).toEqual([
      { TagNo: 'ZG-1', ItemName: 'Rings', ItemPriceD: undefined, ItemType: 'Gold', Price: 1, Images: [] },
    ]);
    expect(page.filters.chosen.map((c) => c.label)).toEqual(['22K', 'Men']);
  });

  it('asks nothing for an empty search', async () => {
    const before = asked.length;
    const page = await browsePage(services, new URL('http://shop/Search/Gold/%20?karat=22'), { term: '' }, true);
    expect(asked.length).toBe(before);
    expect(page.totalCount).toBe(0);
    expect(page.filters.facets).toEqual([]);
  });
});

describe('facetsIn', () => {
  it('writes the English filters as the index does', async () => {
    const { PRICE_BANDS, WEIGHT_BANDS } = await import('../../core/listing-filters');
    const option = (value: string, label: string) => ({ value, label, count: 1, chosen: false });
    const [price, weight, karat, men] = facetsIn('en', [
      { key: 'price', title: 'Price (PKR)', options: PRICE_BANDS.map((b) => option(b.value, b.label)) },
      { key: 'weight', title: 'Weight', options: WEIGHT_BANDS.map((b) => option(b.value, b.label)) },
      { key: 'karat', title: 'Karat', options: [option('22', '22K')] },
      { key: 'for', title: 'For', options: [option('men', 'Men')] },
    ]);
    expect(price?.options.map((o) => o.label)).toEqual(PRICE_BANDS.map((b) => b.label));
    expect(weight?.options.map((o) => o.label)).toEqual(WEIGHT_BANDS.map((b) => b.label));
    expect(karat?.options[0]?.label).toBe('22K');
    expect(men?.title).toBe('For');
  });

  it('writes them in Urdu on Urdu pages, metals by their Urdu words', () => {
    const [metal, price, delivery] = facetsIn('ur', [
      { key: 'metal', title: 'Metal', options: [{ value: 'gold', label: 'Gold', count: 2, chosen: false }] },
      {
        key: 'price',
        title: 'Price (PKR)',
        options: [{ value: '100000-200000', label: '1 to 2 lakh', count: 1, chosen: true }],
      },
      {
        key: 'delivery',
        title: 'Delivery',
        options: [{ value: '7', label: 'Delivery in 7 working days', count: 1, chosen: false }],
      },
    ]);
    expect(metal?.title).toBe('دھات');
    expect(metal?.options[0]?.label).toBe('سونا');
    expect(price?.options[0]?.label).toBe('1 سے 2 لاکھ');
    expect(delivery?.options[0]?.label).toBe('7 کاروباری دنوں میں ڈیلیوری');
  });
});
