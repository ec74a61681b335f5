import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_ADMIN, seedDemoAccounts } from '../db/seed/demo-accounts';
import { followEmailLink, PASSWORD, post, signIn, startShop, type TestShop, uniqueEmail } from '../test/harness';

/** A local SMTP server stands in for the real one; everything else is the real app. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}
let smtp: SMTPServer;
const received: Received[] = [];
let shop: TestShop;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  shop = await startShop({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Desi Grocer <orders@shop.test>',
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The verification link as it appears in the quoted-printable text part. */
function linkIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /(http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+)/.exec(unfolded)![1]!;
}

describe('with SMTP_URL', () => {
  it('sends the verification email over SMTP and keeps nothing in the outbox', async () => {
    const email = uniqueEmail();
    const response = await post(shop, '/api/auth/sign-up/email', {
      fullName: 'Kavya Nair',
      email,
      phone: '4695550111',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.find((m) => m.to.includes(email))).toBeTruthy();
    const mail = received.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('orders@shop.test');
    expect(mail.raw).toMatch(/Subject: Verify your email for Desi Grocer/);
    const [outbox] = await shop.database.query<{ n: number }>('select count(*)::int as n from email_outbox');
    expect(outbox!.n).toBe(0);

    expect((await followEmailLink(shop, linkIn(mail.raw))).location).toBe('/login?verified=1');
    expect((await signIn(shop, email, PASSWORD)).response.statusCode).toBe(200);
  });
});

describe('developer outbox and production', () => {
  it('lists kept emails as JSON and as a page outside production', async () => {
    const dev = await startShop();
    try {
      const email = uniqueEmail();
      await post(dev, '/api/auth/request-password-reset', { email: DEMO_ADMIN.email });
      await seedDemoAccounts(dev.database);
      await post(dev, '/api/auth/request-password-reset', { email: DEMO_ADMIN.email });
      await post(dev, '/api/auth/request-password-reset', { email });
      const json = await dev.app.inject({ url: `/api/dev/emails?to=${encodeURIComponent(DEMO_ADMIN.email)}` });
      expect(json.json().emails).toEqual([
        expect.objectContaining({
          to: DEMO_ADMIN.email,
          kind: 'reset-password',
          link: expect.stringContaining('/api/auth/reset-password/'),
        }),
      ]);
      const page = await dev.app.inject({ url: '/dev/emails' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('Reset your Desi Grocer password');

      // Same database, production settings: no outbox pages, and Secure cookies.
      const production = await buildApp({
        config: loadConfig({
          NODE_ENV: 'production',
          WEB_DIST_DIR: '/nonexistent-web-build',
          AUTH_SECRET: 'p'.repeat(40),
        }),
        database: dev.database,
      });
      try {
        expect((await production.inject({ url: '/api/dev/emails' })).statusCode).toBe(404);
        const signedIn = await production.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: 'http://localhost:3000' },
          payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, rememberMe: true },
        });
        expect(signedIn.statusCode).toBe(200);
        const cookie = [signedIn.headers['set-cookie']].flat().find((c) => String(c).includes('session_token'))!;
        expect(cookie).toMatch(/^__Secure-shop\.session_token=/);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
      } finally {
        await production.close();
      }
    } finally {
      await dev.close();
    }
  });
});
