import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { importedIconFiles, spriteIconsVite } from './scripts/sprite-icons.mjs';

const api = 'http://localhost:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script, style sheet and SVG, at the
 * highest levels, once at build time. The server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing on every request at a faster, weaker level: brotli at 11
 * is about a sixth smaller than gzip at 6 for our scripts.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assets, name);
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * React Router for the browser build. Its package resolves to its development build in every bundler; its
 * production build, beside it, differs only in turning its dev warnings off, so the build takes that. Its
 * components are made at the module's top level (`var Form = React.forwardRef(...)`) and named for React's
 * developer tools (`Form.displayName = "Form"`), and a bundler must keep such statements even when nothing uses
 * them: that kept the parts the shop never uses (`<Form>`, fetchers, `<Await>`, what they call) in every page's
 * first script. So those calls are marked pure and the names dropped (developer tools then show the function's
 * own name, e.g. `LinkWithRef`).
 */
function reactRouterForTheBrowser(): Plugin {
  // The real path, as the bundler names the module it loaded (node_modules may be a link).
  const production = `${realpathSync(fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url)))}/`;
  return {
    name: 'react-router-for-the-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? `${production}index.mjs` : null),
    transform(code, id) {
      if (!id.startsWith(production)) return null;
      return code
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
    },
  };
}

const iconFile = (id: string) => id.split(/[\\/]/).pop()!;
const inAdmin = (file: string) => /features[\\/]admin[\\/]/.test(file);
/** lucide icon files imported under src/web/features/admin and nowhere else in the web app. */
const storefrontIcons = importedIconFiles((file) => !inAdmin(file));
const adminOnlyIcons = new Set([...importedIconFiles(inAdmin)].filter((file) => !storefrontIcons.has(file)));

// The storefront is a single-page app served by the API in production; in dev Vite proxies the API.
export default defineConfig({
  root: '.',
  plugins: [reactRouterForTheBrowser(), spriteIconsVite(), react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the shop supports (ES2022) knows modulepreload; no polyfill in the app shell.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry carries every page chunk's name in its import() calls
        // and their preload lists, and names such as `checkout-success-page-` cost every page's first script
        // about 0.9 KB gzip. The build manifest (.vite/manifest.json) says which source each file holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // What every page needs before it can start, in one file instead of nine small ones.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Small modules the shop's pages share (a badge, money, a breadcrumb, the catalog's queries): one file
            // instead of a dozen of a few hundred bytes each, which compresses better and costs fewer requests.
            {
              name: 'shop-parts',
              test: /src[\\/](web[\\/](components[\\/](ui[\\/](badge|skeleton)|shop[\\/](stock-badge|rating-stars))|lib[\\/](use-hydrated|page-meta|catalog-queries)|features[\\/]catalog[\\/]components[\\/]breadcrumbs)|shared[\\/](money|stock|line-quantity|catalog-constants|search-constants))\.tsx?$/,
              priority: 0.5,
            },
            // Icons are a few hundred bytes each: one file for all of them costs less than a request each.
            // Icons only the staff area uses stay out of it, so shoppers never download them.
            {
              name: 'icons',
              test: (id: string) => /node_modules[\\/]lucide-react[\\/]/.test(id) && !adminOnlyIcons.has(iconFile(id)),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/img': api,
    },
  },
});
