import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { buildReadyApp, createTestDatabase, testConfig } from '../../test/harness';

describe('GET /api/content/social-links', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const linksWith = async (env: Record<string, string>) => {
    const config = testConfig(env);
    const app = await buildReadyApp(config, database);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/content/social-links' });
      expect(response.statusCode).toBe(200);
      return response.json() as unknown;
    } finally {
      await app.close();
    }
  };

  it('lists none while none is configured, never the networks’ home pages', async () => {
    expect(await linksWith({})).toEqual([]);
  });

  it('lists only the configured networks, in the footer’s order', async () => {
    expect(
      await linksWith({
        SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@desigrocer',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/desigrocer',
      }),
    ).toEqual([
      { network: 'facebook', href: 'https://www.facebook.com/desigrocer' },
      { network: 'youtube', href: 'https://www.youtube.com/@desigrocer' },
    ]);
  });

  it('refuses a link that is not a URL when the server starts', () => {
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'instagram.com/desigrocer' })).toThrow(/SOCIAL_INSTAGRAM_URL/);
  });
});
