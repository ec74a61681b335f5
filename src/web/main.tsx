import { hydrate } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { createQueryClient } from './lib/query-client';
import { type PageQuery, SERVER_STATE_ID, dehydratedState } from './lib/server-state';
import { AppRoutes, preloadPages, warmSignedInPages } from './routes';
import './styles.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * Marks the page as live (event handlers attached); browser tests wait for it after each load. Then asks for
 * the small chunk that loads the pages behind sign-in, so a link to the checkout or the account opens as fast
 * as any other page.
 */
function MarkInteractive() {
  useEffect(() => {
    performance.mark('interactive');
    document.documentElement.dataset.interactive = 'true';
    warmSignedInPages();
  }, []);
  return null;
}

const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
const app = () => (
  <AppProviders client={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <MarkInteractive />
  </AppProviders>
);

if (serverState && root.hasChildNodes()) {
  // The server rendered this page: take over its HTML with the same data and the same page chunk. In a task
  // of its own: evaluating the app's modules is one long task on a slow phone already, and asking for the
  // page's chunk (Vite's preload helper adds a link for each of its files) made it a quarter longer.
  setTimeout(() => {
    hydrate(queryClient, dehydratedState(JSON.parse(serverState) as PageQuery[]));
    void preloadPages(window.location.pathname).then(() =>
      // A transition lets React hydrate in short slices, so the page stays responsive meanwhile.
      startTransition(() => {
        hydrateRoot(root, app());
      }),
    );
  }, 0);
} else {
  // A page left to the browser (staff pages, the account) asks for its chunk now, beside the session
  // request, instead of after it.
  // A chunk that fails here is asked for again, and its error shown, when its page renders.
  preloadPages(window.location.pathname).catch(() => undefined);
  createRoot(root).render(app());
}
