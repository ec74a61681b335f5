import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

// The storefront is a single-page app served by the API in production; in dev Vite proxies the API.
export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the shop supports (ES2022) knows modulepreload; no polyfill in the app shell.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': api,
      '/img': api,
    },
  },
});
