import { type FetchQueryOptions, type QueryClient, dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app-providers';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api-client';
import {
  HEAD_ELEMENT_MARK,
  type PageMeta,
  ServerPageMeta,
  fullTitle,
  headElements,
  setServerOrigin,
  siteOrigin,
} from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { renderWithIconSprite } from './lib/icon-sprite';
import { SERVER_STATE_ID, answeredState, pageQueries, scriptJson } from './lib/server-state';
import { preloadEveryLazyComponent } from './lib/lazy-component';
import { AppRoutes, routes } from './routes';
import { escapeHtml } from '../shared/escape-html';
import type { RenderAnswers } from '../shared/render-answers';

/**
 * Renders a storefront page to HTML on the server, with the data its components ask for, so the
 * shopper sees the page before any JavaScript runs; the browser then hydrates it (main.tsx).
 * Built into dist/ssr by scripts/build-server.mjs and used by the server's web-app plugin.
 */
export { setApiTransport, setServerOrigin, type ApiTransport };

/** Each render can reveal queries that need the answers of earlier ones (a product, then its related items). */
const MAX_PASSES = 3;

export interface RenderedPage {
  status: number;
  /** Goes inside <div id="root">. */
  html: string;
  /** Goes at the end of <head>: title, description, Open Graph, JSON-LD. */
  head: string;
  /** Goes after the root element: the sprite of the page's icons and the query cache the browser starts with. */
  state: string;
}

const everyComponentLoaded = preloadEveryLazyComponent();

/**
 * Records every enabled query the render asked for, so they can be fetched before the next pass. A query
 * that `shared` has an answer for gets it at once, before its component reads it, so the component
 * renders with its data in this pass; those are returned as `seeded`.
 */
function trackQueries(client: QueryClient, shared?: RenderAnswers) {
  const wanted = new Map<string, FetchQueryOptions>();
  const seeded = new Set<string>();
  const cache = client.getQueryCache();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const resolved = defaults(options);
    const enabled = resolved.enabled === undefined || resolved.enabled === true;
    if (!enabled || !resolved.queryKey) return resolved;
    const hash = resolved.queryHash;
    wanted.set(hash, resolved as FetchQueryOptions);
    const answer = shared && !seeded.has(hash) && !cache.get(hash) ? shared.get(hash) : undefined;
    if (answer) {
      // Marked first: building the query asks for its options again.
      seeded.add(hash);
      cache.build(client, resolved, answeredState(answer.data, answer.updatedAt));
    }
    return resolved;
  }) as typeof client.defaultQueryOptions;
  return { wanted, seeded };
}

/** `shared`: answers other renders fetched, to use and to add to (only for visitors who are not signed in). */
export async function renderPage(url: string, shared?: RenderAnswers): Promise<RenderedPage> {
  await everyComponentLoaded;
  const client = createQueryClient({ server: true });
  try {
    return await renderWith(client, url, shared);
  } finally {
    // The storefront's queries keep their data for minutes (gcTime) behind a timer each; on the server
    // that timer would hold every rendered page's client and data long after the page was sent.
    client.clear();
  }
}

async function renderWith(client: QueryClient, url: string, shared?: RenderAnswers): Promise<RenderedPage> {
  const { wanted, seeded } = trackQueries(client, shared);
  let meta: PageMeta | null = null;
  const reportMeta = (pageMeta: PageMeta) => (meta = pageMeta);
  let rendered = { html: '', sprite: '' };
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    wanted.clear();
    rendered = renderWithIconSprite(() =>
      renderToString(
        <ServerPageMeta value={reportMeta}>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerPageMeta>,
      ),
    );
    const missing = [...wanted.values()].filter(
      (options) => client.getQueryState(options.queryKey)?.status === 'pending',
    );
    if (missing.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(missing.map((options) => client.prefetchQuery(options)));
  }
  if (shared) {
    for (const query of client.getQueryCache().getAll()) {
      if (query.state.status !== 'success' || seeded.has(query.queryHash)) continue;
      shared.set(query.queryHash, { data: query.state.data, updatedAt: query.state.dataUpdatedAt });
    }
  }
  return {
    status: isNotFound(url, client) ? 404 : 200,
    html: rendered.html,
    head: renderHead(meta, new URL(url, siteOrigin()).toString()),
    state: `${rendered.sprite}<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(pageQueries(dehydrate(client)))}</script>`,
  };
}

/** The catch-all route, or a page whose data the API does not have (an unknown product or category). */
function isNotFound(url: string, client: QueryClient): boolean {
  const matches = matchRoutes(routes, new URL(url, 'http://localhost').pathname) ?? [];
  if (matches.some((match) => match.route.path === '*')) return true;
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
}

function renderHead(meta: PageMeta | null, pageUrl: string): string {
  if (!meta) return '';
  const tags = headElements(meta, pageUrl).map(({ tag, attrs, json }) => {
    const attributes = Object.entries({ ...attrs, [HEAD_ELEMENT_MARK]: 'server' })
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return tag === 'script' ? `<script${attributes}>${scriptJson(json)}</script>` : `<${tag}${attributes} />`;
  });
  return [`<title>${escapeHtml(fullTitle(meta.title))}</title>`, ...tags].join('\n    ');
}
