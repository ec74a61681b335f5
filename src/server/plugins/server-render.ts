import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOCK_HEADER } from '../lib/clock';
import { TtlCache } from '../lib/ttl-cache';
import type { RenderAnswers } from '../../shared/render-answers';
import { isSignedInPage } from '../../shared/signed-in-pages';
import { isSaleDay } from '../../shared/thursday-sale';
import { sessionCookie } from '../modules/auth/session-cache';
import { APP_LOADER } from './app-loader';
import { createRenderAnswers } from './server-render-answers';

/** The built server renderer (src/web/entry-server.tsx, bundled to dist/ssr by scripts/build-server.mjs). */
interface ServerRenderer {
  renderPage(
    url: string,
    shared?: RenderAnswers,
  ): Promise<{ status: number; html: string; head: string; state: string }>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  setServerOrigin(origin: string): void;
}

/** Requests the renderer makes to the API are marked so the request log does not count them. */
export const SERVER_RENDER_HEADER = 'x-server-render';

/**
 * Left to the browser, besides the pages behind sign-in (`isSignedInPage`, guarded there): the cart, which for a guest lives in the
 * browser's storage (a server render would flash "Your cart is empty"); and the sign-in forms, which
 * must never be submitted before the app takes them over (the browser would put the password in the URL).
 */
const BROWSER_ONLY_PAGES = /^\/(cart|login|signup|forgot-password|reset-password|admin\/login)(\/|$)/;

/**
 * How long a page rendered for a visitor who is not signed in is reused for the next such visitors.
 * Rendering the home page holds the server's single thread for up to three passes of React over about
 * a thousand elements, plus its API reads (bench/README.md "Storefront" has the cost); reused, a burst
 * of visitors costs one render per page per interval. The data may be that much older, well within
 * what the app itself treats as fresh (products 30 min, spec "Caching"); stock and prices are checked
 * again when a product is added and at checkout.
 */
const ANONYMOUS_PAGE_TTL_MS = 5_000;
/** Pages kept for anonymous visitors: at most 100, and 8 M characters of HTML in all. */
const ANONYMOUS_PAGE_CAP = { entries: 100, weight: 8 * 1024 * 1024 };

type RenderedHtml = { status: number; html: string } | null;

/**
 * Renders storefront pages on the server: the page's components run here with the shopper's cookie,
 * their API calls go through Fastify's in-process router (no network), and the HTML, head tags and
 * query cache are spliced into index.html. Any failure falls back to the plain single-page shell.
 * `onCatalogChange` registers a callback for when products, brands or categories change.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  {
    entryPath,
    publicUrl,
    template,
    onCatalogChange,
  }: { entryPath: string; publicUrl: string; template: string; onCatalogChange?: (changed: () => void) => void },
) {
  if (!existsSync(entryPath)) return null;
  // The page around the rendered app, prepared once: with the shell's own title and description, and
  // without them for pages that bring their own.
  const shell = loadScriptsAfterPaint(template);
  const shellWithoutMeta = shell
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  const renderer = (await import(pathToFileURL(entryPath).href)) as ServerRenderer;
  // The page request's cookie, test clock and address, handed to the API calls its render makes (the
  // address so the session check counts against the shopper's own rate limit, not one shared by all).
  const pageRequest = new AsyncLocalStorage<{ cookie?: string; clock?: string; ip: string }>();
  renderer.setServerOrigin(publicUrl);
  renderer.setApiTransport(async (path, init) => {
    const { cookie, clock, ip } = pageRequest.getStore() ?? {};
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      remoteAddress: ip,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(cookie ? { cookie } : {}),
        ...(clock ? { [CLOCK_HEADER]: clock } : {}),
        [SERVER_RENDER_HEADER]: '1',
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(reply.statusCode === 204 ? null : reply.body, { status: reply.statusCode });
  });

  async function render(request: FastifyRequest, shared?: RenderAnswers): Promise<RenderedHtml> {
    try {
      const clock = request.headers[CLOCK_HEADER];
      const page = await pageRequest.run(
        { cookie: request.headers.cookie, clock: typeof clock === 'string' ? clock : undefined, ip: request.ip },
        () => renderer.renderPage(request.url, shared),
      );
      const around = page.head ? shellWithoutMeta.replace('</head>', `  ${page.head}\n  </head>`) : shell;
      const html = around.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
      return { status: page.status, html };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; sending the single-page shell');
      return null;
    }
  }

  // Promises, so visitors arriving while a page renders share that render.
  const anonymousPages = new TtlCache<Promise<RenderedHtml>>(ANONYMOUS_PAGE_TTL_MS, ANONYMOUS_PAGE_CAP);
  // Their API answers too, so a page for another URL (a filter, a sort, a link's own query string) is
  // rendered from them in one pass; as fresh as a shared page, and forgotten when the catalog changes.
  const anonymousAnswers = createRenderAnswers(ANONYMOUS_PAGE_TTL_MS);
  onCatalogChange?.(() => anonymousAnswers.forget());
  return async function renderPageHtml(request: FastifyRequest): Promise<RenderedHtml> {
    const path = request.url.split('?')[0] ?? '/';
    if (isSignedInPage(path) || BROWSER_ONLY_PAGES.test(path)) return null;
    // A signed-in shopper's page shows their name and may differ by account: never shared.
    // A test's own clock is never shared either.
    if (sessionCookie(request.headers.cookie) || request.headers[CLOCK_HEADER]) return render(request);
    // Prices differ on sale days: a page kept from 23:59:59 Wednesday is not shown at 00:00 Thursday.
    const day = isSaleDay(request.now) ? 'sale' : 'regular';
    const key = `${day}:${request.url}`;
    const cached = anonymousPages.get(key);
    if (cached) return cached;
    const rendering = render(request, anonymousAnswers.forRender(day));
    anonymousPages.set(key, rendering);
    const page = await rendering;
    // A failed render is not kept: the next visitor tries again. A finished one is weighed by its HTML.
    if (!page) anonymousPages.delete(key);
    else if (anonymousPages.get(key) === rendering) anonymousPages.set(key, rendering, page.html.length);
    return rendering;
  };
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A rendered page is readable before its JavaScript runs, so the JavaScript waits for the first paint
 * (the inline loader, app-loader.ts) instead of competing with the HTML, CSS and first image for a slow
 * connection. The loader stays where the module script was, before the style sheet: an inline script
 * after a style sheet would wait for it, and hold up the parser meanwhile.
 */
function loadScriptsAfterPaint(template: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${APP_LOADER}</script>\n    `;
  return template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, loader);
}
