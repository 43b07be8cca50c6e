import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTribuneRuntime } from '../providers/tribune-runtime';
import { storageKeys } from '../session/stored-user';
import { fakePushEndpoint, installBrowserPush, removeBrowserPush } from '../testing/fake-browser-push';
import { testApiOrigin, testBootstrap } from '../testing/test-bootstrap';
import { testUser } from '../testing/render-with-tribune';
import { mockApi } from '../testing/mock-api';

const server = mockApi();
afterEach(() => {
  removeBrowserPush();
  window.localStorage.clear();
});

const pushUserId = '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11';

test('[CLB-03][PLT-12] a session that ends on a 401 drops this browser’s push subscription as a logout does', async () => {
  window.localStorage.setItem(storageKeys.token, 'dead-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  window.localStorage.setItem('web_push_user_id', pushUserId);
  window.localStorage.setItem('web_push_enabled', '1');
  window.localStorage.setItem('web_push_account', String(testUser.id));
  const browser = installBrowserPush({ permission: 'granted', subscribed: true });
  const deleted: { path: string; body: unknown; authorization: string | null }[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/user/favourite-team`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
    http.delete(`${testApiOrigin}/api/v2/web-push/subscriptions/:id`, async ({ request }) => {
      deleted.push({
        path: new URL(request.url).pathname,
        body: await request.json(),
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ data: null, metaData: { message: 'Unsubscribed.' } });
    }),
  );
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap(),
    storage: window.localStorage,
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No remotes here')) },
  });

  await expect(runtime.api.request('/api/v2/user/favourite-team')).rejects.toMatchObject({ status: 401 });
  await waitFor(() => expect(browser.unsubscribed).toBe(1));
  // The session was cleared first, so the removal carries no dead token.
  expect(deleted).toEqual([
    { path: `/api/v2/web-push/subscriptions/${pushUserId}`, body: { endpoint: fakePushEndpoint }, authorization: null },
  ]);
  expect(window.localStorage.getItem('web_push_user_id')).toBeNull();
  expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
});
