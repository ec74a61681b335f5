import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { GOOGLE_MOCK_PORT } from './e2e/ports';

// One fresh data directory per run (set once here; workers inherit it through the environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));
const PORT = 3210;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One browser in CI: on a 2-core machine two workers finished no sooner (the server and Chromium
  // already fill both cores) and made a staff journey flaky.
  workers: CI ? 1 : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    // A trace is recorded only for a failed test's retry: recording one for every passing test costs CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production build, served by the API as in production, on a fresh seeded database. CI builds
    // once before its other steps and sets E2E_SKIP_BUILD so the build is not made twice.
    // Accounts: a generous sign-in limit (every test signs in from 127.0.0.1), and Google pointed at the
    // local OpenID provider that e2e/google-sign-in.spec.ts starts on GOOGLE_MOCK_PORT.
    command: [
      `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}PORT=${PORT} DATA_DIR=${process.env.E2E_DATA_DIR} AUTH_RATE_LIMIT_MAX=1000`,
      // Requests may carry x-shop-now (src/server/lib/clock.ts): e2e/thursday-sale.spec.ts shops on a Thursday.
      `CLOCK_OVERRIDE=on`,
      // Staff's category and brand changes reach the storefront's lists at once, not after the minute
      // production keeps them (the journeys of e2e/admin-catalog-extras.spec.ts would wait it out).
      `CATALOG_CACHE=off`,
      `GOOGLE_CLIENT_ID=e2e-client GOOGLE_CLIENT_SECRET=e2e-secret`,
      `GOOGLE_DISCOVERY_URL=http://127.0.0.1:${GOOGLE_MOCK_PORT}/.well-known/openid-configuration`,
      `node scripts/start.mjs`,
    ].join(' '),
    // /readyz, not /healthz: the port answers while the database is migrated and seeded.
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
