import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  expectLocation,
  ownData,
  renderWithProviders,
  server,
  storedSession,
  storeSession,
} from '../test/render-with-providers';

test('[ACC-16] the viewer’s own profile shows their data from me-as-resource, fetched uncached with the token', async () => {
  storeSession();
  let headers: Headers | undefined;
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), ({ request }) => {
      headers = request.headers;
      return HttpResponse.json({
        data: ownData({ claps_count: 12 }),
      });
    }),
  );
  await renderWithProviders({ route: '/user/fan123' });

  expect(await screen.findByText('12 claps')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'fan123' })).toBeInTheDocument();
  expect(headers?.get('Authorization')).toBe('Bearer token-of-fan123');
  expect(headers?.get('Cache-Control')).toBe('no-cache');
});

test('[ACC-16] a 401 on me-as-resource sends the user home, logged out', async () => {
  storeSession();
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  await renderWithProviders({ route: '/user/fan123' });

  await expectLocation('/');
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-17] someone else’s profile shows their username and asks the API nothing', async () => {
  storeSession();
  await renderWithProviders({ route: '/user/other-fan' });
  expect(await screen.findByRole('heading', { level: 1, name: 'other-fan' })).toBeInTheDocument();
});

test('[ACC-17] a guest sees the profile of the username in the address', async () => {
  await renderWithProviders({ route: '/user/fan123' });
  expect(await screen.findByRole('heading', { level: 1, name: 'fan123' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});

test('[ACC-04] /user/profile, where a verification lands, needs a login, else it goes home', async () => {
  await renderWithProviders({ route: '/user/profile' });
  await expectLocation('/');
  expect(screen.queryByRole('heading', { name: 'Profile settings' })).not.toBeInTheDocument();
});

test('[PLT-09] an address under this remote’s part of the site without a page is the not-found page', async () => {
  const { user } = await renderWithProviders({ route: '/user/fan123/comments' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  await expectLocation('/');
});

test('[PLT-06] [PLT-09] the not-found page speaks the tenant’s language', async () => {
  await renderWithProviders({ route: '/login/google', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});
