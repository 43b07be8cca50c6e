import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { unstable_serialize } from 'swr';
import { ApiError, createTribuneRuntime, TribuneIntlProvider, TribuneProviders, type Language } from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { publicProfileKey } from '../features/profile/api/get-public-profile';
import { loadMessages } from '../i18n/load-messages';
import {
  apiUrl,
  expectLocation,
  ownData,
  renderWithProviders,
  server,
  storedSession,
  storeSession,
} from '../test/render-with-providers';
import { UserProfilePage } from './user-profile-page';

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
    // Logged out, the page is a guest's for the moment before it leaves: it asks for the public profile.
    http.get(apiUrl('/api/v2/users/fan123'), () =>
      HttpResponse.json({
        data: {
          id: 1,
          username: 'fan123',
          profile_image: null,
          role: null,
          member_since: '2026-01-01T00:00:00.000Z',
          claps_count: 0,
        },
      }),
    ),
  );
  await renderWithProviders({ route: '/user/fan123' });

  await expectLocation('/');
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
});

/** GET /api/v2/users/{username} for anyone but fan123 (docs/contracts.md, issue 14), recording what was asked. */
function servePublicProfile(profile: { id: number; username: string } | null) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/v2/users/:username'), ({ params }) => {
      asked.push(String(params.username));
      if (profile === null) {
        return HttpResponse.json({ data: null, metaData: { message: 'This user does not exist.' } }, { status: 404 });
      }
      return HttpResponse.json({
        data: {
          ...profile,
          profile_image: '/assets/avatars/other.png',
          role: null,
          member_since: '2024-02-01T10:00:00.000Z',
          claps_count: 4,
        },
      });
    }),
  );
  return asked;
}

/** Stands in for the slot's fillers: shows the props the page gave them. */
function ProfileCommunityStandIn({ userId, username }: { userId: number; username: string }) {
  return <p>{`community parts of user ${userId} (${username})`}</p>;
}

function UserArticlesStandIn({ userId }: { userId: number }) {
  return <p>{`articles of user ${userId}`}</p>;
}

const profileFillers = {
  'mf_community/./profile-community': ProfileCommunityStandIn,
  'mf_content/./user-articles': UserArticlesStandIn,
} as const;

test('[ACC-17] someone else’s profile loads their public profile and fills the profile slot with their id', async () => {
  storeSession();
  const asked = servePublicProfile({ id: 42, username: 'Other-Fan' });
  await renderWithProviders({ route: '/user/other-fan', remoteExposes: profileFillers });

  expect(await screen.findByText('community parts of user 42 (Other-Fan)')).toBeInTheDocument();
  expect(await screen.findByText('articles of user 42')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Other-Fan' })).toBeInTheDocument();
  expect(screen.getByText('4 claps')).toBeInTheDocument();
  expect(asked).toEqual(['other-fan']);
});

test('[ACC-17] a guest sees the profile of the username in the address', async () => {
  servePublicProfile({ id: 7, username: 'fan123' });
  await renderWithProviders({ route: '/user/fan123', remoteExposes: profileFillers });
  expect(await screen.findByRole('heading', { level: 1, name: 'fan123' })).toBeInTheDocument();
  expect(await screen.findByText('community parts of user 7 (fan123)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});

test('[ACC-17] the viewer’s own page fills the profile slot with the session’s id, without the public profile', async () => {
  storeSession();
  server.use(http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })));
  const asked = servePublicProfile({ id: 99, username: 'someone-else' });
  await renderWithProviders({ route: '/user/FAN123', remoteExposes: profileFillers });

  expect(await screen.findByText('community parts of user 7 (fan123)')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'fan123' })).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('[ACC-17] an unknown username says the user does not exist, and nothing else', async () => {
  servePublicProfile(null);
  await renderWithProviders({ route: '/user/nobody', remoteExposes: profileFillers });

  expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'nobody' })).not.toBeInTheDocument();
  expect(screen.queryByText(/community parts|articles of user/)).not.toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveTextContent('nobody');
});

test('[ACC-17] [PLT-06] the unknown-user message in Dutch', async () => {
  servePublicProfile(null);
  await renderWithProviders({ route: '/user/nobody', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Deze gebruiker bestaat niet' })).toBeInTheDocument();
});

test('[SEO-01] an unknown username is the not-found page, marked for a 404, with no profile and no loading state', async () => {
  servePublicProfile(null);
  await renderWithProviders({ route: '/user/nobody-here', remoteExposes: profileFillers });

  expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist' })).toBeInTheDocument();
  expect(screen.getByText('No fan goes by this name, or their account has been deleted.')).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(screen.queryByRole('img', { name: 'nobody-here' })).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

/** The page as the server renders it once its data phase learnt the API's answer for `username`. */
async function renderProfileOnServer(username: string, error: unknown, language: Language = 'en') {
  const messages = await loadMessages(language);
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({ language }),
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
    storage: window.localStorage,
    swr: { provider: () => new Map([[unstable_serialize(publicProfileKey(username)), { error }]]) },
  });
  return renderToString(
    <TribuneProviders runtime={runtime}>
      <TribuneIntlProvider language={language} messages={messages}>
        <MemoryRouter initialEntries={[`/user/${username}`]}>
          <Routes>
            <Route path="user/:username" element={<UserProfilePage />} />
          </Routes>
        </MemoryRouter>
      </TribuneIntlProvider>
    </TribuneProviders>,
  );
}

test('[SEO-01] the server renders an unknown user’s not-found page from the API’s 404, in the tenant’s language', async () => {
  // A name no other test asks for: SWR remembers, module-wide, the first state of a key a browser render set.
  const body = { data: null, metaData: { message: 'This user does not exist.' } };
  const error = new ApiError(404, body, 'Not found');
  const html = await renderProfileOnServer('no-such-fan', error);
  expect(html).toContain('data-page-status="404"');
  expect(html).toContain('This user does not exist');
  expect(html).not.toContain('profile-header');

  const dutch = await renderProfileOnServer('no-such-fan', error, 'nl');
  expect(dutch).toContain('data-page-status="404"');
  expect(dutch).toContain('Deze gebruiker bestaat niet');
  expect(dutch).toContain('Geen fan heeft deze naam, of het account is verwijderd.');
});

test('[ACC-17] a profile that fails to load keeps the name from the address and offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  server.use(
    http.get(apiUrl('/api/v2/users/:username'), () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 })
        : HttpResponse.json({
            data: {
              id: 42,
              username: 'other-fan',
              profile_image: null,
              role: null,
              member_since: '2024-02-01T10:00:00.000Z',
              claps_count: 0,
            },
          }),
    ),
  );
  const { user } = await renderWithProviders({ route: '/user/other-fan', remoteExposes: profileFillers });

  expect(await screen.findByText('The profile could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'other-fan' })).toBeInTheDocument();
  // [SEO-01] a failure is no answer about the user: not the not-found page.
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(screen.queryByText(/community parts/)).not.toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('community parts of user 42 (other-fan)')).toBeInTheDocument();
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
