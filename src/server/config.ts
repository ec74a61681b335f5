import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type SocialLinkDto } from '../shared/social-links';
import { type MediaStoreConfig, parseMediaStoreConfig } from './modules/media/media-store-config';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/** The only reader of process.env: parsed once, failing fast with one line per problem. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  /** Other sites (comma-separated origins) whose pages may write to the API, e.g. a second domain. */
  EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o),
      'EXTRA_ORIGINS must be comma-separated origins such as https://shop.example (scheme, host, port; no path)',
    ),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('dist/web'),
  /** Defaults to the renderer built beside the web app (dist/ssr/entry-server.js). */
  SERVER_RENDER_ENTRY: z.string().optional(),
  /** How many proxies sit in front of the shop; their X-Forwarded-For decides the client address (rate limits). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The operator's Prometheus scrape (GET /metrics) on its own port; off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** After SIGTERM: how long /readyz says "shutting down" while requests are still served. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Then: how long requests in flight may take to finish before the process gives up (exit 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().trim().min(3).default('Desi Grocer <no-reply@desigrocer.example>'),
  /** Where the shop is told about new contact, bulk-order and franchise messages. */
  SHOP_INBOX_EMAIL: z.email().default('hello@desigrocer.example'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Only for tests and local OpenID providers; Google's own discovery document otherwise. */
  GOOGLE_DISCOVERY_URL: z.string().url().default(GOOGLE_DISCOVERY_URL),
  AUTH_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'AUTH_SECRET must be at least 32 characters',
  ),
  /** Sign-in, sign-up and password attempts allowed per client address per minute. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  STRIPE_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || /^(sk|rk)_/.test(v),
    'STRIPE_SECRET_KEY must start with sk_ or rk_',
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || v.startsWith('whsec_'),
    'STRIPE_WEBHOOK_SECRET must start with whsec_',
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine(
    (v) => v === undefined || v.startsWith('pk_'),
    'STRIPE_PUBLISHABLE_KEY must start with pk_',
  ),
  /** Only for tests and local stand-ins; Stripe's own API otherwise. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** Where the payment page loads Stripe.js from; tests and offline demos point it at a local stand-in. */
  STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3/'),
  /** The shop's order-prefix flag (spec section 3): GO-… order numbers instead of US-…. */
  ORDER_PREFIX_GO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Orders per two-hour delivery window and day. */
  DELIVERY_SLOT_CAPACITY: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The in-process scheduler (abandoned-order release); tests run jobs by hand. */
  JOBS: z.enum(['on', 'off']).optional(),
  /** The shop's own pages on social networks, linked from the footer; each is left out while unset. */
  SOCIAL_FACEBOOK_URL: z.string().trim().url().optional(),
  SOCIAL_INSTAGRAM_URL: z.string().trim().url().optional(),
  SOCIAL_YOUTUBE_URL: z.string().trim().url().optional(),
  /** Tests and e2e only: requests may name the moment they are answered as of (src/server/lib/clock.ts). */
  CLOCK_OVERRIDE: z.enum(['on', 'off']).optional(),
  /** Tests and e2e only: off reads the category and brand lists, counts and list pages fresh on every request. */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** EXTRA_ORIGINS: accepted on writes besides PUBLIC_URL (see plugins/origin-check.ts). */
  extraOrigins: string[];
  demoData: boolean;
  logLevel: string;
  webDistDir: string;
  /** The server renderer of the storefront's pages (built with the web app); pages are sent unrendered without it. */
  serverRenderEntry: string;
  trustProxyHops: number;
  /** METRICS_PORT / METRICS_HOST: the operator's /metrics listener (plugins/metrics-server.ts); null when off. */
  metrics: { host: string; port: number } | null;
  /** SHUTDOWN_DRAIN_MS / SHUTDOWN_TIMEOUT_MS: the graceful stop on SIGTERM (main.ts). */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Unset: emails are kept in the email_outbox table (and logged) instead of sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  shopInboxEmail: string;
  /** null when GOOGLE_CLIENT_ID/SECRET are unset: the sign-in pages then offer no Google button. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  /** Unset: resolveAuthSecret() generates one and keeps it in DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  authRateLimitMax: number;
  /** null when the STRIPE_* keys are unset: the shop then runs its clearly labelled demo card processor. */
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string; apiUrl: string; jsUrl: string } | null;
  orderPrefix: 'US' | 'GO';
  deliverySlotCapacity: number;
  jobsEnabled: boolean;
  /** Where uploaded images are kept: DATA_DIR/media, or an S3-compatible bucket (MEDIA_STORE=s3, S3_*). */
  mediaStore: MediaStoreConfig;
  /** Whether a request's x-shop-now header sets its clock (src/server/lib/clock.ts); never in production. */
  clockOverride: boolean;
  /** CATALOG_CACHE=off: staff's catalog changes reach the storefront's lists at once (the e2e server). */
  catalogCacheOff: boolean;
  /** Cheap scrypt for password hashes (test-password-hashing.ts): NODE_ENV=test only, never settable. */
  testPasswordHashing: boolean;
  /** SOCIAL_*_URL: the footer's links, only those set, in the footer's order. */
  socialLinks: SocialLinkDto[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const media = parseMediaStoreConfig(env);
  if ('problems' in media) throw new ConfigError(`Invalid configuration: ${media.problems.join('; ')}`);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PUBLISHABLE_KEY];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY together, or none',
    );
  }
  if (e.CLOCK_OVERRIDE === 'on' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: CLOCK_OVERRIDE is for tests and cannot be on in production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    extraOrigins: e.EXTRA_ORIGINS,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    serverRenderEntry: resolve(e.SERVER_RENDER_ENTRY ?? join(e.WEB_DIST_DIR, '../ssr/entry-server.js')),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    metrics: e.METRICS_PORT ? { host: e.METRICS_HOST, port: e.METRICS_PORT } : null,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopInboxEmail: e.SHOP_INBOX_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : null,
    authSecret: e.AUTH_SECRET,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
            jsUrl: e.STRIPE_JS_URL,
          }
        : null,
    orderPrefix: e.ORDER_PREFIX_GO ? 'GO' : 'US',
    deliverySlotCapacity: e.DELIVERY_SLOT_CAPACITY,
    jobsEnabled: e.JOBS ? e.JOBS === 'on' : e.NODE_ENV !== 'test',
    mediaStore: media.config,
    clockOverride: e.CLOCK_OVERRIDE ? e.CLOCK_OVERRIDE === 'on' : e.NODE_ENV === 'test',
    catalogCacheOff: e.CATALOG_CACHE === 'off',
    testPasswordHashing: e.NODE_ENV === 'test',
    socialLinks: (
      [
        ['facebook', e.SOCIAL_FACEBOOK_URL],
        ['instagram', e.SOCIAL_INSTAGRAM_URL],
        ['youtube', e.SOCIAL_YOUTUBE_URL],
      ] as const
    ).flatMap(([network, href]) => (href ? [{ network, href }] : [])),
  };
}

/**
 * The key that signs sessions and email links: AUTH_SECRET, else one generated on first start and kept
 * in DATA_DIR/auth-secret (readable by the owner only) so sessions survive restarts. Several instances
 * must share one: set AUTH_SECRET for them. Tests run on a throwaway secret.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, 'auth-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Cannot read ${file}: ${(error as Error).message} (or set AUTH_SECRET)`);
    }
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    throw new ConfigError(
      `Cannot keep a generated auth secret in ${file}: ${(error as Error).message} (or set AUTH_SECRET)`,
    );
  }
  return secret;
}
