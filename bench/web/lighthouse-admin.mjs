// Lighthouse desktop on a staff page's first load (the admin is not server-rendered: its HTML is the app
// shell, then the session, the admin chunk, the page's chunk and the page's data).
// Usage: npm run build && node bench/web/lighthouse-admin.mjs   (starts its own server on a fresh data dir)
// ADMIN_PAGES=/admin/orders,/admin/products picks the pages; LIGHTHOUSE_RUNS (default 5) runs a page, median reported.
import { join } from 'node:path';
import { lighthouse, loadAverage, startShop } from './lighthouse-shop.mjs';

const STAFF = { email: 'admin@demo.test', password: 'Admin#2026!' };
const { base, reportDir, stop } = await startShop(3971, { PUBLIC_URL: 'http://127.0.0.1:3971', JOBS: 'off' });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(STAFF),
  });
  if (!signIn.ok) throw new Error(`staff sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const pages = (process.env.ADMIN_PAGES ?? '/admin/orders').split(',').filter(Boolean);
  // Warm the server (caches, compiled code) the way a running shop is.
  for (let round = 0; round < 3; round++)
    for (const path of pages) {
      await (await fetch(base + path, { headers: { cookie } })).text();
      await (await fetch(`${base}/api/admin/orders?pageSize=25`, { headers: { cookie } })).text();
    }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const rows = [];
  for (const path of pages) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const out = join(reportDir, `${path.replaceAll('/', '_')}-${i + 1}.json`);
      const report = lighthouse(base + path, out, [
        '--preset=desktop',
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      ]);
      if (!report.finalDisplayedUrl?.includes(path)) throw new Error(`${path} ended at ${report.finalDisplayedUrl}`);
      reports.push(report);
    }
    const metric = (id) => reports.map((r) => r.audits[id].numericValue);
    const s = (values) =>
      `${(median(values) / 1000).toFixed(2)} s (${values.map((v) => (v / 1000).toFixed(2)).join('/')})`;
    const requests = reports[0].audits['network-requests'].details.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push(
      `| ${path} | ${median(reports.map((r) => Math.round(r.categories.performance.score * 100)))} | ${median(reports.map((r) => Math.round(r.categories.accessibility.score * 100)))} | ${s(metric('first-contentful-paint'))} | ${s(metric('largest-contentful-paint'))} | ${s(metric('speed-index'))} | ${s(metric('interactive'))} | ${Math.round(median(metric('total-blocking-time')))} ms | ${median(metric('cumulative-layout-shift')).toFixed(3)} | ${(scriptBytes / 1024).toFixed(1)} KB |`,
    );
    // Where the time went in the median-LCP run: the requests in the order they started, with their ends.
    const byLcp = [...reports].sort(
      (a, b) => a.audits['largest-contentful-paint'].numericValue - b.audits['largest-contentful-paint'].numericValue,
    )[Math.floor(reports.length / 2)];
    const start = Math.min(...byLcp.audits['network-requests'].details.items.map((r) => r.networkRequestTime));
    console.log(`requests of the median run (${path}), ms from the first:`);
    for (const r of byLcp.audits['network-requests'].details.items)
      console.log(
        `  ${Math.round(r.networkRequestTime - start)}–${Math.round(r.networkEndTime - start)} ${r.url.replace(base, '')}`,
      );
  }
  console.log(`load average after the runs: ${loadAverage()}`);
  console.log(`### Admin first load, Lighthouse 12 desktop preset, production build, signed-in staff

| page | performance | accessibility | FCP | LCP | SI | TTI | TBT | CLS | JS transferred |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
} finally {
  stop();
}
