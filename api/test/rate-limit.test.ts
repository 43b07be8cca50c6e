import type { FastifyInstance } from 'fastify';
import { apiRequest, buildTestApp } from './helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTER_MAX: '2' } });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const wrongLogin = { login: 'fan', password: 'wrong-password' };

test('[ACC-01] login is rate limited per tenant and IP: the 4th attempt in a minute is a 429 in the error shape', async () => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: wrongLogin,
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(401);
  }
  const limited = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.1',
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
  expect(limited.headers['retry-after']).toBeDefined();

  const dutch = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.1',
    language: 'nl',
  });
  expect(dutch.json()).toEqual({
    data: null,
    metaData: { message: 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.' },
  });
});

test('[ACC-01] the login limit of one IP does not block another IP or another tenant', async () => {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await apiRequest(app, { method: 'POST', url: '/api/v2/login', payload: wrongLogin, remoteAddress: '10.0.0.2' });
  }
  const otherIp = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.3',
  });
  expect(otherIp.statusCode).toBe(401);
  const otherTenant = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.2',
    tenant: 'tribune-nl',
  });
  expect(otherTenant.statusCode).toBe(401);
});

test('[ACC-02] registration is rate limited: the 3rd attempt in a minute is a 429', async () => {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: {},
      remoteAddress: '10.0.0.9',
    });
    expect(response.statusCode).toBe(422);
  }
  const limited = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/r-register',
    payload: {},
    remoteAddress: '10.0.0.9',
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
});

test('RATE_LIMIT=false switches the limits off', async () => {
  const unlimited = await buildTestApp({ env: { RATE_LIMIT: 'false', RATE_LIMIT_LOGIN_MAX: '1' } });
  try {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await apiRequest(unlimited, { method: 'POST', url: '/api/v2/login', payload: wrongLogin });
      expect(response.statusCode).toBe(401);
    }
  } finally {
    await unlimited.close();
  }
}, 60_000);
