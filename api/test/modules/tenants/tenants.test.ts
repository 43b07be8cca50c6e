import type { FastifyInstance } from 'fastify';
import { devAdminToken } from '../../../src/config';
import { apiRequest, body, buildTestApp, hosts } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface BootstrapBody {
  tenant: { id: string; language: string; name: string; folder: string; theme: Record<string, string> };
  remotes: { name: string; version: string; entry: string }[];
  api: Record<string, string>;
  realtime: { key: string; host: string; port: number; tls: boolean; authEndpoint: string };
  environment: string;
}

async function bootstrapFor(headers: Record<string, string>, url = '/api/front/v1/bootstrap'): Promise<BootstrapBody> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('[PLT-01] tenant resolution', () => {
  test('[PLT-01] the tenant comes from the Host header, port ignored', async () => {
    expect((await bootstrapFor({ host: 'localhost:8080' })).tenant.id).toBe('tribune');
    expect((await bootstrapFor({ host: 'en.localhost' })).tenant.id).toBe('tribune');
    expect((await bootstrapFor({ host: '127.0.0.1:3000' })).tenant.id).toBe('tribune');
    expect((await bootstrapFor({ host: 'NL.LOCALHOST:9999' })).tenant.id).toBe('tribune-nl');
  });

  test('[PLT-01] X-Tenant-Id wins over tenant_id, which wins over the host', async () => {
    expect((await bootstrapFor({ host: hosts.tribune, 'x-tenant-id': 'tribune-nl' })).tenant.id).toBe('tribune-nl');
    expect(
      (await bootstrapFor({ host: hosts.tribune }, '/api/front/v1/bootstrap?tenant_id=tribune-nl')).tenant.id,
    ).toBe('tribune-nl');
    expect(
      (
        await bootstrapFor(
          { host: hosts.tribuneNl, 'x-tenant-id': 'tribune' },
          '/api/front/v1/bootstrap?tenant_id=tribune-nl',
        )
      ).tenant.id,
    ).toBe('tribune');
  });

  test('[PLT-01] an unknown tenant id or an unknown host is a 404 in the error shape (no fallback to the host)', async () => {
    const byId = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: hosts.tribune, 'x-tenant-id': 'nope' },
    });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });

    const byHost = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: 'evil.example', 'accept-language': 'nl' },
    });
    expect(byHost.statusCode).toBe(404);
    expect(byHost.json()).toEqual({ data: null, metaData: { message: 'Onbekende site.' } });
  });
});

