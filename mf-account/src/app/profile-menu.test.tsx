import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  apiUrl,
  expectLocation,
  loginData,
  ownData,
  renderWithProviders,
  server,
  storedSession,
  storeSession,
} from '../test/render-with-providers';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

async function openProfileMenu(user: User, username = 'fan123') {
  await user.click(await screen.findByRole('button', { name: username }));
  return screen.getByRole('navigation', { name: 'Account menu' });
}

test('[ACC-17] the profile menu shows the 30×30 avatar and the username, and links to the public profile', async () => {
  storeSession(loginData({ profile_image: 'http://localhost/assets/avatars/7.png' }));
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), () =>
      HttpResponse.json({
        data: ownData({ profile_image: 'http://localhost/assets/avatars/7.png', claps_count: 2 }),
      }),
    ),
  );
  const { user } = await renderWithProviders();
  const button = await screen.findByRole('button', { name: 'fan123' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const avatar = button.querySelector('img');
  expect(avatar).toHaveAttribute('src', 'http://localhost/assets/avatars/7.png');
  expect(avatar).toHaveAttribute('width', '30');
  expect(avatar).toHaveAttribute('height', '30');

  const menu = await openProfileMenu(user);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  // The profile page loads lazily (mf_account's ./routes); awaiting act lets that load finish.
  await act(() => user.click(within(menu).getByRole('link', { name: 'My profile' })));
  await expectLocation('/user/fan123');
  expect(await screen.findByRole('heading', { level: 1, name: 'fan123' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
});

test('[ACC-06] logging out posts the logout, clears the stored session and reloads the page', async () => {
  storeSession();
  let authorization: string | null = null;
  server.use(
    http.post(apiUrl('/api/v1/logout'), ({ request }) => {
      authorization = request.headers.get('Authorization');
      return HttpResponse.json({ data: null });
    }),
  );
  const { user, reload } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  await user.click(within(menu).getByRole('button', { name: 'Log out' }));

  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(authorization).toBe('Bearer token-of-fan123');
  expect(storedSession()).toEqual({ token: null, user: null });
  expect(reload).toHaveBeenCalledTimes(1);
});

test('[ACC-06] a 401 on logout still clears the stored session and reloads, without opening the login dialog', async () => {
  storeSession();
  server.use(
    http.post(apiUrl('/api/v1/logout'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  const { user, reload } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  await user.click(within(menu).getByRole('button', { name: 'Log out' }));

  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-06] any other logout failure keeps the session and is only logged', async () => {
  storeSession();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.post(apiUrl('/api/v1/logout'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  const { user, reload } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  const logout = within(menu).getByRole('button', { name: 'Log out' });
  await user.click(logout);

  await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('logout failed')));
  // The button is re-enabled in the render after the failure is logged, not in the same tick.
  await waitFor(() => expect(logout).toBeEnabled());
  expect(storedSession().token).toBe('token-of-fan123');
  expect(reload).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

test.each([
  { role: 'editor', isAdmin: false, badge: true },
  { role: 'guest-author', isAdmin: false, badge: false },
  { role: 'junior-editor', isAdmin: false, badge: false },
  { role: 'junior-editor', isAdmin: true, badge: true },
  { role: null, isAdmin: true, badge: true },
  { role: null, isAdmin: false, badge: false },
])('[ACC-12] role $role with isAdmin $isAdmin: manager badge $badge', async ({ role, isAdmin, badge }) => {
  storeSession(loginData({ role, isAdmin }));
  const { user } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  if (badge) expect(within(menu).getByText('Manager')).toBeVisible();
  else expect(within(menu).queryByText('Manager')).not.toBeInTheDocument();
});

test.each([
  { role: 'editor', isAdmin: false, remotes: ['mf_community', 'mf_content'] },
  { role: null, isAdmin: true, remotes: ['mf_content'] },
] as const)(
  '[SB-01][AB-01][NR-06] role $role, isAdmin $isAdmin: the newsroom and the editors’ pages of the tenant’s remotes',
  async ({ role, isAdmin, remotes }) => {
    storeSession(loginData({ role, isAdmin }));
    const { user } = await renderWithProviders({ otherRemotes: [...remotes] });
    const menu = await openProfileMenu(user);
    const tools = within(menu).getByRole('list', { name: 'Editors’ tools' });
    const links = within(tools)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    const community: string[][] = remotes.some((remote) => remote === 'mf_community')
      ? [['Moderation', '/community/moderation']]
      : [];
    expect(links).toEqual([
      ['Newsroom', '/newsroom'],
      ...community,
      ['Headline tests', '/headline-tests'],
      ['Smart bar', '/smart-bar'],
    ]);
  },
);

test.each(['guest-author', 'junior-editor'])(
  '[NR-06] a %s sees only the newsroom among the editors’ tools',
  async (role) => {
    storeSession(loginData({ role, isAdmin: false }));
    const { user } = await renderWithProviders({ otherRemotes: ['mf_community', 'mf_content'] });
    const menu = await openProfileMenu(user);
    expect(within(menu).queryByText('Manager')).not.toBeInTheDocument();
    const tools = within(menu).getByRole('list', { name: 'Editors’ tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Newsroom', '/newsroom']]);
  },
);

test('[NR-06] a fan gets no editors’ tools', async () => {
  storeSession(loginData({ role: null, isAdmin: false }));
  const { user } = await renderWithProviders({ otherRemotes: ['mf_community', 'mf_content'] });
  const menu = await openProfileMenu(user);
  expect(within(menu).queryByRole('list', { name: 'Editors’ tools' })).not.toBeInTheDocument();
});

test('[NR-06] the newsroom link in Dutch', async () => {
  storeSession(loginData({ role: 'guest-author', isAdmin: false }));
  const { user } = await renderWithProviders({ otherRemotes: ['mf_content'], language: 'nl' });
  await user.click(await screen.findByRole('button', { name: 'fan123' }));
  const menu = screen.getByRole('navigation', { name: 'Accountmenu' });
  const tools = within(menu).getByRole('list', { name: 'Redactietools' });
  expect(within(tools).getByRole('link', { name: 'Redactie' })).toHaveAttribute('href', '/newsroom');
});

test('[SB-01] a manager of a tenant that runs no content or community remote gets no editors’ list', async () => {
  storeSession(loginData({ role: 'editor' }));
  const { user } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  expect(within(menu).getByText('Manager')).toBeVisible();
  expect(within(menu).queryByRole('list', { name: 'Editors’ tools' })).not.toBeInTheDocument();
});

test('[PLT-12] a 401 on an authenticated call clears the session and opens the login dialog', async () => {
  storeSession();
  server.use(
    http.get(apiUrl('/api/v2/notifications'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  const { runtime } = await renderWithProviders();
  await screen.findByRole('button', { name: 'fan123' });

  // Any remote's call goes through the same client; this one answers 401.
  await act(() => expect(runtime.api.request('/api/v2/notifications')).rejects.toMatchObject({ status: 401 }));

  expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[PLT-06] a Dutch tenant gets the header and the login dialog in Dutch', async () => {
  const { user } = await renderWithProviders({ language: 'nl' });
  expect(await screen.findByRole('button', { name: 'Registreren' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
  expect(within(dialog).getByLabelText('E-mailadres of gebruikersnaam')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Wachtwoord')).toBeInTheDocument();
});

test('[ACC-09] the night mode switch darkens the page at once, saves dark-mode and keeps the server’s data.settings', async () => {
  storeSession();
  const modes: unknown[] = [];
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post(apiUrl('/api/v2/user/update-user-layout'), async ({ request }) => {
      modes.push(await request.json());
      await answered;
      // The server's answer wins: here it also has large text on (set on another device).
      return HttpResponse.json({ data: { settings: { night_mode: '1', text_size: 'big' } } });
    }),
  );
  const { user } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  const nightMode = within(menu).getByRole('switch', { name: 'Night mode' });
  expect(nightMode).toHaveAttribute('aria-checked', 'false');

  await user.click(nightMode);
  // Optimistic: applied before the answer.
  expect(document.documentElement).toHaveClass('theme-dark');
  expect(nightMode).toHaveAttribute('aria-checked', 'true');
  expect(document.documentElement).not.toHaveClass('text-large');

  await act(async () => answer());
  await waitFor(() => expect(document.documentElement).toHaveClass('text-large'));
  expect(within(menu).getByRole('switch', { name: 'Large text' })).toHaveAttribute('aria-checked', 'true');
  expect(modes).toEqual([{ mode: 'dark-mode' }]);
  expect(storedSession().user).toMatchObject({ settings: { night_mode: '1', text_size: 'big' } });
});

test('[ACC-09] the large text switch saves big-text, then small-text', async () => {
  storeSession();
  const modes: unknown[] = [];
  server.use(
    http.post(apiUrl('/api/v2/user/update-user-layout'), async ({ request }) => {
      const body = v.safeParse(v.object({ mode: v.string() }), await request.json());
      const mode = body.success ? body.output.mode : null;
      modes.push(mode);
      return HttpResponse.json({
        data: { settings: { night_mode: '0', text_size: mode === 'big-text' ? 'big' : 'small' } },
      });
    }),
  );
  const { user } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  const largeText = within(menu).getByRole('switch', { name: 'Large text' });

  await user.click(largeText);
  expect(document.documentElement).toHaveClass('text-large');
  await waitFor(() => expect(modes).toEqual(['big-text']));
  await waitFor(() => expect(largeText).not.toHaveAttribute('aria-disabled'));
  await user.click(largeText);
  expect(document.documentElement).not.toHaveClass('text-large');
  await waitFor(() => expect(modes).toEqual(['big-text', 'small-text']));
  await waitFor(() => expect(storedSession().user).toMatchObject({ settings: { text_size: 'small' } }));
});

test('[ACC-09] a failed layout change is undone and its message shown', async () => {
  storeSession();
  server.use(
    http.post(apiUrl('/api/v2/user/update-user-layout'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: { message: 'The selected mode is invalid.', errors: { mode: ['The selected mode is invalid.'] } },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders();
  const menu = await openProfileMenu(user);
  await user.click(within(menu).getByRole('switch', { name: 'Night mode' }));

  expect(await within(menu).findByRole('alert')).toHaveTextContent('The selected mode is invalid.');
  expect(document.documentElement).not.toHaveClass('theme-dark');
  expect(within(menu).getByRole('switch', { name: 'Night mode' })).toHaveAttribute('aria-checked', 'false');
  expect(storedSession().user).toMatchObject({ settings: { night_mode: '0' } });
});
