import { lazyHydrated } from '../../lib/lazy-component';

/** The search box with its suggestions, hydrated from its own chunk (one for the header's and the home page's). */
export const SearchBox = lazyHydrated(() => import('./search-box').then((module) => module.SearchBox));
