// Lighthouse desktop on a staff page's first load (the admin is not server-rendered: its HTML is the app
// shell, then the session, the admin chunk, the page's chunk and the page's data).
// Usage: npm run build && node bench/web/lighthouse-admin.mjs   (starts its own server on a fresh data dir)
// ADMIN_PAGES=/admin/orders,/admin/products picks the pages; LIGHTHOUSE_RUNS (default 5) runs a page, median reported.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3971;
const base = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'admin@demo.test', password: 'Admin#2026!' };
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-admin-'));
const reportDir = process.env.LIGHTHOUSE_REPORTS ?? dataDir;
mkdirSync(reportDir, { recursive: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    JOBS: 'off',
  },
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
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
  const chromeFlags =
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const rows = [];
  for (const path of pages) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const out = join(reportDir, `${path.replaceAll('/', '_')}-${i + 1}.json`);
      const lighthouse = () =>
        spawnSync(
          'npx',
          [
            '--yes',
            'lighthouse@12.2.3',
            base + path,
            '--quiet',
            '--preset=desktop',
            '--output=json',
            `--output-path=${out}`,
            `--chrome-flags=${chromeFlags}`,
            `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
            '--only-categories=performance,accessibility',
          ],
          { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
        ).status;
      if (lighthouse() !== 0 && lighthouse() !== 0) throw new Error(`lighthouse failed twice on ${path}`);
      const report = JSON.parse(readFileSync(out, 'utf8'));
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
  console.log(
    `load average after the runs: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log(`### Admin first load, Lighthouse 12 desktop preset, production build, signed-in staff

| page | performance | accessibility | FCP | LCP | SI | TTI | TBT | CLS | JS transferred |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
