// Lighthouse mobile runs against the production build, with Debian's Chromium.
// Usage: npm run build && node bench/web/lighthouse.mjs   (starts its own server on a fresh data dir, on
// LIGHTHOUSE_PORT, 3970 by default)
import { join } from 'node:path';
import { lighthouse, loadAverage, startShop } from './lighthouse-shop.mjs';

const { base, reportDir, stop } = await startShop(Number(process.env.LIGHTHOUSE_PORT ?? 3970));
try {
  const products = await (await fetch(`${base}/api/products?pageSize=1&sort=popularity`)).json();
  const allPages = {
    home: '/',
    category: '/products/category/spices-masalas',
    product: `/product/${products.products[0].slug}`,
    search: '/search?q=toor%20dal',
    deals: '/deals',
    cart: '/cart',
    checkout: '/checkout',
    recipes: '/recipes',
    recipe: '/recipes/dal-tadka',
  };
  // LIGHTHOUSE_PAGES=recipes,recipe measures only those pages (each run of all pages takes minutes).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only?.length || only.includes(name)));
  // A running shop is warm: its caches filled and its code compiled. Measure that, not the first request.
  for (let round = 0; round < 3; round++)
    for (const path of Object.values(pages)) await (await fetch(base + path)).text();
  const rows = [];
  // Lighthouse's own advice: several runs, report the median (by performance score).
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  for (const [name, path] of Object.entries(pages)) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const out = join(reportDir, `${name}-${i + 1}.json`);
      reports.push(lighthouse(base + path, out));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    const scores = reports.map((r) => Math.round(r.categories.performance.score * 100)).join('/');
    const audit = (id) => report.audits[id];
    const scriptBytes = (audit('network-requests').details.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push(
      `| ${name} (${path.length > 40 ? `${path.slice(0, 40)}…` : path}) | ${Math.round(report.categories.performance.score * 100)} (${scores}) | ${Math.round(report.categories.accessibility.score * 100)} | ${(audit('first-contentful-paint').numericValue / 1000).toFixed(2)} s | ${(audit('largest-contentful-paint').numericValue / 1000).toFixed(2)} s | ${(audit('speed-index').numericValue / 1000).toFixed(2)} s | ${Math.round(audit('total-blocking-time').numericValue)} ms | ${audit('cumulative-layout-shift').numericValue.toFixed(3)} | ${(scriptBytes / 1024).toFixed(1)} KB |`,
    );
  }
  console.log(`load average after the runs: ${loadAverage()}`);
  console.log(`### Storefront, Lighthouse 12 mobile (simulated slow 4G, 4× CPU slowdown), production build

| page | performance (median of runs) | accessibility | FCP | LCP | SI | TBT | CLS | JS transferred |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
} finally {
  stop();
}
