import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase, testConfig } from '../test/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app whose pino lines are kept, with one route that logs both ways and then fails. */
async function appWithLogs(database: Database, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  app.get('/api/test-failure', async (request) => {
    request.log.info('from the request logger');
    app.log.info('from the app logger, as services log');
    await new Promise((r) => setTimeout(r, 5));
    throw new Error('database said no');
  });
  return { app, lines };
}

describe('request ids', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes a new id for each request and ignores the header when no proxy is trusted', async () => {
    const { app } = await appWithLogs(database);
    const first = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-the-client' } });
    const second = await app.inject('/healthz');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    await app.close();
  });

  it("takes a trusted proxy's id, unless it is not a plain token", async () => {
    const { app } = await appWithLogs(database, { TRUST_PROXY_HOPS: '1' });
    const passed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c21.42' } });
    expect(passed.headers['x-request-id']).toBe('edge-7f3a9c21.42');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '{"level":60}']) {
      const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
    await app.close();
  });

  it('puts the id on every log line of the request (once) and in the 500 shown to staff', async () => {
    const { app, lines } = await appWithLogs(database);
    const response = await app.inject('/api/test-failure');
    const id = response.headers['x-request-id'] as string;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'An unexpected error occurred. Please try again.', requestId: id },
    });
    const ofRequest = lines.filter((line) => line.includes(id));
    const messages = ofRequest.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'from the request logger',
        'from the app logger, as services log',
        'request failed',
        'request',
      ]),
    );
    for (const line of ofRequest) expect(line.split('"requestId"').length - 1, line).toBe(1);
    // Lines outside any request carry no id.
    app.log.info('outside');
    expect(lines.at(-1)).not.toContain('requestId');
    await app.close();
  });
});
