// What both Lighthouse benches need: the production build started on a fresh data directory, and one
// Lighthouse run (fetched by npx at run time: lighthouse@12 still supports Node 20, and it stays out of
// every install) in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/** Starts dist/server/main.js on `port` and waits for /readyz. The full reports stay in LIGHTHOUSE_REPORTS if set. */
export async function startShop(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const reportDir = process.env.LIGHTHOUSE_REPORTS ?? dataDir;
  mkdirSync(reportDir, { recursive: true });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, reportDir, stop };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('server did not start');
}

/** One Lighthouse run of `url`, its JSON report written to `out` and returned. */
export function lighthouse(url, out, extraArgs = []) {
  const run = () =>
    spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.2.3',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility',
        ...extraArgs,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
    ).status;
  // Lighthouse now and then fails to record its trace (NO_NAVSTART) and asks to be run again.
  if (run() !== 0 && run() !== 0) throw new Error(`lighthouse failed twice on ${url}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
