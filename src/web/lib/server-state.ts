import { type DehydratedState, type QueryKey, type QueryState, hashKey } from '@tanstack/react-query';
import { categoryImageUrl, productImageUrl } from '../../shared/generated-art';

/** The id of the script element that carries the server's query cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/**
 * A query the server's render fetched, as the page carries it: its key, its data and when it was fetched.
 * Only queries that succeeded are sent (dehydrate's default), so the rest of TanStack's state for each
 * (its hash, counters, status, meta) is the same on every one and is filled in again by the browser.
 */
export type PageQuery = [queryKey: QueryKey, data: unknown, dataUpdatedAt: number];

/** The server's dehydrated cache as the page carries it (see packData). */
export function pageQueries(state: DehydratedState): PageQuery[] {
  return state.queries.map(({ queryKey, state: { data, dataUpdatedAt } }) => [
    queryKey,
    packData(queryKey, data),
    dataUpdatedAt,
  ]);
}

/** The page's queries as TanStack's hydrate takes them. */
export function dehydratedState(queries: readonly PageQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(([queryKey, data, dataUpdatedAt]) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: dataUpdatedAt,
      state: answeredState(unpackData(queryKey, data), dataUpdatedAt),
    })),
  };
}

/** The state of a query that has its data and is not fetching. */
export function answeredState(data: unknown, dataUpdatedAt: number): QueryState {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  };
}

type Item = Record<string, unknown>;

/**
 * What a page's data leaves out: a product's or category's image while it is the generated art at its
 * slug's address (unpackData puts it back), and product cards' unit prices, which the storefront works out
 * from the name and price as it draws a card (shared/unit-price.ts) and does not read from the data.
 */
function packData(queryKey: QueryKey, data: unknown): unknown {
  if (queryKey[0] === 'products') {
    return mapCards(data, ({ unitPrice: _unitPrice, ...card }) => ({
      ...withoutGeneratedImage(card, productImageUrl),
      variants: (card.variants as Item[]).map(({ unitPrice: _variantUnitPrice, ...variant }) => variant),
    }));
  }
  if (queryKey[0] === 'categories' && queryKey[1] === 'nav' && Array.isArray(data)) {
    return data.map((category: Item) => withoutGeneratedImage(category, categoryImageUrl));
  }
  return data;
}

function unpackData(queryKey: QueryKey, data: unknown): unknown {
  if (queryKey[0] === 'products') return mapCards(data, (card) => withImage(card, productImageUrl));
  if (queryKey[0] === 'categories' && queryKey[1] === 'nav' && Array.isArray(data)) {
    return data.map((category: Item) => withImage(category, categoryImageUrl));
  }
  return data;
}

function withoutGeneratedImage(item: Item, generated: (slug: string) => string): Item {
  if (item.image !== generated(String(item.slug))) return item;
  const { image: _image, ...rest } = item;
  return rest;
}

const withImage = (item: Item, generated: (slug: string) => string): Item =>
  'image' in item ? item : { ...item, image: generated(String(item.slug)) };

/** Every product card in a products query's data (a page of them, a rail, one product) through `card`. */
function mapCards(data: unknown, card: (card: Item) => Item): unknown {
  if (Array.isArray(data)) return data.map((item) => mapCards(item, card));
  if (!data || typeof data !== 'object') return data;
  const record = data as Item;
  if (Array.isArray(record.products))
    return { ...record, products: record.products.map((item) => mapCards(item, card)) };
  return Array.isArray(record.variants) && typeof record.slug === 'string' ? card(record) : data;
}

/** JSON safe to put inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
