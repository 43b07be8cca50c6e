import type { FastifyInstance } from 'fastify';
import { devAdminToken, loadConfig } from '../src/config';
import { tenantsWithDevelopmentSecrets } from '../src/modules/tenants/seed';
import { startChildApi, type ChildApi } from './child-api';
import { buildTestApp, hosts } from './helper';

/**
 * SEC-01 (issue 29): the development conveniences (the outbox at /dev/mail, the documented operator
 * token and real-time secrets) must not open to the network when development listens beyond loopback.
 *
 * The socket-address check is tested on its own with `app.inject({ remoteAddress })`: this machine may
 * make requests to loopback addresses only, so no test connects from a non-loopback address; the real
 * server is started on HOST=0.0.0.0 and reached over 127.0.0.1.
 */
describe('the outbox answers only this machine', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  test('[SEC-01] /dev/mail answers a loopback client and is not there for anyone else, whatever the headers say', async () => {
    const local = await app.inject({ method: 'GET', url: '/dev/mail', headers: { host: hosts.tribune } });
    expect(local.statusCode).toBe(200);

    for (const remoteAddress of ['192.0.2.10', 'fd00::10', '::ffff:10.1.2.3']) {
      const remote = await app.inject({
        method: 'GET',
        url: '/dev/mail',
        remoteAddress,
        headers: { host: hosts.tribune, 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
      });
      expect([remoteAddress, remote.statusCode]).toEqual([remoteAddress, 404]);
      expect(remote.json()).toEqual({ data: null, metaData: { message: 'The requested resource was not found.' } });
    }
  });
});

test('[SEC-01] development on a loopback HOST keeps the documented operator token; on any other HOST a fresh one replaces it', () => {
  const base = { NODE_ENV: 'development', DATA_DIR: 'memory://' };
  expect(loadConfig({ ...base, HOST: '127.0.0.1' }).adminToken).toBe(devAdminToken);
  expect(loadConfig({ ...base, HOST: 'localhost' }).adminToken).toBe(devAdminToken);

  const exposed = loadConfig({ ...base, HOST: '0.0.0.0' });
  expect(exposed).toMatchObject({ exposedDevelopment: true, adminTokenGenerated: true });
  expect(exposed.adminToken).toMatch(/^[0-9a-f]{48}$/);
  expect(loadConfig({ ...base, HOST: '0.0.0.0', ADMIN_TOKEN: devAdminToken }).adminToken).not.toBe(devAdminToken);
  // A token the developer chose is theirs to keep.
  expect(loadConfig({ ...base, HOST: '0.0.0.0', ADMIN_TOKEN: 'a-token-of-my-own-choosing' }).adminToken).toBe(
    'a-token-of-my-own-choosing',
  );
});

describe('the real server in development on HOST=0.0.0.0', () => {
  let api: ChildApi;

  beforeAll(async () => {
    api = await startChildApi({ NODE_ENV: 'development', HOST: '0.0.0.0' }, { startTimeoutMs: 90_000 });
  }, 120_000);

  afterAll(async () => {
    await api.stop();
  });

  test('[SEC-01] refuses the documented operator token, prints the fresh one, and replaces the documented real-time secrets', async () => {
    const origin = `http://127.0.0.1:${api.port}`;
    const printed = await api.logLine((line) => line.includes('this run'));
    const token = /operator API token is ([0-9a-f]{48})/.exec(printed)?.[1];
    expect(token).toBeDefined();

    const documented = await fetch(`${origin}/api/admin/tenants`, {
      headers: { authorization: `Bearer ${devAdminToken}` },
    });
    expect(documented.status).toBe(401);
    const fresh = await fetch(`${origin}/api/admin/tenants`, { headers: { authorization: `Bearer ${token}` } });
    expect(fresh.status).toBe(200);

    for (const tenant of ['tribune', 'tribune-nl']) {
      await api.logLine((line) => line.includes(`real-time secret of tenant ${tenant} was replaced`));
    }
    // A developer on this machine still has the outbox (127.0.0.1 is one of tribune's hosts).
    const outbox = await fetch(`${origin}/dev/mail`);
    expect(outbox.status).toBe(200);
  }, 60_000);
});

test('[SEC-01] replacing the development secrets leaves no tenant with a documented one', async () => {
  const app = await buildTestApp({ env: { NODE_ENV: 'development', HOST: '0.0.0.0' } });
  try {
    expect(await tenantsWithDevelopmentSecrets(app.db)).toEqual([]);
    const documented = await app.inject({
      method: 'GET',
      url: '/api/admin/tenants',
      headers: { authorization: `Bearer ${devAdminToken}` },
    });
    expect(documented.statusCode).toBe(401);
  } finally {
    await app.close();
  }
}, 60_000);
