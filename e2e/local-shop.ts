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
  cpSync('dist', join(root, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(root, 'data'),
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
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
