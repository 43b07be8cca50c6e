import path from 'node:path';
import { ConfigError, devAdminToken, loadConfig, repoRoot } from './config';

test('[SEC-01] defaults: port 8080 on this machine only (loopback), PGlite in <repo>/.data/pglite, the repo as web root', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    env: 'development',
    port: 8080,
    host: '127.0.0.1',
    database: { url: undefined, dataDir: path.join(repoRoot, '.data', 'pglite') },
    webRoot: repoRoot,
    adminToken: devAdminToken,
    rateLimit: { enabled: true, loginMax: 10, registerMax: 5, passwordResetMax: 5, contactMax: 5, windowMs: 60_000 },
    seedDemo: true,
  });
});

test('[OPS-01] empty variables count as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.url).toBeUndefined();
});

test('[OPS-01] every invalid variable is reported at once', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RATE_LIMIT: 'maybe' })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RATE_LIMIT: 'maybe' });
  } catch (error) {
    expect(String(error)).toMatch(/PORT/);
    expect(String(error)).toMatch(/DATABASE_URL/);
    expect(String(error)).toMatch(/RATE_LIMIT/);
  }
});

test('[OPS-01] production refuses to start without its secrets, naming every missing one in one message', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    'Missing settings for production (NODE_ENV=production):\n' +
      '  ADMIN_TOKEN: the operator API token (at least 16 characters, not the development one)\n' +
      '  SMTP_URL: mail delivery (verification and reset links never leave the server without it)',
  );
  expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: devAdminToken, SMTP_URL: 'smtp://mail:25' })).toThrow(
    /ADMIN_TOKEN: the operator API token/,
  );
  const config = loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25' });
  expect(config.adminToken).toBe('x'.repeat(32));
});

test('[OPS-01] PUBLIC_URL loses a trailing slash; flags accept true/false/1/0', () => {
  const config = loadConfig({ PUBLIC_URL: 'https://tribune.example/', RATE_LIMIT: '0', SEED_DEMO: 'false' });
  expect(config.publicUrl).toBe('https://tribune.example');
  expect(config.rateLimit.enabled).toBe(false);
  expect(config.seedDemo).toBe(false);
});

test("[SCL-01] TRUST_PROXY takes a hop count or the proxies' addresses and ranges; production refuses true", () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '172.28.0.0/16, loopback,::1' }).trustProxy).toEqual([
    '172.28.0.0/16',
    'loopback',
    '::1',
  ]);
  expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
    /TRUST_PROXY: not an address, a CIDR range or loopback\/linklocal\/uniquelocal: "proxy.internal"/,
  );
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  const production = { NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25' };
  expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
    /TRUST_PROXY: the proxy's address or range \(e\.g\. 172\.28\.0\.0\/16\) or its hop count \(1\), not true/,
  );
  expect(loadConfig({ ...production, TRUST_PROXY: '172.28.0.0/16' }).trustProxy).toEqual(['172.28.0.0/16']);
});

test('[ISSUE-31] production seeds no demo unless asked, then with random passwords; never the documented one', () => {
  const production = { NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25' };
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({}).demoPassword).toBe('tribune-demo');
  expect(loadConfig(production).seedDemo).toBe(false);
  expect(loadConfig({ ...production, SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, demoPassword: 'random' });
  expect(loadConfig({ ...production, SEED_DEMO: 'true', DEMO_PASSWORD: 'a-long-secret' }).demoPassword).toBe(
    'a-long-secret',
  );
  expect(() => loadConfig({ ...production, SEED_DEMO: 'true', DEMO_PASSWORD: 'tribune-demo' })).toThrow(
    /DEMO_PASSWORD: a password of your own for the demo accounts, not the documented one/,
  );
});

test('[PLT-05] real-time settings: embedded by default, the pusher driver needs an engine, Redis URLs only', () => {
  const defaults = loadConfig({}).realtime;
  expect(defaults).toMatchObject({
    driver: 'embedded',
    authEndpoint: '/api/broadcasting/auth',
    maxConnectionsPerTenant: 10_000,
    maxMessageBytes: 65_536,
    activityTimeoutSeconds: 30,
    idleTimeoutMs: 120_000,
    pongTimeoutMs: 30_000,
  });
  expect(defaults.redisUrl).toBeUndefined();
  expect(() => loadConfig({ REALTIME_DRIVER: 'pusher' })).toThrow(/PUSHER_HOST/);
  expect(
    loadConfig({ REALTIME_DRIVER: 'pusher', PUSHER_HOST: 'soketi', PUSHER_PORT: '6001', PUSHER_USE_TLS: 'false' })
      .realtime.pusher,
  ).toEqual({
    host: 'soketi',
    port: 6001,
    useTLS: false,
    cluster: undefined,
  });
  expect(loadConfig({ REALTIME_DRIVER: 'pusher', PUSHER_CLUSTER: 'eu' }).realtime.pusher.useTLS).toBe(true);
  expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REALTIME_IDLE_TIMEOUT: '0.5' }).realtime).toMatchObject({
    redisUrl: 'redis://127.0.0.1:6379',
    idleTimeoutMs: 500,
  });
});
