import { type DehydratedState, type QueryKey, hashKey } from '@tanstack/react-query';

/** The id of the script element that carries the server's query cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/**
 * A query the server's render fetched, as the page carries it: its key, its data and when it was fetched.
 * Only queries that succeeded are sent (dehydrate's default), so the rest of TanStack's state for each
 * (its hash, counters, status, meta) is the same on every one and is filled in again by the browser.
 */
export type PageQuery = [queryKey: QueryKey, data: unknown, dataUpdatedAt: number];

/** The server's dehydrated cache as the page carries it. */
export function pageQueries(state: DehydratedState): PageQuery[] {
  return state.queries.map(({ queryKey, state: { data, dataUpdatedAt } }) => [
    queryKey,
    queryKey[0] === 'products' ? withoutUnitPrices(data) : data,
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
      state: {
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
      },
    })),
  };
}

/**
 * Product cards (a list, a rail, a product) without the API's unit prices: the storefront works each one
 * out from the name and price as it draws it (shared/unit-price.ts), so they would only be carried.
 */
function withoutUnitPrices(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutUnitPrices);
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.products)) return { ...record, products: record.products.map(withoutUnitPrices) };
  if (!Array.isArray(record.variants)) return data;
  const { unitPrice: _card, ...card } = record;
  return {
    ...card,
    variants: record.variants.map((variant: Record<string, unknown>) => {
      const { unitPrice: _variant, ...rest } = variant;
      return rest;
    }),
  };
}

/** JSON safe to put inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
