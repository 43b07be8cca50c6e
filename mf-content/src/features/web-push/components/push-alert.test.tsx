import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installBrowserPush, removeBrowserPush } from '@tribune/shared/testing';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { PushAlert } from './push-alert';

const server = setupMockApi();

const pushUserId = '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11';
const publicKey = 'BOkjuBlksnnkF6sWqV3uv1NOSv5U1I2sdkqgS1FMioZ7JtvkEvDUrKAF8mfWp-HcPRjrkYAS8kDj4aa0K7kds80';

// The browser's push machinery is faked at its edge by shared's testing helpers (Chromium's answers).
afterEach(removeBrowserPush);

/** The site's setting and the push API; answers what the toggle sent. */
function serveWebPush(showWebPush = 1) {
  const sent: { method: string; path: string; tenant: string | null; body: unknown }[] = [];
  const record = async (request: Request): Promise<unknown> => {
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' ? null : await request.json();
    sent.push({ method: request.method, path: url.pathname, tenant: url.searchParams.get('tenant_id'), body });
    return body;
  };
  server.use(
    http.get(`${testApiOrigin}/api/v2/setting`, () =>
      HttpResponse.json({
        data: { popup: null, settings_date: null, recaptcha_site_key: null, show_web_push: showWebPush },
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/web-push/public-key`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { public_key: publicKey } });
    }),
    http.post(`${testApiOrigin}/api/v2/web-push/subscriptions`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { push_user_id: pushUserId, enabled: true } });
    }),
    http.patch(`${testApiOrigin}/api/v2/web-push/subscriptions/:id`, async ({ request, params }) => {
      const body = await record(request);
      if (params['id'] !== pushUserId) {
        return HttpResponse.json(
          { data: null, metaData: { message: 'This push subscription does not exist.' } },
          { status: 404 },
        );
      }
      const enabled = typeof body === 'object' && body !== null && Reflect.get(body, 'enabled') === true;
      return HttpResponse.json({ data: { push_user_id: pushUserId, enabled } });
    }),
  );
  return sent;
}

function keepPushUserId(enabled: boolean, id = pushUserId) {
  window.localStorage.setItem('web_push_user_id', id);
  window.localStorage.setItem('web_push_enabled', enabled ? '1' : '0');
}

test('[WP-01] checking the toggle without a push user id shows the slide-down prompt; Allow subscribes and keeps the id', async () => {
  const browser = installBrowserPush();
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);

  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  await user.click(toggle);

  const prompt = await screen.findByRole('dialog', { name: 'Get news as it happens' });
  expect(prompt).toHaveAccessibleDescription(/We send a notification when a story like this one comes out/);
  const allow = screen.getByRole('button', { name: 'Allow' });
  expect(allow).toHaveFocus();
  // Nothing is asked of the browser before the reader says yes here.
  expect(browser.asked).toBe(0);
  await user.click(allow);

  await waitFor(() => expect(toggle).toBeChecked());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'You will get a notification when news like this comes out.',
  );
  expect(browser.registered).toEqual(['/sw.js']);
  expect(browser.asked).toBe(1);
  expect(browser.subscribed).toEqual([{ userVisibleOnly: true, key: 65 }]);
  expect(sent).toEqual([
    { method: 'GET', path: '/api/v2/web-push/public-key', tenant: 'tribune', body: null },
    {
      method: 'POST',
      path: '/api/v2/web-push/subscriptions',
      tenant: 'tribune',
      body: {
        endpoint: 'https://push.example.net/send/abc123',
        keys: { p256dh: 'BFakeP256dhKey', auth: 'FakeAuthSecret' },
        purpose: 'articles',
      },
    },
  ]);
  expect(window.localStorage.getItem('web_push_user_id')).toBe(pushUserId);
  expect(window.localStorage.getItem('web_push_enabled')).toBe('1');
});

test('[WP-01] "Not now" closes the prompt, asks the browser nothing and leaves the toggle off; Escape does the same', async () => {
  const browser = installBrowserPush();
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());

  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveFocus();

  await user.click(toggle);
  await screen.findByRole('dialog', { name: 'Get news as it happens' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(browser.asked).toBe(0);
  expect(sent).toEqual([]);
});

test('[WP-01] the prompt is a modal dialog: Tab stays between its buttons, and it opens on a first page view', async () => {
  installBrowserPush();
  serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());

  await user.click(toggle);
  const prompt = await screen.findByRole('dialog', { name: 'Get news as it happens' });
  expect(prompt).toHaveAttribute('aria-modal', 'true');
  const allow = screen.getByRole('button', { name: 'Allow' });
  const notNow = screen.getByRole('button', { name: 'Not now' });
  expect(allow).toHaveFocus();
  await user.tab();
  expect(notNow).toHaveFocus();
  await user.tab();
  expect(allow).toHaveFocus();
  await user.tab({ shift: true });
  expect(notNow).toHaveFocus();
});

test('[WP-01] with a kept push user id, checking enables the existing subscription without a prompt', async () => {
  installBrowserPush({ permission: 'granted', subscribed: true });
  keepPushUserId(false);
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();

  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PATCH',
      path: `/api/v2/web-push/subscriptions/${pushUserId}`,
      tenant: 'tribune',
      body: { endpoint: 'https://push.example.net/send/abc123', enabled: true },
    },
  ]);
  expect(window.localStorage.getItem('web_push_enabled')).toBe('1');
});

test('[WP-01] the toggle reflects a subscription on load, and unchecking unsubscribes', async () => {
  installBrowserPush({ permission: 'granted', subscribed: true });
  keepPushUserId(true);
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeChecked());

  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(await screen.findByRole('status')).toHaveTextContent('Notifications are off.');
  expect(sent).toEqual([
    {
      method: 'PATCH',
      path: `/api/v2/web-push/subscriptions/${pushUserId}`,
      tenant: 'tribune',
      body: { endpoint: 'https://push.example.net/send/abc123', enabled: false },
    },
  ]);
  expect(window.localStorage.getItem('web_push_enabled')).toBe('0');
});

test('[WP-01] a kept push user id the server no longer knows leads to the prompt and a new subscription', async () => {
  installBrowserPush({ permission: 'granted', subscribed: true });
  keepPushUserId(false, '00000000-0000-4000-8000-000000000000');
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Allow' }));
  await waitFor(() => expect(toggle).toBeChecked());
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    'PATCH /api/v2/web-push/subscriptions/00000000-0000-4000-8000-000000000000',
    'POST /api/v2/web-push/subscriptions',
  ]);
  expect(window.localStorage.getItem('web_push_user_id')).toBe(pushUserId);
});

test('[WP-01] a browser without service workers or PushManager gets a disabled toggle with the reason', async () => {
  serveWebPush();
  await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  expect(toggle).toBeDisabled();
  expect(toggle).toHaveAccessibleDescription('This browser cannot show notifications from this site.');
});

test('[WP-01] notifications denied in the browser prompt: the toggle is off and disabled with the reason', async () => {
  installBrowserPush({ answer: 'denied' });
  const sent = serveWebPush();
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Allow' }));
  await waitFor(() => expect(toggle).toBeDisabled());
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveAccessibleDescription(/Notifications are blocked for this site/);
  expect(sent).toEqual([]);
});

test('[WP-01] a failed subscribe says so and leaves the toggle off', async () => {
  installBrowserPush();
  serveWebPush();
  server.use(
    http.post(`${testApiOrigin}/api/v2/web-push/subscriptions`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderWithProviders(<PushAlert />);
  const toggle = await screen.findByRole('checkbox', { name: 'Get a notification for news like this' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Allow' }));
  expect(await screen.findByRole('status')).toHaveTextContent('That did not work. Please try again.');
  expect(toggle).not.toBeChecked();
  expect(window.localStorage.getItem('web_push_user_id')).toBeNull();
  error.mockRestore();
});

test('[ART-01] no push alert and no toggle when the site does not show web push', async () => {
  installBrowserPush();
  serveWebPush(0);
  await renderWithProviders(<PushAlert />);
  await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
