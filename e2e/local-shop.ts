import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A second, separately configured shop for journeys the main e2e server cannot run (Stripe keys): the
 * same production build (dist/, made by playwright.config.ts's webServer command), its own port and
 * fresh data directory with the demo data, started for real and stopped by its process id. It runs
 * from a copy of dist/, so a rebuild in the checkout meanwhile cannot swap its files mid-journey.
 */
export interface LocalShop {
  url: string;
  stop(): Promise<void>;
}

export async function startLocalShop(port: number, env: Record<string, string>): Promise<LocalShop> {
  const root = mkdtempSync(join(tmpdir(), 'e2e-shop-'));
  const dataDir = join(root, 'data');
  cpSync(await seededData(port), dataDir, { recursive: true });
  return runShop(root, port, dataDir, env);
}

let seeded: Promise<string> | undefined;

/**
 * The demo shop's data directory as a first start leaves it, made once per worker by a shop started on an
 * empty directory (its jobs off, so nothing but the seed is written) and stopped: each shop starts from a
 * copy instead of creating, migrating and seeding a database of its own.
 */
function seededData(port: number): Promise<string> {
  seeded ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-shop-data-'));
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const shop = await runShop(mkdtempSync(join(tmpdir(), 'e2e-shop-')), port, dataDir, { JOBS: 'off' });
    await shop.stop();
    return dataDir;
  })();
  return seeded;
}

/** Runs dist/ copied into `root` on `port` and `dataDir`; stopping it removes `root`. */
async function runShop(root: string, port: number, dataDir: string, env: Record<string, string>): Promise<LocalShop> {
  cpSync('dist', join(root, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // Nothing routes traffic away from it first: stopping need not wait.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop stopped while starting:\n${log}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The shop did not start within two minutes:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
