import { Repeat } from 'lucide-react';
import type { NotYetPageProps } from './components/not-yet-page';

/**
 * Admin pages whose tools belong to later work (subscriptions).
 * Each says what it is for and what is true today, never a banner promising pages to come.
 */
export const LATER_PAGES: (NotYetPageProps & { path: string })[] = [
  {
    path: 'subscriptions',
    title: 'Subscriptions',
    Icon: Repeat,
    purpose: "Shoppers' recurring Subscribe & Save boxes: next deliveries, skips, pauses and failed orders.",
    meanwhile: <p>Shoppers cannot subscribe yet, so there are no subscriptions to manage.</p>,
  },
];
