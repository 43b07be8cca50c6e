import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { parseHostHeader } from '../src/plugins/request-host';
import { multipart } from './account-helpers';
import { apiRequest, body, buildTestApp, hosts, loginToken } from './helper';

/**
 * Issue 9's findings, one by one: each request here answered a 500, a foreign shape or the wrong
 * tenant before. The fuzz test (fuzz.test.ts) keeps every route from regressing in general; these pin
 * the cases that were found.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const errorShape = { data: null, metaData: { message: expect.any(String) } };

describe('finding 1: a malformed multipart body is the client’s error', () => {
  test.each([
    ['a body cut off after its first boundary', 'multipart/form-data; boundary=zzz', '--zzz\r\nbroken'],
    ['no boundary at all', 'multipart/form-data', 'x'],
    ['a part header that never ends', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-da'],
    ['a boundary that never appears', 'multipart/form-data; boundary=abc', 'just text'],
  ])(
    '[HARD-01][SEC-06] %s is a 400 in the error shape (a 415 where multipart is not taken)',
    async (_name, contentType, payload) => {
      for (const [url, status] of [
        ['/api/v1/logout', 415],
        ['/api/v2/login', 415],
        ['/api/front/v1/contact', 400],
      ] as const) {
        const response = await apiRequest(app, {
          method: 'POST',
          url,
          headers: { 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({
          data: null,
          metaData: {
            message:
              status === 400
                ? 'The multipart form data is malformed.'
                : 'This address does not take multipart form data; send JSON or a URL-encoded form.',
          },
        });
      }
    },
  );

  test('[HARD-01] a well-formed multipart form still works where the route takes one', async () => {
    // Login no longer takes multipart (SEC-06, multipart-opt-in.test.ts); the contact form does.
    const form = multipart({ name: 'Jamie', email: 'jamie@example.com', message: 'Hello there, editors.' });
    const response = await apiRequest(app, { method: 'POST', url: '/api/front/v1/contact', ...form });
    expect(response.statusCode).toBe(200);
  });
});

describe('finding 2: characters Postgres cannot store are refused at the boundary', () => {
  test('[HARD-02] a NUL in a JSON body field is a 422 naming the field', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'fan\u0000', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The login field contains characters that are not allowed.',
        errors: { login: ['The login field contains characters that are not allowed.'] },
      },
    });
  });

  test('[HARD-02] in Dutch, and for form fields and nested values too', async () => {
    const contact = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      language: 'nl',
      ...multipart({ name: 'Jamie', email: 'jamie@example.com', message: 'hallo\u0000daar' }),
    });
    expect(contact.statusCode).toBe(422);
    expect(body(contact)['metaData']).toEqual({
      message: expect.stringMatching(/^Het veld .+ bevat tekens die niet zijn toegestaan\.$/),
      errors: { message: [expect.stringMatching(/bevat tekens die niet zijn toegestaan/)] },
    });

    const token = await loginToken(app, { login: 'TerraceTalk' });
    const profile = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/front/user/update',
      token,
      payload: { custom_data: { favourite_player: 'Jo\u0000hn' } },
    });
    expect(profile.statusCode).toBe(422);
    expect(Object.keys(profile.json().metaData.errors)).toEqual(['custom_data.favourite_player']);
  });

  test('[HARD-02] a lone surrogate, which UTF-8 cannot carry, is refused like NUL', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: JSON.stringify({ login: 'fan', password: 'x\ud800' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().metaData.errors)).toEqual(['password']);
  });

  test.each([
    '/ajax/matchcenter/homepage?league=%00',
    '/ajax/matchcenter/league/%00/rounds/1',
    '/media/avatars/1/%00',
    '/dev/mail?to=%00',
    '/api/v2/article/scopes/lat/get/1?page_size=%00',
  ])('[HARD-02] GET %s is a 400 in the error shape', async (url) => {
    const response = await apiRequest(app, { method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorShape);
    expect(response.json().metaData.message).toMatch(/^Invalid (path|query): .*not allowed\.$/);
  });

  test('[HARD-02] nothing was written by a refused request', async () => {
    const before = await apiRequest(app, { method: 'GET', url: '/dev/mail?to=redactie@tribune.test' });
    await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      payload: { name: 'N\u0000', email: 'n@example.com', message: 'Hello there, a longer message.' },
    });
    const after = await apiRequest(app, { method: 'GET', url: '/dev/mail?to=redactie@tribune.test' });
    expect(after.json()).toEqual(before.json());
  });
});

describe('finding 3: what Node’s HTTP parser refuses is answered in the one shape', () => {
  let port: number;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    port = address.port;
  });

  /** Sends raw bytes and collects everything the server writes until it closes the connection. */
  function rawExchange(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.end(request);
    });
  }

  function lastJson(raw: string): unknown {
    return JSON.parse(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4));
  }

  test('[HARD-03] a Content-Length shorter than the body', async () => {
    const raw = await rawExchange(
      'POST /api/v2/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}garbage that is not a request\r\n\r\n',
    );
    // The first request is answered (a 422 for the empty form), then the leftover bytes are refused.
    expect(raw).toMatch(/HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).not.toContain('"error":"Bad Request"');
    expect(lastJson(raw)).toEqual({ data: null, metaData: { message: 'The request is malformed.' } });
  });

  test('[HARD-03] a garbled request line and oversized headers', async () => {
    const garbled = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(lastJson(garbled)).toEqual({ data: null, metaData: { message: 'The request is malformed.' } });

    const huge = await rawExchange(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(lastJson(huge)).toEqual({ data: null, metaData: { message: 'The request headers are too large.' } });
  });
});

