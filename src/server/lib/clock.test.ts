import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { CLOCK_HEADER, currentNow, registerRequestClock } from './clock';

async function appWithClock(override: boolean) {
  const app = Fastify();
  registerRequestClock(app, { override });
  app.get('/now', (request) => ({ now: request.now.toISOString() }));
  // Below the handler, after an await, the same moment.
  app.post('/later', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { now: currentNow().toISOString() };
  });
  await app.ready();
  return app;
}

describe('request clock', () => {
  it('answers as of the header only when the override is on', async () => {
    const moment = '2026-11-26T06:00:00.000Z';
    const on = await appWithClock(true);
    const off = await appWithClock(false);
    const asked = { method: 'GET' as const, url: '/now', headers: { [CLOCK_HEADER]: moment } };
    expect((await on.inject(asked)).json().now).toBe(moment);
    const ignored = new Date((await off.inject(asked)).json().now).getTime();
    expect(Math.abs(ignored - Date.now())).toBeLessThan(5_000);
    // A header that is not a date leaves the real clock.
    const bad = (await on.inject({ ...asked, headers: { [CLOCK_HEADER]: 'thursday' } })).json().now;
    expect(Math.abs(new Date(bad).getTime() - Date.now())).toBeLessThan(5_000);
    const later = await on.inject({ method: 'POST', url: '/later', headers: { [CLOCK_HEADER]: moment }, payload: {} });
    expect(later.json().now).toBe(moment);
    await Promise.all([on.close(), off.close()]);
  });

  it('is on in tests, off otherwise, and refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).clockOverride).toBe(true);
    expect(loadConfig({}).clockOverride).toBe(false);
    expect(loadConfig({ CLOCK_OVERRIDE: 'on' }).clockOverride).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OVERRIDE: 'on' })).toThrow(ConfigError);
  });
});