describe('[PLT-04][PLT-05][PLT-09] the bootstrap per tenant', () => {
  test('[PLT-09] tribune runs all five remotes with manifest URLs from the remotes’ versions', async () => {
    const bootstrap = await bootstrapFor({ host: hosts.tribune });
    expect(bootstrap).toEqual({
      tenant: {
        id: 'tribune',
        folder: 'tribune',
        language: 'en',
        name: 'Tribune',
        theme: { logoUrl: '/assets/tenants/tribune/logo.svg', primaryColor: '#0d3b66', accentColor: '#f4a259' },
      },
      // The tenant's own origin (issue 10: canonical URLs and share cards), from the request's host.
      origin: 'http://localhost:8080',
      remotes: [
        {
          name: 'mf_account',
          version: expect.any(String),
          entry: expect.stringMatching(/^\/remotes\/mf-account\/.+\/remoteEntry\.js$/),
        },
        {
          name: 'mf_matchcenter',
          version: expect.any(String),
          entry: expect.stringMatching(/^\/remotes\/mf-matchcenter\//),
        },
        {
          name: 'mf_football_pool',
          version: expect.any(String),
          entry: expect.stringMatching(/^\/remotes\/mf-football-pool\//),
        },
        {
          name: 'mf_community',
          version: expect.any(String),
          entry: expect.stringMatching(/^\/remotes\/mf-community\//),
        },
        { name: 'mf_content', version: expect.any(String), entry: expect.stringMatching(/^\/remotes\/mf-content\//) },
      ],
      api: { main: '', karma: '', soccer: '' },
      realtime: {
        key: 'tribune-dev-key',
        host: 'localhost',
        port: 8080,
        tls: false,
        authEndpoint: '/api/broadcasting/auth',
      },
      environment: 'development',
      // PLT-04: the files of the tenant's folder, rendered (tenant-templates.test.ts has the rest).
      templates: {
        footer: expect.stringContaining('About Tribune'),
        commentRules: expect.stringContaining('House rules'),
      },
    });
    for (const remote of bootstrap.remotes) {
      expect(remote.entry).toContain(`/${remote.version}/remoteEntry.js`);
    }
  });

  test('[PLT-09] [PLT-06] tribune-nl is Dutch and lists only its three remotes; its real-time key differs', async () => {
    const bootstrap = await bootstrapFor({ host: hosts.tribuneNl });
    expect(bootstrap.tenant).toMatchObject({ id: 'tribune-nl', language: 'nl', name: 'Tribune NL' });
    expect(bootstrap.remotes.map((remote) => remote.name)).toEqual(['mf_account', 'mf_community', 'mf_content']);
    expect(bootstrap.realtime.key).toBe('tribune-nl-dev-key');
    expect(bootstrap.realtime.host).toBe('nl.localhost');
  });

  test('[PLT-04] the bootstrap endpoint is open to other origins (CORS) and answers the preflight', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/front/v1/bootstrap',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-tenant-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Tenant-Id');
  });

  test('[PLT-04] the tenant logos are served from /assets/tenants/<folder>/logo.svg', async () => {
    for (const folder of ['tribune', 'tribune-nl']) {
      const response = await app.inject({ method: 'GET', url: `/assets/tenants/${folder}/logo.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });
});

describe('[PLT-09] operator API', () => {
  const admin = { authorization: `Bearer ${devAdminToken}` };

  test('[PLT-09] listing tenants needs the operator token', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/admin/tenants' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ data: null, metaData: { message: 'A valid operator token is required.' } });

    const wrong = await app.inject({
      method: 'GET',
      url: '/api/admin/tenants',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);

    // A user's bearer token is not an operator token.
    const login = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'editor', password: 'tribune-demo' },
    });
    const userToken = String(Reflect.get(body(login)['data'] ?? {}, 'authorization'));
    const asUser = await app.inject({
      method: 'GET',
      url: '/api/admin/tenants',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(asUser.statusCode).toBe(401);
  });

  test('[PLT-09] listing tenants shows both tenants and their remotes, never the real-time secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/tenants', headers: admin });
    expect(response.statusCode).toBe(200);
    const payload: { data: { id: string; remotes: { name: string }[]; realtime: Record<string, string> }[] } =
      response.json();
    expect(payload.data.map((tenant) => tenant.id)).toEqual(['tribune', 'tribune-nl']);
    expect(payload.data[1]?.remotes.map((remote) => remote.name).sort()).toEqual([
      'mf_account',
      'mf_community',
      'mf_content',
    ]);
    expect(payload.data[0]?.realtime).toEqual({ app_id: '1001', key: 'tribune-dev-key' });
    expect(response.body).not.toContain('secret');
  });

  test('[PLT-09] setting a remote version changes the bootstrap at once; disabling removes the remote', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune-nl/remotes/mf_matchcenter',
      headers: admin,
      payload: { version: '1.2.3', enabled: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      data: {
        id: 'tribune-nl',
        remotes: expect.arrayContaining([
          {
            name: 'mf_matchcenter',
            version: '1.2.3',
            entry: '/remotes/mf-matchcenter/1.2.3/remoteEntry.js',
            enabled: true,
          },
        ]),
      },
    });
    let bootstrap = await bootstrapFor({ host: hosts.tribuneNl });
    expect(bootstrap.remotes.map((remote) => remote.name)).toEqual([
      'mf_account',
      'mf_matchcenter',
      'mf_community',
      'mf_content',
    ]);

    const custom = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune-nl/remotes/mf_matchcenter',
      headers: admin,
      payload: { version: '1.2.4', entry: 'https://cdn.example/mc/1.2.4/remoteEntry.js', enabled: true },
    });
    expect(custom.statusCode).toBe(200);
    bootstrap = await bootstrapFor({ host: hosts.tribuneNl });
    expect(bootstrap.remotes.find((remote) => remote.name === 'mf_matchcenter')).toEqual({
      name: 'mf_matchcenter',
      version: '1.2.4',
      entry: 'https://cdn.example/mc/1.2.4/remoteEntry.js',
    });

    const disabled = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune-nl/remotes/mf_matchcenter',
      headers: admin,
      payload: { version: '1.2.4', enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    bootstrap = await bootstrapFor({ host: hosts.tribuneNl });
    expect(bootstrap.remotes.map((remote) => remote.name)).toEqual(['mf_account', 'mf_community', 'mf_content']);
  });

  test('[PLT-09] the operator API rejects bad input with 4xx in the error shape', async () => {
    const unknownTenant = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/nope/remotes/mf_content',
      headers: admin,
      payload: { version: '1.0.0', enabled: true },
    });
    expect(unknownTenant.statusCode).toBe(404);
    expect(unknownTenant.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });

    const unknownRemote = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune/remotes/mf_unknown',
      headers: admin,
      payload: { version: '1.0.0', enabled: true },
    });
    expect(unknownRemote.statusCode).toBe(400);
    expect(body(unknownRemote)).toMatchObject({
      data: null,
      metaData: { errors: { remoteName: ['The selected remoteName is invalid.'] } },
    });

    const badBody = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune/remotes/mf_content',
      headers: admin,
      payload: { version: '../../etc', entry: 'javascript:alert(1)' },
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json()).toEqual({
      data: null,
      metaData: {
        message: 'The version field format is invalid.',
        errors: {
          version: ['The version field format is invalid.'],
          entry: ['The entry field format is invalid.'],
          enabled: ['The enabled field is required.'],
        },
      },
    });

    // The shell's runtime loads containers, not manifests (decision 0012): a manifest entry is refused.
    const manifest = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune/remotes/mf_content',
      headers: admin,
      payload: { version: '1.0.0', entry: 'https://cdn.example/c/1.0.0/mf-manifest.json', enabled: true },
    });
    expect(manifest.statusCode).toBe(422);
    expect(body(manifest)).toMatchObject({ metaData: { errors: { entry: ['The entry field format is invalid.'] } } });

    const noAuth = await app.inject({
      method: 'PUT',
      url: '/api/admin/tenants/tribune/remotes/mf_content',
      payload: { version: '9.9.9', enabled: false },
    });
    expect(noAuth.statusCode).toBe(401);
    const bootstrap = await bootstrapFor({ host: hosts.tribune });
    expect(bootstrap.remotes.map((remote) => remote.name)).toContain('mf_content');
  });
});