describe('finding 4: the Host header is parsed once, strictly', () => {
  test.each([
    'localhost:18080@evil.example',
    'localhost:abc',
    'localhost:',
    'localhost:0',
    'localhost:70000',
    'local host',
    'evil.example/path',
    'localhost.',
    '[::1',
    '[not-an-ip]:80',
  ])('[HARD-04] Host %j is a 400 in the error shape, for pages and the API', async (host) => {
    for (const url of ['/', '/api/front/v1/bootstrap', '/api/v2/article/scopes/lat/get/1']) {
      const response = await app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        metaData: { message: 'The Host header is not a valid host name.' },
      });
    }
  });

  test('[HARD-06] a URL Fastify cannot decode is a 400 in the one shape, with the security headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/article/%ED%A0%80',
      headers: { host: hosts.tribune },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'The request is malformed.' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('[HARD-04] with TRUST_PROXY the forwarded host is the one parsed, as strictly', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const forwarded = await proxied.inject({
        method: 'GET',
        url: '/api/front/v1/bootstrap',
        headers: { host: 'internal:8080', 'x-forwarded-host': 'nl.localhost', 'x-forwarded-proto': 'https' },
      });
      expect(forwarded.json().tenant.id).toBe('tribune-nl');
      expect(forwarded.json().realtime).toMatchObject({ host: 'nl.localhost', port: 443, tls: true });
      const smuggled = await proxied.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'internal:8080', 'x-forwarded-host': 'nl.localhost:1@evil.example' },
      });
      expect(smuggled.statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  test('[HARD-04] valid forms parse to one host name and port', () => {
    expect(parseHostHeader('LocalHost:8080')).toEqual({ hostname: 'localhost', port: 8080 });
    expect(parseHostHeader('nl.localhost')).toEqual({ hostname: 'nl.localhost' });
    expect(parseHostHeader('127.0.0.1:80')).toEqual({ hostname: '127.0.0.1', port: 80 });
    expect(parseHostHeader('[::1]:8080')).toEqual({ hostname: '::1', port: 8080 });
    expect(parseHostHeader('localhost:1@evil.example')).toBeUndefined();
  });

  test('[HARD-04] an unknown but valid host is still the 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(404);
  });

  test('[HARD-04] the bootstrap names the tenant’s own host, never one a header smuggled in', async () => {
    const viaHeader = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: 'evil.example:8443', 'x-tenant-id': 'tribune' },
    });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().realtime).toMatchObject({ host: 'localhost', port: 8443 });

    const own = await app.inject({ method: 'GET', url: '/api/front/v1/bootstrap', headers: { host: hosts.tribuneNl } });
    expect(own.json().realtime).toMatchObject({ host: 'nl.localhost', port: 8080 });
  });

  test('[HARD-04] X-Forwarded-Host is ignored without TRUST_PROXY', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: hosts.tribune, 'x-forwarded-host': 'nl.localhost' },
    });
    expect(response.json().tenant.id).toBe('tribune');
  });
});

describe('finding 7: the operator API checks its token before anything else', () => {
  test('[HARD-07] an unauthenticated bad body is a 401, not a 422', async () => {
    for (const [method, url] of [
      ['PUT', '/api/admin/tenants/tribune/remotes/mf_content'],
      ['PATCH', '/api/admin/tenants/tribune/settings'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"version": {"not": "a version"}}',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ data: null, metaData: { message: 'A valid operator token is required.' } });
    }
  });

  test('[HARD-07] production does not start over a database that keeps development real-time secrets', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const development = await buildApp({
        config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
        database,
        logger: false,
        seed: { demoAccounts: false, demoContent: false },
      });
      await development.close();
      const production = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        ADMIN_TOKEN: 'a-production-operator-token',
        SMTP_URL: 'smtp://127.0.0.1:9',
      });
      const starting = buildApp({ config: production, database, logger: false });
      await expect(starting).rejects.toThrow(ConfigError);
      await expect(starting).rejects.toThrow(
        /real-time secret of tenant tribune, tribune-nl: still the development one/,
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});
