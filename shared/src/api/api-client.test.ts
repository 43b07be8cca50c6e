import { http, HttpResponse } from 'msw';
import { createTribuneRuntime } from '../providers/tribune-runtime';
import { authDialogAtom, authTokenAtom, storedUserAtom } from '../session/session-atoms';
import { storageKeys } from '../session/stored-user';
import { testBootstrap } from '../testing/test-bootstrap';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { mockApi } from '../testing/mock-api';
import { uncheckedRequest } from '../testing/unchecked-request';

const server = mockApi();
afterEach(() => {
  localStorage.clear();
});

const storedUser = {
  id: 7,
  username: 'fan',
  image: null,
  profile_image: null,
  role: null,
  isAdmin: false,
  can_place_comments: true,
  settings: { night_mode: '0', text_size: 'small' },
  meta: [],
  name: 'Fan',
};

function runtimeWithSession(token: string | null) {
  if (token) {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(storedUser));
  }
  return createTribuneRuntime({
    bootstrap: testBootstrap(),
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('no remotes in this test')) },
    storage: localStorage,
  });
}

test('[PLT-02] every request carries accept, tenant, both visitor headers, language and the bearer token', async () => {
  let seen: Headers | undefined;
  server.use(
    http.get('http://api.test/api/v2/things', ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ data: [] });
    }),
  );
  const runtime = runtimeWithSession('secret-token');
  await uncheckedRequest(runtime.api)('/api/v2/things');
  expect(seen?.get('accept')).toBe('application/json');
  expect(seen?.get('x-tenant-id')).toBe('tribune');
  const visitorId = localStorage.getItem('visitor_id');
  expect(visitorId).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(seen?.get('x-visitor-id')).toBe(visitorId);
  expect(seen?.get('x-unique-visitor-id')).toBe(visitorId);
  expect(seen?.get('accept-language')).toBe('en');
  expect(seen?.get('authorization')).toBe('Bearer secret-token');
});

test('[PLT-02] guests send no authorization header', async () => {
  let authorization: string | null = 'unset';
  server.use(
    http.get('http://api.test/api/v2/things', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ data: [] });
    }),
  );
  await uncheckedRequest(runtimeWithSession(null).api)('/api/v2/things');
  expect(authorization).toBeNull();
});

test('[PLT-12] a 401 on an authenticated call clears the stored session and opens the login dialog', async () => {
  server.use(
    http.get('http://api.test/api/v2/private', () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  const runtime = runtimeWithSession('expired-token');
  expect(runtime.store.get(storedUserAtom)?.username).toBe('fan');
  await expect(uncheckedRequest(runtime.api)('/api/v2/private')).rejects.toThrow('Unauthenticated.');
  expect(runtime.store.get(authTokenAtom)).toBeNull();
  expect(runtime.store.get(storedUserAtom)).toBeNull();
  expect(localStorage.getItem(storageKeys.token)).toBeNull();
  expect(localStorage.getItem(storageKeys.user)).toBeNull();
  expect(runtime.store.get(authDialogAtom)).toBe('login');
});

test('[PLT-12] a call that handles its own 401 keeps the session', async () => {
  server.use(
    http.post('http://api.test/api/v1/logout', () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  const runtime = runtimeWithSession('token');
  await expect(
    runtime.api.send('/api/v1/logout', { method: 'POST', logoutOnUnauthorized: false }),
  ).rejects.toBeInstanceOf(ApiError);
  expect(runtime.store.get(authTokenAtom)).toBe('token');
});

test('[ACC-02] a 422 becomes an ApiError with every field message', async () => {
  server.use(
    http.post('http://api.test/api/v2/r-register', () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: {
              username: ['The username has already been taken.'],
              email: 'The email must be a valid email address.',
            },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const error = await runtimeWithSession(null)
    .api.request('/api/v2/r-register', { method: 'POST', body: { username: 'fan' } })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(422);
  expect(apiError.fieldError('username')).toBe('The username has already been taken.');
  expect(apiError.fieldError('email')).toBe('The email must be a valid email address.');
  expect(apiError.allMessages()).toHaveLength(2);
});

test('[PLT-13] query values are encoded, lists repeated and empty values dropped', () => {
  const url = runtimeWithSession(null).api.url('/ajax/collection/1/items', {
    query: { offset: 0, 'filter[]': ['a,1', 'b,2'], sort: undefined },
  });
  expect(url).toBe('http://api.test/ajax/collection/1/items?offset=0&filter%5B%5D=a%2C1&filter%5B%5D=b%2C2');
});

test("[PLT-02] a service without a usable base URL is 'Invalid api url' (spec 001 §8); empty is the page's origin", async () => {
  const make = (soccer: unknown) =>
    createApiClient({
      baseUrls: { main: '', karma: 'https://karma.test', soccer } as unknown as Record<
        'main' | 'karma' | 'soccer',
        string
      >,
      tenantId: 'tribune',
      language: 'en',
      visitorId: 'v',
      getToken: () => null,
      onUnauthorized: () => undefined,
      fetch: () => Promise.resolve(new Response('{}')),
    });
  expect(make(undefined).url('/x')).toBe('/x');
  expect(() => make(undefined).url('/x', { service: 'soccer' })).toThrow('Invalid api url');
  expect(() => make('soccer.test').url('/x', { service: 'soccer' })).toThrow('Invalid api url');
  expect(() => make('javascript:alert(1)').url('/x', { service: 'soccer' })).toThrow('Invalid api url');
  await expect(make(undefined).send('/x', { service: 'soccer' })).rejects.toThrow('Invalid api url');
  expect(make('https://soccer.test/').url('/x', { service: 'soccer' })).toBe('https://soccer.test/x');
});
