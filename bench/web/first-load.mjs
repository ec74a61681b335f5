// JS a page loads before it can render (the entry chunk, the page's lazy chunk, and their static imports),
// gzipped (the goal's measure) and as brotli (what the server sends browsers that take it).
// Usage: node bench/web/first-load.mjs [--budget KB]   (after `npm run build`, which writes the .gz and .br copies
// it sizes). With --budget it exits 1 when a page's gzipped JS is above it: CI's guard against a heavy module
// (zod, a chart library) slipping into the first script through one small import.
import { readFileSync, statSync } from 'node:fs';

const dist = new URL('../../dist/web/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const pages = {
  home: 'src/web/features/home/pages/home-page.tsx',
  category: 'src/web/features/catalog/pages/products-page.tsx',
  search: 'src/web/features/catalog/pages/search-page.tsx',
  deals: 'src/web/features/catalog/pages/deals-page.tsx',
  product: 'src/web/features/catalog/pages/product-page.tsx',
  cart: 'src/web/features/cart/pages/cart-page.tsx',
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
// The copies the server sends (precompressAssets in vite.config.ts: gzip level 9, brotli quality 11).
const gz = (file) => statSync(new URL(`${file}.gz`, dist)).size;
const br = (file) => statSync(new URL(`${file}.br`, dist)).size;

const rows = [];
for (const [name, src] of Object.entries(pages)) {
  const keys = closure(src, closure(entry));
  const js = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const jsBrotli = [...keys].reduce((sum, k) => sum + br(manifest[k].file), 0);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].reduce((sum, f) => sum + gz(f), 0);
  rows.push({
    page: name,
    'js KB gz': (js / 1024).toFixed(1),
    'js KB br': (jsBrotli / 1024).toFixed(1),
    files: keys.size,
    'css KB gz': (css / 1024).toFixed(1),
  });
}
console.table(rows);

const budget = process.argv.includes('--budget') ? Number(process.argv[process.argv.indexOf('--budget') + 1]) : null;
const over = budget === null ? [] : rows.filter((row) => Number(row['js KB gz']) > budget);
if (over.length > 0) {
  console.error(`First-load JS above the ${budget} KB budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
