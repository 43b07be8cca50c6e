import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { testApiOrigin } from './test-bootstrap';

/** An address on the test API (Node's fetch needs absolute URLs; the test bootstrap names this origin). */
export function apiUrl(path: string): string {
  return `${testApiOrigin}${path}`;
}

/**
 * The network of a test file, mocked at its edge with MSW (issue 32: set up once, here, instead of in
 * every file): a server started before the file's tests, back to `handlers` after each test (what a
 * test added with `server.use` is dropped) and closed after the last. A request no handler answers
 * fails the test, so a page cannot quietly depend on a call the test did not describe.
 *
 * Call it at the top level of a test file (it registers Jest's hooks) and keep the server for
 * `server.use(…)` in the tests.
 */
export function mockApi(...handlers: RequestHandler[]): SetupServerApi {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The real-time server's channel authorisation endpoint at the network edge (MSW): it records every
 * request (its headers and form) and signs only for `acceptedToken`, answering 403 otherwise.
 */
export function mockChannelAuthorization(endpoint: string, acceptedToken: string) {
  const requests: { headers: Record<string, string>; body: string }[] = [];
  mockApi(
    http.post(endpoint, async ({ request }) => {
      requests.push({ headers: Object.fromEntries(request.headers), body: await request.text() });
      if (request.headers.get('authorization') !== `Bearer ${acceptedToken}`) {
        return new HttpResponse(null, { status: 403 });
      }
      return HttpResponse.json({ auth: 'tribune-key:signature' });
    }),
  );
  afterEach(() => {
    requests.length = 0;
  });
  return requests;
}
