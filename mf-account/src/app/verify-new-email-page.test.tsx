import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  expectLocation,
  loginData,
  ownData,
  renderWithProviders,
  server,
  storedSession,
} from '../test/render-with-providers';

/** The own data the profile settings page (where a verified link lands) loads: the new address is the account's. */
const verifiedOwnData = ownData({ email: 'new-address@example.com' });

test('[ACC-05] a valid new-address link is sent once, logs the user in and lands on the profile settings', async () => {
  let calls = 0;
  server.use(
    http.post(apiUrl('/api/v2/new-email/verify/7/new-hash'), () => {
      calls += 1;
      return HttpResponse.json({
        data: loginData({ email: 'new-address@example.com' }),
        metaData: { message: 'Your new e-mail address is confirmed.' },
      });
    }),
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: verifiedOwnData })),
  );
  await renderWithProviders({ route: '/new-email/verify/7/new-hash' });

  // The settings page reads ?verify=1 (its "verified" message) and may then drop it from the address.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/profile(\?verify=1)?$/));
  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'fan123' })).toBeInTheDocument();
  expect(storedSession().token).toBe('token-of-fan123');
  expect(calls).toBe(1);
});

test.each([
  [401, 'This confirmation link is invalid or has expired.'],
  [422, 'This e-mail address is already in use.'],
])('[ACC-05] a %i shows the server’s message as an alert, then goes home after 2 s', async (status, message) => {
  jest.useFakeTimers();
  server.use(
    http.post(apiUrl('/api/v2/new-email/verify/7/used-hash'), () =>
      HttpResponse.json({ data: null, metaData: { message } }, { status }),
    ),
  );
  await renderWithProviders({ route: '/new-email/verify/7/used-hash' });

  expect(await screen.findByRole('heading', { name: 'Confirming your new e-mail address' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  act(() => jest.advanceTimersByTime(1900));
  await expectLocation('/new-email/verify/7/used-hash');
  act(() => jest.advanceTimersByTime(100));
  await expectLocation('/');
  expect(storedSession().token).toBeNull();
});
