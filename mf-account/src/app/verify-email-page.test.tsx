import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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

test('[ACC-04] a valid link logs the user in and lands on /user/profile?verify=1', async () => {
  let calls = 0;
  server.use(
    http.post(apiUrl('/api/v2/email/verify/7/abc123'), () => {
      calls += 1;
      return HttpResponse.json({ data: loginData() });
    }),
    // Where the link lands: the profile settings page loads the user's data (ACC-13, ACC-16).
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })),
  );
  await renderWithProviders({ route: '/email/verify/7/abc123' });

  expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you: your e-mail address is verified.');
  await expectLocation('/user/profile');
  expect(screen.getByRole('button', { name: 'fan123' })).toBeInTheDocument();
  expect(storedSession().token).toBe('token-of-fan123');
  expect(calls).toBe(1);
});

test('[ACC-02] the not-verified notice stays until the e-mail is verified, then goes', async () => {
  storeSession(loginData({ email_verified: false }));
  server.use(
    http.post(apiUrl('/api/v2/email/verify/7/abc123'), () =>
      HttpResponse.json({ data: loginData({ email_verified: true }) }),
    ),
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })),
  );
  const { user } = await renderWithProviders({ route: '/email/verify/7/abc123' });

  await screen.findByRole('heading', { name: 'Profile settings' });
  await user.click(screen.getByRole('button', { name: 'fan123' }));
  expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  expect(screen.queryByText(/Your e-mail address is not verified yet/)).not.toBeInTheDocument();
});

test.each([401, 500])(
  '[ACC-04] a %i shows the server’s message as an alert, then goes home after 2 s',
  async (status) => {
    jest.useFakeTimers();
    server.use(
      http.post(apiUrl('/api/v2/email/verify/7/expired'), () =>
        HttpResponse.json(
          { data: null, metaData: { message: 'This verification link is invalid or has expired.' } },
          { status },
        ),
      ),
    );
    await renderWithProviders({ route: '/email/verify/7/expired' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    act(() => jest.advanceTimersByTime(1900));
    await expectLocation('/email/verify/7/expired');
    act(() => jest.advanceTimersByTime(100));
    await expectLocation('/');
    expect(storedSession().token).toBeNull();
  },
);
