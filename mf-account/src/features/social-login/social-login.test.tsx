import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pendingCommentAtom, signInCountAtom } from '@tribune/shared';
import {
  apiUrl,
  expectLocation,
  loginData,
  renderWithProviders,
  server,
  storedSession,
} from '../../test/render-with-providers';

type Rendered = Awaited<ReturnType<typeof renderWithProviders>>;

const providers = [
  { name: 'google', label: 'Google' },
  { name: 'club-id', label: 'Club ID' },
];
const authorizeUrl = 'https://accounts.example.com/authorize?client_id=tribune&state=state-1';
const pending = { comment_text: 'What a goal!', resource_id: '12', resource_type: 'article', reply_to: 4 };

afterEach(() => window.sessionStorage.clear());

async function openLoginDialog({ user }: Rendered) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

/** Starts a Google login on an article page, the way a guest does, and returns what was sent. */
async function startGoogleLogin() {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/v2/login/providers'), () => HttpResponse.json({ data: providers })),
    http.post(apiUrl('/api/v2/login/google/redirect'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { url: authorizeUrl, state: 'state-1' } });
    }),
  );
  const rendered = await renderWithProviders({ route: '/article/12-derby-report' });
  act(() => rendered.runtime.store.set(pendingCommentAtom, pending));
  const dialog = await openLoginDialog(rendered);
  await rendered.user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
  await waitFor(() => expect(rendered.assignLocation).toHaveBeenCalled());
  return { ...rendered, sent };
}

test('[ACC-03] the login and register forms show a "Log in with …" button per configured provider', async () => {
  server.use(http.get(apiUrl('/api/v2/login/providers'), () => HttpResponse.json({ data: providers })));
  const rendered = await renderWithProviders();
  const login = await openLoginDialog(rendered);

  expect(await within(login).findByRole('button', { name: 'Log in with Google' })).toBeInTheDocument();
  expect(within(login).getByRole('button', { name: 'Log in with Club ID' })).toBeInTheDocument();
  await rendered.user.click(within(login).getByRole('button', { name: 'Register' }));
  const register = await screen.findByRole('dialog', { name: 'Create an account' });
  expect(within(register).getByRole('button', { name: 'Log in with Google' })).toBeInTheDocument();
});

test('[ACC-03] without configured providers there are no social-login buttons', async () => {
  let asked = false;
  server.use(
    http.get(apiUrl('/api/v2/login/providers'), () => {
      asked = true;
      return HttpResponse.json({ data: [] });
    }),
  );
  const rendered = await renderWithProviders();
  const login = await openLoginDialog(rendered);
  await waitFor(() => expect(asked).toBe(true));
  await act(async () => undefined);
  expect(within(login).queryByRole('button', { name: /^Log in with/ })).not.toBeInTheDocument();
});

test('[ACC-03] a click asks for the provider’s URL with the pending comment as redirect_data, keeps the state and leaves', async () => {
  const { sent, assignLocation } = await startGoogleLogin();

  expect(assignLocation).toHaveBeenCalledWith(authorizeUrl);
  expect(sent).toEqual([{ redirect_data: JSON.stringify(pending) }]);
  expect(window.sessionStorage.length).toBe(1);
});

test('[ACC-03][CMT-08][ACC-10] the callback logs in once, restores the pending comment and lands on its article', async () => {
  const first = await startGoogleLogin();
  first.unmount();

  const received: unknown[] = [];
  server.use(
    http.post(apiUrl('/api/v2/login/google'), async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({
        data: loginData(),
        metaData: { message: 'You are logged in.', redirect_data: JSON.stringify(pending) },
      });
    }),
  );
  const { runtime } = await renderWithProviders({ route: '/login/google/callback?code=auth-code-1&state=state-1' });

  await expectLocation('/article/12');
  expect(received).toEqual([{ code: 'auth-code-1', state: 'state-1' }]);
  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'fan123' })).toBeInTheDocument();
  expect(storedSession().token).toBe('token-of-fan123');
  expect(runtime.store.get(pendingCommentAtom)).toEqual(pending);
  expect(runtime.store.get(signInCountAtom)).toBe(1);
  expect(screen.getByText('You are logged in.')).toBeInTheDocument();
});

test('[ACC-03] a callback whose state this tab did not start is refused with an alert, without any call', async () => {
  const first = await startGoogleLogin();
  first.unmount();

  let calls = 0;
  server.use(
    http.post(apiUrl('/api/v2/login/google'), () => {
      calls += 1;
      return HttpResponse.json({ data: loginData() });
    }),
  );
  await renderWithProviders({ route: '/login/google/callback?code=auth-code-1&state=forged-state' });

  expect(await screen.findByRole('alert')).toHaveTextContent('This login could not be completed');
  expect(calls).toBe(0);
  expect(storedSession()).toEqual({ token: null, user: null });
  await expectLocation('/login/google/callback?code=auth-code-1&state=forged-state');
});

test('[ACC-03] a server error shows its message as an alert on the loading page', async () => {
  const first = await startGoogleLogin();
  first.unmount();

  server.use(
    http.post(apiUrl('/api/v2/login/google'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'This login has expired. Please try again.' } },
        { status: 422 },
      ),
    ),
  );
  await renderWithProviders({ route: '/login/google/callback?code=auth-code-1&state=state-1' });

  expect(await screen.findByRole('alert')).toHaveTextContent('This login has expired. Please try again.');
  expect(screen.getByRole('heading', { name: 'Logging you in…' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-03] an error sent back by the provider shows an alert, without any call', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let calls = 0;
  server.use(
    http.post(apiUrl('/api/v2/login/google'), () => {
      calls += 1;
      return HttpResponse.json({ data: loginData() });
    }),
  );
  await renderWithProviders({
    route: '/login/google/callback?error=access_denied&error_description=The+user+denied+access&state=state-1',
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('The login was cancelled or refused. Please try again.');
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('access_denied'));
  expect(calls).toBe(0);
  consoleError.mockRestore();
});
