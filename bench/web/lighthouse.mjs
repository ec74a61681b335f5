// Lighthouse mobile runs against the production build, with Debian's Chromium.
// Usage: npm run build && node bench/web/lighthouse.mjs   (starts its own server on a fresh data dir)
// Lighthouse is fetched by npx at run time (lighthouse@12 still supports Node 20), so it is not part
// of every install.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3970;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
// The full reports stay in LIGHTHOUSE_REPORTS (if set) for a closer look at what costs time.
const reportDir = process.env.LIGHTHOUSE_REPORTS ?? dataDir;
mkdirSync(reportDir, { recursive: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const products = await (await fetch(`${base}/api/products?pageSize=1&sort=popularity`)).json();
  const allPages = {
    home: '/',
    category: '/products/category/spices-masalas',
    product: `/product/${products.products[0].slug}`,
    recipes: '/recipes',
    recipe: '/recipes/dal-tadka',
  };
  // LIGHTHOUSE_PAGES=recipes,recipe measures only those pages (each run of five pages takes minutes).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only?.length || only.includes(name)));
  const chromeFlags =
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
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
      const lighthouse = () =>
        spawnSync(
          'npx',
          [
            '--yes',
            'lighthouse@12.2.3',
            base + path,
            '--quiet',
            '--output=json',
            `--output-path=${out}`,
            `--chrome-flags=${chromeFlags}`,
            '--only-categories=performance,accessibility',
          ],
          { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
        ).status;
      // Lighthouse now and then fails to record its trace (NO_NAVSTART) and asks to be run again.
      if (lighthouse() !== 0 && lighthouse() !== 0) throw new Error(`lighthouse failed twice on ${path}`);
      reports.push(JSON.parse(readFileSync(out, 'utf8')));
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
  console.log(
    `load average after the runs: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log(`### Storefront, Lighthouse 12 mobile (simulated slow 4G, 4× CPU slowdown), production build

| page | performance (median of runs) | accessibility | FCP | LCP | SI | TBT | CLS | JS transferred |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
