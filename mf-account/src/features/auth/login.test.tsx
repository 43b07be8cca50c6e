import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pendingCommentAtom, signInCountAtom } from '@tribune/shared';
import { apiUrl, loginData, renderWithProviders, server, storedSession } from '../../test/render-with-providers';

async function openLoginDialog(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

test('[ACC-01] Enter logs in: the header switches at once, the dialog closes and a banner shows for 3 s', async () => {
  jest.useFakeTimers();
  let sent: unknown;
  server.use(
    http.post(apiUrl('/api/v2/login'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: loginData() });
    }),
  );
  const { user } = await renderWithProviders();
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password{Enter}');

  const banner = await screen.findByText('Welcome back, fan123! You are logged in.');
  expect(sent).toEqual({ login: 'fan123', password: 'secret-password' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /fan123/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2900));
  expect(banner).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Welcome back, fan123! You are logged in.')).not.toBeInTheDocument();
});

test('[ACC-11] the stored user holds exactly the spec’s fields, without the e-mail; the token is stored apart', async () => {
  server.use(http.post(apiUrl('/api/v2/login'), () => HttpResponse.json({ data: loginData() })));
  const { user } = await renderWithProviders();
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await screen.findByRole('button', { name: /fan123/ });

  const { token, user: stored } = storedSession();
  expect(token).toBe('token-of-fan123');
  expect(stored).toEqual({
    id: 7,
    username: 'fan123',
    image: null,
    profile_image: null,
    role: null,
    isAdmin: false,
    can_place_comments: true,
    settings: { night_mode: '0', text_size: 'small' },
    meta: [{ key: 'has_formation', value: { current_formation_id: 3 } }],
    name: 'Fan Onetwothree',
  });
  expect(JSON.stringify(stored)).not.toContain('fan123@example.com');
});

test('[ACC-01] a 401 shows the server’s message inside the login form and keeps the visitor logged out', async () => {
  server.use(
    http.post(apiUrl('/api/v2/login'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'These credentials do not match our records.' } },
        { status: 401 },
      ),
    ),
  );
  const { user } = await renderWithProviders();
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-01] the submit button is busy while the login runs, so a second submit sends nothing', async () => {
  let calls = 0;
  let answer: () => void = () => undefined;
  server.use(
    http.post(apiUrl('/api/v2/login'), async () => {
      calls += 1;
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return HttpResponse.json({ data: loginData() });
    }),
  );
  const { user } = await renderWithProviders();
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password');
  const submit = within(dialog).getByRole('button', { name: 'Log in' });
  await user.click(submit);

  expect(submit).toBeDisabled();
  expect(submit).toHaveAttribute('aria-busy', 'true');
  await user.click(submit);
  await user.type(within(dialog).getByLabelText('Password'), '{Enter}');
  answer();
  await screen.findByRole('button', { name: /fan123/ });
  expect(calls).toBe(1);
});

test('[ACC-01] the dialog links lead from login to registration, back, and to the password reset', async () => {
  const { user } = await renderWithProviders();
  const login = await openLoginDialog(user);
  await user.click(within(login).getByRole('button', { name: 'Register' }));
  const register = await screen.findByRole('dialog', { name: 'Create an account' });
  await user.click(within(register).getByRole('button', { name: 'Log in' }));
  const loginAgain = await screen.findByRole('dialog', { name: 'Log in' });
  await user.click(within(loginAgain).getByRole('button', { name: 'Forgot your password?' }));
  expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-10] a pending comment is left for mf_community, which sees the sign-in counted; other pages do not reload', async () => {
  server.use(http.post(apiUrl('/api/v2/login'), () => HttpResponse.json({ data: loginData() })));
  const { user, runtime, reload } = await renderWithProviders({ route: '/article/12-derby-report' });
  const pending = { comment_text: 'What a match!', resource_id: '12', resource_type: 'article', reply_to: null };
  act(() => runtime.store.set(pendingCommentAtom, pending));
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password{Enter}');
  await screen.findByRole('button', { name: /fan123/ });

  expect(runtime.store.get(pendingCommentAtom)).toEqual(pending);
  expect(runtime.store.get(signInCountAtom)).toBe(1);
  expect(reload).not.toHaveBeenCalled();
});

test('[ACC-10] a login on the predictions page reloads it', async () => {
  server.use(http.post(apiUrl('/api/v2/login'), () => HttpResponse.json({ data: loginData() })));
  const { user, reload } = await renderWithProviders({ route: '/football-pool/predictions?week_start=2026-11-16' });
  const dialog = await openLoginDialog(user);
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password{Enter}');
  await screen.findByRole('button', { name: /fan123/ });
  expect(reload).toHaveBeenCalledTimes(1);
});
