import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  expectLocation,
  loginData,
  renderWithProviders,
  server,
  storedSession,
} from '../test/render-with-providers';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

const resetRoute = '/password/reset/reset-token-123?email=fan123%40example.com';

async function fillNewPassword(user: User) {
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'a-new-long-password');
  await user.type(screen.getByLabelText('Repeat new password'), 'a-new-long-password');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

test('[ACC-08] the submit first fetches a CSRF token, sends it as _token with the link’s token in a form, then logs in at /', async () => {
  const calls: string[] = [];
  let sent: unknown;
  server.use(
    http.get(apiUrl('/refresh-token'), () => {
      calls.push('GET /refresh-token');
      return HttpResponse.json({ token: 'csrf-token-1' });
    }),
    http.post(apiUrl('/api/v2/password/reset'), async ({ request }) => {
      calls.push('POST /api/v2/password/reset');
      // Spec 001 §12: "as form".
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      sent = Object.fromEntries(await request.formData());
      return HttpResponse.json({ data: loginData(), metaData: { message: 'Your password has been reset.' } });
    }),
  );
  const { user } = await renderWithProviders({ route: resetRoute });
  expect(await screen.findByLabelText('E-mail address')).toHaveValue('fan123@example.com');
  await fillNewPassword(user);

  await expectLocation('/');
  expect(calls).toEqual(['GET /refresh-token', 'POST /api/v2/password/reset']);
  expect(sent).toEqual({
    email: 'fan123@example.com',
    token: 'reset-token-123',
    password: 'a-new-long-password',
    password_confirmation: 'a-new-long-password',
    _token: 'csrf-token-1',
  });
  expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'fan123' })).toBeInTheDocument();
  expect(storedSession().token).toBe('token-of-fan123');
});

test('[ACC-08] the token is the last path segment', async () => {
  let sent: unknown;
  server.use(
    http.get(apiUrl('/refresh-token'), () => HttpResponse.json({ token: 'csrf-token-1' })),
    http.post(apiUrl('/api/v2/password/reset'), async ({ request }) => {
      sent = Object.fromEntries(await request.formData());
      return HttpResponse.json({ data: loginData() });
    }),
  );
  const { user } = await renderWithProviders({ route: '/password/reset/old-prefix/the-real-token' });
  await user.type(await screen.findByLabelText('E-mail address'), 'fan123@example.com');
  await fillNewPassword(user);

  await expectLocation('/');
  expect(sent).toMatchObject({ token: 'the-real-token', email: 'fan123@example.com' });
  expect(await screen.findByText('Your password has been changed. You are logged in.')).toBeInTheDocument();
});

test('[SEO-02] the form carries the link’s token in a hidden field HTML allows: no readonly on it', async () => {
  await renderWithProviders({ route: resetRoute });
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  // The Nu HTML checker's error on this page (issue 30): `readonly` is not allowed on a hidden input.
  const token = document.querySelector<HTMLInputElement>('form input[type="hidden"][name="token"]');
  expect(token?.value).toBe('reset-token-123');
  expect(token).not.toHaveAttribute('readonly');
});

test('[ACC-08] a 422 shows its messages under the e-mail and password fields', async () => {
  server.use(
    http.get(apiUrl('/refresh-token'), () => HttpResponse.json({ token: 'csrf-token-1' })),
    http.post(apiUrl('/api/v2/password/reset'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'This password reset link is invalid or has expired.',
            errors: {
              email: ['This password reset link is invalid or has expired.'],
              password: ['The password must be at least 8 characters.'],
            },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders({ route: resetRoute });
  await fillNewPassword(user);

  const email = screen.getByLabelText('E-mail address');
  expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('This password reset link is invalid or has expired.');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    'The password must be at least 8 characters.',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await expectLocation(resetRoute);
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-08] a 419 (stale CSRF token) shows the server’s message; a new submit fetches a new token', async () => {
  const tokens: unknown[] = [];
  let refreshes = 0;
  server.use(
    http.get(apiUrl('/refresh-token'), () => {
      refreshes += 1;
      return HttpResponse.json({ token: `csrf-token-${refreshes}` });
    }),
    http.post(apiUrl('/api/v2/password/reset'), async ({ request }) => {
      tokens.push((await request.formData()).get('_token') ?? undefined);
      return HttpResponse.json(
        { data: null, metaData: { message: 'Your session has expired. Please try again.' } },
        { status: 419 },
      );
    }),
  );
  const { user } = await renderWithProviders({ route: resetRoute });
  await fillNewPassword(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please try again.');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  await screen.findByRole('alert');
  await expectLocation(resetRoute);
  expect(tokens).toEqual(['csrf-token-1', 'csrf-token-2']);
});

test('[ACC-08] when the CSRF token cannot be fetched, the failure is logged, an alert shows and nothing is sent', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let resets = 0;
  server.use(
    http.get(apiUrl('/refresh-token'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
        { status: 500 },
      ),
    ),
    http.post(apiUrl('/api/v2/password/reset'), () => {
      resets += 1;
      return HttpResponse.json({ data: loginData() });
    }),
  );
  const { user } = await renderWithProviders({ route: resetRoute });
  await fillNewPassword(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be prepared for sending.');
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('CSRF token could not be refreshed'));
  expect(resets).toBe(0);
  expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  consoleError.mockRestore();
});
