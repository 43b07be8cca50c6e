import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

/** The repository root: `api/src` (tsx, Jest) and `api/dist` (built) are both two levels below it. */
export const repoRoot = path.resolve(__dirname, '..', '..');

/** The API package folder (`api/`), where `drizzle/` and `assets/` live. */
export const apiRoot = path.resolve(__dirname, '..');

/**
 * Used only outside production, so a developer can call the operator API without setting anything up.
 * It is printed at start so nobody mistakes it for a secret.
 */
export const devAdminToken = 'tribune-dev-admin-token';

/** Every demo account's password in development (documented in api/README.md). */
export const documentedDemoPassword = 'tribune-demo';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An http(s) folder URL once `{folder}` and `{version}` are filled in, with `{version}` in it. */
function isReleasesUrlTemplate(value: string): boolean {
  if (!value.includes('{version}') || !value.endsWith('/')) return false;
  try {
    const url = new URL(value.replaceAll('{folder}', 'mf-content').replaceAll('{version}', '1.0.0'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // SEC-01: this machine only, unless told otherwise (the images and docker-compose set 0.0.0.0).
  HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'pglite')),
  WEB_ROOT: z.string().min(1).default(repoRoot),
  ASSETS_DIR: z.string().min(1).default(path.join(apiRoot, 'assets')),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Tribune <no-reply@tribune.test>'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Whose X-Forwarded-* to believe: false, a hop count, or the proxies' addresses and ranges (trust-proxy.ts).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  RATE_LIMIT: flag.default(true),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // With REDIS_URL the per-address counts live in Redis under this prefix, shared by every process.
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(100).default('tribune:rate-limit:'),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PASSWORD_RESET_MAX: z.coerce.number().int().positive().default(5),
  // Issue 29, SEC-05: reset links mailed per account and hour, whatever addresses ask.
  PASSWORD_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
  RATE_LIMIT_CONTACT_MAX: z.coerce.number().int().positive().default(5),
  COMMENT_RATE_LIMIT: z.coerce.number().int().positive().default(6),
  LOGIN_THROTTLE_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_THROTTLE_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOGIN_THROTTLE_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
  // Default: on in development and tests, off in production (issue 31: production never seeds known passwords).
  SEED_DEMO: flag.optional(),
  // The demo accounts' password. Unset: the documented one in development, a random one per account in
  // production (printed once, when the account is made). Production refuses the documented one.
  DEMO_PASSWORD: z.string().min(8).max(200).optional(),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  SSR: flag.default(true),
  SSR_BUDGET_MS: z.coerce.number().int().min(10).max(10_000).default(150),
  // Where a remote version's Node build is published when this API has none of its own (decision 0054):
  // a URL with {folder} and {version}, e.g. http://{folder}:8080/remotes/{folder}/{version}/. Only
  // there: the API runs what it fetches, so no tenant setting may choose where from.
  REMOTE_RELEASES_URL: z
    .string()
    .max(2048)
    .refine(isReleasesUrlTemplate, {
      error: 'REMOTE_RELEASES_URL must be an http(s) URL with {version} (and may have {folder}), ending in /',
    })
    .optional(),
  // Where fetched Node builds are kept; inside WEB_ROOT by default, so they resolve WEB_ROOT's packages.
  REMOTE_BUILDS_CACHE_DIR: z.string().min(1).optional(),
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_MAX_PAGES: z.coerce.number().int().min(0).max(100_000).default(2000),
  PUBLIC_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  COLLECTION_INDEX_MAX_ITEMS: z.coerce.number().int().min(0).max(10_000_000).default(1_000_000),
  AUTH_TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  NOTIFICATION_MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  MATCH_ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  API_MAIN_URL: z.string().default(''),
  API_KARMA_URL: z.string().default(''),
  API_SOCCER_URL: z.string().default(''),
  REALTIME_HOST: z.string().min(1).optional(),
  REALTIME_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REALTIME_TLS: flag.optional(),
  REALTIME_AUTH_ENDPOINT: z.string().min(1).default('/api/broadcasting/auth'),
  REALTIME_DRIVER: z.enum(['embedded', 'pusher']).default('embedded'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REALTIME_REDIS_PREFIX: z.string().min(1).max(100).default('tribune:realtime:'),
  REALTIME_MAX_CONNECTIONS_PER_TENANT: z.coerce.number().int().positive().default(10_000),
  REALTIME_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(64 * 1024),
  REALTIME_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).max(600).default(30),
  REALTIME_IDLE_TIMEOUT: z.coerce.number().positive().max(3600).default(120),
  REALTIME_PONG_TIMEOUT: z.coerce.number().positive().max(600).default(30),
  PUSHER_HOST: z.string().min(1).optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_USE_TLS: flag.optional(),
  PUSHER_CLUSTER: z.string().min(1).optional(),
  // on: plays the schedule; manual: plays only what the operator starts (e2e); off: does not run.
  SIMULATOR: z.union([z.enum(['on', 'manual', 'off']), flag.transform((value) => (value ? 'on' : 'off'))]).optional(),
  // The soccer-data provider (MC-14, decision 0014): unset token = the built-in demo provider.
  SPORTMONKS_TOKEN: z.string().min(1).optional(),
  SPORTMONKS_URL: z.url({ protocol: /^https?$/ }).default('https://api.sportmonks.com/v3/football'),
  SPORTMONKS_LEAGUE_IDS: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'comma-separated SportMonks league ids, e.g. 72,74')
    .default('72'),
  SPORTMONKS_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  SPORTMONKS_SEASON_SYNC_MINUTES: z.coerce.number().int().min(1).max(10_080).default(360),
  SPORTMONKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // EMB-01: the oEmbed endpoints the embeds proxy (tests point them at a local server).
  EMBED_TWITTER_OEMBED_URL: z.url({ protocol: /^https?$/ }).default('https://publish.twitter.com/oembed'),
  EMBED_TIKTOK_OEMBED_URL: z.url({ protocol: /^https?$/ }).default('https://www.tiktok.com/oembed'),
  EMBED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // SEC-08: http(s) to a loopback push service (the tests' and e2e's). Ignored in production.
  PUSH_ENDPOINT_ALLOW_LOOPBACK: flag.optional(),
  // Issue 33: where the newsroom's pictures (originals and resized variants) are kept.
  PICTURE_STORAGE: z.enum(['postgres', 's3']).default('postgres'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3–63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** Every address a host name resolves to (A and AAAA), as `dns.lookup(host, { all: true })` answers. */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

export interface RateLimitConfig {
  enabled: boolean;
  windowMs: number;
  /** Set (REDIS_URL): the counts are kept in Redis, so several API processes allow the limit once. */
  redisUrl?: string;
  redisPrefix: string;
  loginMax: number;
  registerMax: number;
  /** Password-reset requests and reset submissions, each per tenant and IP. */
  passwordResetMax: number;
  /**
   * Reset links mailed per account and hour (PASSWORD_RESET_MAILS_PER_HOUR; issue 29), counted from the
   * reset rows, so many client addresses together get no more; independent of `enabled`.
   */
  passwordResetMailsPerHour: number;
  contactMax: number;
  /**
   * Comments and replies a fan may post per minute (COMMENT_RATE_LIMIT; decision 0016). Counted per
   * tenant and user in the database, so it holds across processes and cannot be dodged by changing IP.
   */
  commentMax: number;
  /** Per-account back-off of failed logins (decision 0007); independent of `enabled`. */
  loginThrottle: { freeFailures: number; baseLockSeconds: number; maxLockSeconds: number };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** After SIGTERM, how long requests in flight get to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * `url` set: node-postgres; otherwise PGlite in `dataDir` (`memory://` keeps it in memory). The
   * timeouts bound every wait on Postgres, so an outage answers 503 instead of hanging requests.
   */
  database: { url?: string; dataDir: string; connectTimeoutMs: number; queryTimeoutMs: number };
  webRoot: string;
  assetsDir: string;
  mail: { smtpUrl?: string; from: string };
  adminToken: string;
  /**
   * SEC-01: development listening beyond loopback (`HOST=0.0.0.0` to try the site on a phone). The
   * documented operator token and real-time secrets are then refused: a fresh token is generated
   * (`adminTokenGenerated`, printed at start) and app.ts replaces the tenants' development secrets.
   */
  exposedDevelopment: boolean;
  adminTokenGenerated: boolean;
  /** Where reCAPTCHA responses are checked (CON-01); a test points it at a local stand-in. */
  recaptchaVerifyUrl: string;
  /** Origin used in links in e-mails; without it the request's own origin is used. */
  publicUrl?: string;
  /** Whose `X-Forwarded-*` the API believes (lib/trust-proxy.ts); never `true` in production. */
  trustProxy: TrustProxy;
  rateLimit: RateLimitConfig;
  seedDemo: boolean;
  /** The demo accounts' password, or `random`: one per account, printed once when it is made (production). */
  demoPassword: string;
  /** log2 of scrypt's N for new password hashes (stored hashes carry their own parameters). */
  passwordHashCost: number;
  /**
   * Server-side rendering (docs/decisions/0010): on or off, each remote's time budget, and the guest
   * HTML cache (fresh for `freshMs`, then served stale while re-rendered, up to `staleMs` more).
   */
  ssr: {
    enabled: boolean;
    budgetMs: number;
    cacheFreshMs: number;
    cacheStaleMs: number;
    cacheMaxPages: number;
    /** `{folder}`/`{version}` template of a published version's folder (REMOTE_RELEASES_URL). */
    remoteReleasesUrl?: string;
    /** Where Node builds fetched by URL are kept (a folder inside WEB_ROOT by default). */
    remoteBuildsCacheDir: string;
  };
  /** Seconds a public answer (route `config.publicCache`) is served from memory; 0: never. */
  publicAnswerCacheSeconds: number;
  /**
   * Collections of at most this many items are filtered in an in-memory index (decision 0060); larger
   * ones in SQL, their counts capped at 1,000. 0: always SQL.
   */
  collectionIndexMaxItems: number;
  /**
   * Seconds a bearer token's owner is kept in memory once looked up (decision 0017); 0: every request
   * reads the database. Any write of the tenant in this process empties the tenant's entries before its
   * answer goes out; another process's logout or role change counts here within this time.
   */
  authTokenCacheSeconds: number;
  /**
   * Seconds between two runs of the notification mail batch (NOT-04): each fan with `notify_by_*_on_email`
   * gets one mail with everything due. 0: no batch in this process (tests call it themselves).
   */
  notificationMailIntervalSeconds: number;
  /**
   * How often the club alerts (CLB-03) look for new match facts and send their queue. 0: no loop in
   * this process (tests call it themselves; the default in tests), 1000 otherwise.
   */
  matchAlertsIntervalMs: number;
  /** Base URLs handed to the browser in the bootstrap ('' = same origin). */
  apiUrls: { main: string; karma: string; soccer: string };
  /** Unset host, port and tls are taken from the page request (same host and port as the page). */
  realtime: RealtimeConfig;
  /**
   * The live-match simulator (matchcenter/simulator) plays the demo league's matches on a timer. Off in
   * tests unless SIMULATOR=on: tests drive it with their own clock. The operator routes work either way.
   * `automatic` false (SIMULATOR=manual): the timer runs, but only matches an operator starts are played,
   * so a test suite sees no match go live by itself.
   */
  simulator: { enabled: boolean; automatic: boolean };
  /**
   * SEC-08: where web pushes may go. `resolveHost` answers every address of a push service's name, at
   * subscribe and at each connection; it is here so tests decide what names resolve to (no real DNS).
   * `allowLoopback`: the one exception to "public addresses only", the local push service on
   * 127.0.0.1/localhost of the tests and e2e, never in production (PUSH_ENDPOINT_ALLOW_LOOPBACK=false
   * turns it off elsewhere too).
   */
  pushEndpoints: { allowLoopback: boolean; resolveHost: ResolveHost };
  /**
   * The SportMonks adapter (matchcenter/provider, decision 0014): with a token, the leagues are
   * imported at start and the live window every `syncIntervalMs`; without one, the demo provider.
   */
  sportmonks: {
    token?: string;
    url: string;
    leagueIds: number[];
    syncIntervalMs: number;
    seasonSyncIntervalMs: number;
    timeoutMs: number;
  };
  /**
   * EMB-01 (docs/decisions/0021): the providers' oEmbed endpoints the embed routes ask, and how long one
   * request to them may take (the reader gets a 502 after that, never a hanging page).
   */
  embeds: { twitterOembedUrl: string; tiktokOembedUrl: string; timeoutMs: number };
  /**
   * Issue 33: the newsroom's pictures. `postgres` (the default) keeps originals and variants in the
   * database, so every API process sees them; `s3` keeps them in an S3-compatible bucket (MinIO, AWS).
   */
  pictures: PictureStorageConfig;
}

/** Where pictures are stored (PICTURE_STORAGE and the S3_* settings). */
export type PictureStorageConfig =
  | { storage: 'postgres' }
  | {
      storage: 's3';
      s3: {
        /** Unset: AWS itself for the region. */
        endpoint?: string;
        bucket: string;
        region: string;
        /** Both or neither: unset, the SDK's own chain (environment, instance role) supplies them. */
        credentials?: { accessKeyId: string; secretAccessKey: string };
        /** MinIO and most self-hosted stores need `http://host/bucket/key` rather than a bucket subdomain. */
        forcePathStyle: boolean;
      };
    };

/** PICTURE_STORAGE=s3 needs a bucket, and keys come in pairs; every problem is named at once. */
function pictureStorageProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.PICTURE_STORAGE !== 's3') return [];
  const problems: string[] = [];
  if (e.S3_BUCKET === undefined) problems.push('  S3_BUCKET: PICTURE_STORAGE=s3 needs the bucket to keep pictures in');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds its own)');
  }
  return problems;
}

