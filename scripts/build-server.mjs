// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// migrations beside it, so `npm start` runs plain JavaScript instead of compiling TypeScript at start.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { spriteIconsEsbuild } from './sprite-icons.mjs';

rmSync('dist/server', { recursive: true, force: true });
rmSync('dist/ssr', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The storefront's server renderer: the same React pages, rendered to HTML by the server. Its packages
// are bundled in (not left in node_modules) so the define below also picks React's production build:
// an external react-dom chooses its build from the process's NODE_ENV, which the demo shop leaves unset,
// and the development build renders slower and keeps more memory. `require` is provided for the
// CommonJS packages (react-dom/server) that ask for Node's own modules.
await build({
  entryPoints: ['src/web/entry-server.tsx'],
  outfile: 'dist/ssr/entry-server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  plugins: [spriteIconsEsbuild],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
