import type { NotYetPageProps } from './components/not-yet-page';

/**
 * Admin pages whose tools belong to later work: none today (subscriptions and chat analytics are built).
 * Each would say what it is for and what is true today, never a banner promising pages to come.
 */
export const LATER_PAGES: (NotYetPageProps & { path: string })[] = [];
