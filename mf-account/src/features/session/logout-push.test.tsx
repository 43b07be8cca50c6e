import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakePushEndpoint, installBrowserPush, removeBrowserPush } from '@tribune/shared/testing';
import { apiUrl, renderWithProviders, server, storedSession, storeSession } from '../../test/render-with-providers';

const pushUserId = '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11';

afterEach(removeBrowserPush);

/** A browser subscribed to the site's pushes, its push user id kept as WP-01 keeps it. */
function subscribedBrowser(account: string | null = '7') {
  const browser = installBrowserPush({ permission: 'granted', subscribed: true });
  window.localStorage.setItem('web_push_user_id', pushUserId);
  window.localStorage.setItem('web_push_enabled', '1');
  if (account !== null) window.localStorage.setItem('web_push_account', account);
  return browser;
}

/** Logout and the push subscription's removal at the network edge; `deleteStatus` is the API's answer. */
function serveLogout(deleteStatus = 200) {
  const order: string[] = [];
  const deleted: { path: string; tenant: string | null; body: unknown }[] = [];
  server.use(
    http.post(apiUrl('/api/v1/logout'), () => {
      order.push('logout');
      return HttpResponse.json({ data: null });
    }),
    http.delete(apiUrl('/api/v2/web-push/subscriptions/:id'), async ({ request }) => {
      order.push('delete subscription');
      const url = new URL(request.url);
      deleted.push({ path: url.pathname, tenant: url.searchParams.get('tenant_id'), body: await request.json() });
      return deleteStatus === 200
        ? HttpResponse.json({ data: null, metaData: { message: 'Unsubscribed.' } })
        : HttpResponse.json(
            { data: null, metaData: { message: 'This push subscription does not exist.' } },
            { status: deleteStatus },
          );
    }),
  );
  return { order, deleted };
}

async function logOut() {
  const view = await renderWithProviders();
  await view.user.click(await screen.findByRole('button', { name: 'fan123' }));
  const menu = screen.getByRole('navigation', { name: 'Account menu' });
  await view.user.click(within(menu).getByRole('button', { name: 'Log out' }));
  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  return view;
}

test('[CLB-03] logging out drops this browser’s push subscription: deleted through the API, unsubscribed, its id forgotten', async () => {
  storeSession();
  const browser = subscribedBrowser();
  const { order, deleted } = serveLogout();
  const { reload } = await logOut();

  expect(deleted).toEqual([
    {
      path: `/api/v2/web-push/subscriptions/${pushUserId}`,
      tenant: 'tribune',
      body: { endpoint: fakePushEndpoint },
    },
  ]);
  expect(browser.unsubscribed).toBe(1);
  expect(browser.holdsSubscription).toBe(false);
  expect(window.localStorage.getItem('web_push_user_id')).toBeNull();
  expect(window.localStorage.getItem('web_push_enabled')).toBeNull();
  expect(window.localStorage.getItem('web_push_account')).toBeNull();
  // All before the page reloads, which would cut the request off.
  expect(order).toEqual(['logout', 'delete subscription']);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[CLB-03] a guest’s subscription made before logging in goes too; a subscription the API no longer has is still unsubscribed', async () => {
  storeSession();
  const browser = subscribedBrowser(null);
  const { deleted } = serveLogout(404);
  const { reload } = await logOut();

  expect(deleted).toHaveLength(1);
  expect(browser.unsubscribed).toBe(1);
  expect(window.localStorage.getItem('web_push_user_id')).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('[CLB-03] logging out of a browser without push asks nothing more than the logout', async () => {
  storeSession();
  const { order } = serveLogout();
  const { reload } = await logOut();
  expect(order).toEqual(['logout']);
  expect(reload).toHaveBeenCalledTimes(1);
});