function pictureStorageOf(e: z.infer<typeof envSchema>): PictureStorageConfig {
  if (e.PICTURE_STORAGE !== 's3' || e.S3_BUCKET === undefined) return { storage: 'postgres' };
  const credentials =
    e.S3_ACCESS_KEY_ID === undefined || e.S3_SECRET_ACCESS_KEY === undefined
      ? {}
      : { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } };
  return {
    storage: 's3',
    s3: {
      ...(e.S3_ENDPOINT === undefined ? {} : { endpoint: e.S3_ENDPOINT }),
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      ...credentials,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/** The real-time layer (api/README.md "Real time"). */
export interface RealtimeConfig {
  host?: string;
  port?: number;
  tls?: boolean;
  authEndpoint: string;
  /** embedded: the Pusher-protocol server inside this process; pusher: an external engine through the SDK. */
  driver: 'embedded' | 'pusher';
  /** Set: several API processes share their channels' traffic over Redis pub/sub. */
  redisUrl?: string;
  /** Prefix of every Redis channel the bridge uses, so several deployments (or test runs) can share a Redis. */
  redisPrefix: string;
  /** Per tenant and per process: connection number N+1 is refused with close code 4004. */
  maxConnectionsPerTenant: number;
  /** Largest inbound WebSocket message; a larger one closes the connection with 1009. */
  maxMessageBytes: number;
  /** Seconds of silence after which a client pings (sent in the handshake). */
  activityTimeoutSeconds: number;
  /** Silence after which the server pings a client, then how long it waits before closing with 4201. */
  idleTimeoutMs: number;
  pongTimeoutMs: number;
  /** The external engine of the pusher driver (soketi, Pusher itself). */
  pusher: { host?: string; port?: number; useTLS: boolean; cluster?: string };
}

/**
 * What production cannot run without, all named at once. The real-time secrets are per tenant in the
 * database (generated when production seeds a tenant); app.ts refuses development ones at start.
 */
function missingForProduction(e: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (e.ADMIN_TOKEN === undefined || e.ADMIN_TOKEN === devAdminToken) {
    missing.push('  ADMIN_TOKEN: the operator API token (at least 16 characters, not the development one)');
  }
  if (e.SMTP_URL === undefined) {
    missing.push('  SMTP_URL: mail delivery (verification and reset links never leave the server without it)');
  }
  if (e.DEMO_PASSWORD === documentedDemoPassword) {
    missing.push(
      '  DEMO_PASSWORD: a password of your own for the demo accounts, not the documented one (or leave it unset: each gets a random one)',
    );
  }
  if (e.TRUST_PROXY === true) {
    missing.push(
      "  TRUST_PROXY: the proxy's address or range (e.g. 172.28.0.0/16) or its hop count (1), not true: with true, a client picks its own address by sending X-Forwarded-For",
    );
  }
  return missing;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once at boot and fails fast with every problem listed, so a misconfigured
 * server never starts half-working.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable (`FOO=` in a .env file or compose) means "not set", not "the empty string".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = missingForProduction(e);
    if (missing.length > 0) {
      throw new ConfigError(`Missing settings for production (NODE_ENV=production):\n${missing.join('\n')}`);
    }
  }
  const pictureProblems = pictureStorageProblems(e);
  if (pictureProblems.length > 0) throw new ConfigError(`Invalid environment:\n${pictureProblems.join('\n')}`);
  if (e.REALTIME_DRIVER === 'pusher' && e.PUSHER_HOST === undefined && e.PUSHER_CLUSTER === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  PUSHER_HOST: REALTIME_DRIVER=pusher needs PUSHER_HOST or PUSHER_CLUSTER',
    );
  }
  const exposedDevelopment = e.NODE_ENV === 'development' && !isLoopbackHost(e.HOST);
  const documentedToken = e.ADMIN_TOKEN === undefined || e.ADMIN_TOKEN === devAdminToken;
  const adminTokenGenerated = exposedDevelopment && documentedToken;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    database: {
      url: e.DATABASE_URL,
      dataDir: e.DATA_DIR,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    webRoot: path.resolve(e.WEB_ROOT),
    assetsDir: path.resolve(e.ASSETS_DIR),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    adminToken: adminTokenGenerated ? randomBytes(24).toString('hex') : (e.ADMIN_TOKEN ?? devAdminToken),
    exposedDevelopment,
    adminTokenGenerated,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      enabled: e.RATE_LIMIT,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      ...(e.REDIS_URL === undefined ? {} : { redisUrl: e.REDIS_URL }),
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
      loginMax: e.RATE_LIMIT_LOGIN_MAX,
      registerMax: e.RATE_LIMIT_REGISTER_MAX,
      passwordResetMax: e.RATE_LIMIT_PASSWORD_RESET_MAX,
      passwordResetMailsPerHour: e.PASSWORD_RESET_MAILS_PER_HOUR,
      contactMax: e.RATE_LIMIT_CONTACT_MAX,
      commentMax: e.COMMENT_RATE_LIMIT,
      loginThrottle: {
        freeFailures: e.LOGIN_THROTTLE_FREE_FAILURES,
        baseLockSeconds: e.LOGIN_THROTTLE_BASE_SECONDS,
        maxLockSeconds: e.LOGIN_THROTTLE_MAX_SECONDS,
      },
    },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    demoPassword: e.DEMO_PASSWORD ?? (e.NODE_ENV === 'production' ? 'random' : documentedDemoPassword),
    passwordHashCost: e.PASSWORD_HASH_COST,
    ssr: {
      enabled: e.SSR,
      budgetMs: e.SSR_BUDGET_MS,
      cacheFreshMs: e.PAGE_CACHE_FRESH_SECONDS * 1000,
      cacheStaleMs: e.PAGE_CACHE_STALE_SECONDS * 1000,
      cacheMaxPages: e.PAGE_CACHE_MAX_PAGES,
      ...(e.REMOTE_RELEASES_URL === undefined ? {} : { remoteReleasesUrl: e.REMOTE_RELEASES_URL }),
      remoteBuildsCacheDir: path.resolve(e.REMOTE_BUILDS_CACHE_DIR ?? path.join(e.WEB_ROOT, '.remote-builds')),
    },
    publicAnswerCacheSeconds: e.PUBLIC_ANSWER_CACHE_SECONDS,
    collectionIndexMaxItems: e.COLLECTION_INDEX_MAX_ITEMS,
    authTokenCacheSeconds: e.AUTH_TOKEN_CACHE_SECONDS,
    notificationMailIntervalSeconds: e.NOTIFICATION_MAIL_INTERVAL_SECONDS,
    matchAlertsIntervalMs: e.MATCH_ALERTS_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    apiUrls: { main: e.API_MAIN_URL, karma: e.API_KARMA_URL, soccer: e.API_SOCCER_URL },
    pushEndpoints: {
      allowLoopback: e.NODE_ENV !== 'production' && (e.PUSH_ENDPOINT_ALLOW_LOOPBACK ?? true),
      resolveHost: (host) => dns.lookup(host, { all: true }),
    },
    realtime: {
      host: e.REALTIME_HOST,
      port: e.REALTIME_PORT,
      tls: e.REALTIME_TLS,
      authEndpoint: e.REALTIME_AUTH_ENDPOINT,
      driver: e.REALTIME_DRIVER,
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REALTIME_REDIS_PREFIX,
      maxConnectionsPerTenant: e.REALTIME_MAX_CONNECTIONS_PER_TENANT,
      maxMessageBytes: e.REALTIME_MAX_MESSAGE_BYTES,
      activityTimeoutSeconds: e.REALTIME_ACTIVITY_TIMEOUT,
      idleTimeoutMs: Math.round(e.REALTIME_IDLE_TIMEOUT * 1000),
      pongTimeoutMs: Math.round(e.REALTIME_PONG_TIMEOUT * 1000),
      pusher: {
        host: e.PUSHER_HOST,
        port: e.PUSHER_PORT,
        // Pusher itself is TLS only; a self-hosted engine on the private network usually is not.
        useTLS: e.PUSHER_USE_TLS ?? e.PUSHER_HOST === undefined,
        cluster: e.PUSHER_CLUSTER,
      },
    },
    simulator: {
      enabled: (e.SIMULATOR ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) !== 'off',
      automatic: (e.SIMULATOR ?? 'on') === 'on',
    },
    sportmonks: {
      token: e.SPORTMONKS_TOKEN,
      url: e.SPORTMONKS_URL,
      leagueIds: e.SPORTMONKS_LEAGUE_IDS.split(',').map(Number),
      syncIntervalMs: e.SPORTMONKS_SYNC_INTERVAL_SECONDS * 1000,
      seasonSyncIntervalMs: e.SPORTMONKS_SEASON_SYNC_MINUTES * 60_000,
      timeoutMs: e.SPORTMONKS_TIMEOUT_MS,
    },
    embeds: {
      twitterOembedUrl: e.EMBED_TWITTER_OEMBED_URL,
      tiktokOembedUrl: e.EMBED_TIKTOK_OEMBED_URL,
      timeoutMs: e.EMBED_TIMEOUT_MS,
    },
    pictures: pictureStorageOf(e),
  };
}
