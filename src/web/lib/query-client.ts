import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import { isClientError } from './api-client';

const MINUTE = 60_000;

/** Spec section 9: general queries 5 min fresh / 10 min kept; categories 15/30; products 30/60. */
export const CACHE = {
  general: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  categories: { staleTime: 15 * MINUTE, gcTime: 30 * MINUTE },
  products: { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE },
} as const;

/** Up to 2 retries, none on 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < 2;
}

/** Delay doubling from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorTitle?: string; errorMessage?: string; silent404?: boolean };
  }
}

/**
 * The browser's client toasts the spec's failure messages. The server's (which renders a page before
 * sending it) neither toasts nor retries: a failed query is simply left for the browser to fetch.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The spec's failure toasts ('Failed to fetch categories', …) are declared on each query's meta.
      onError: (error, query) => {
        const meta = query.meta;
        if (server || !meta?.errorMessage) return;
        if (meta.silent404 && isClientError(error)) return;
        toast.error(meta.errorTitle ?? 'Error', { description: meta.errorMessage });
      },
    }),
    defaultOptions: {
      queries: {
        ...CACHE.general,
        retry: server ? false : shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
