import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createApiClient } from '../api/api-client';
import { authTokenAtom, storedUserAtom } from '../session/session-atoms';
import { readPersistedSession, writePersistedSession } from '../session/session-storage';
import type { StoredUser } from '../session/stored-user';
import { useAppearance } from './appearance';

const storedUser: StoredUser = {
  id: 7,
  username: 'fan',
  image: null,
  profile_image: null,
  role: null,
  isAdmin: false,
  can_place_comments: true,
  settings: { night_mode: '0', text_size: 'small' },
  meta: [{ key: 'has_formation', value: { current_formation_id: 3 } }],
  name: 'Fan',
};

/** me-as-resource as the API sends it (ACC-16): more than the stored user keeps. */
function meAsResource(settings: { night_mode: '0' | '1'; text_size: 'small' | 'big' }, id = 7) {
  return {
    data: {
      id,
      username: 'fan',
      email: 'fan@tribune.test',
      email_verified: true,
      profile_image: '/assets/avatars/users/fan.svg',
      claps_count: 0,
      date_of_birth: null,
      custom_data: {},
      enable_notifications_popup: true,
      isManager: false,
      verify_email_message: null,
      pending_email: null,
      custom_fields: [],
      settings: {
        ...settings,
        notify_by_likes: '1',
        notify_by_replies: '1',
        notify_by_likes_on_email: '0',
        notify_by_replies_on_email: '0',
      },
    },
  };
}

/** A page whose stored session is the fan's, with an API that answers when the test says so. */
function renderPage() {
  writePersistedSession({ token: 'token-7', user: storedUser });
  const store = createStore();
  const persisted = readPersistedSession();
  store.set(authTokenAtom, persisted.token);
  store.set(storedUserAtom, persisted.user);
  const requests: Request[] = [];
  let answer: (response: Response) => void = () => undefined;
  const api = createApiClient({
    baseUrls: { main: 'https://api.test', karma: 'https://api.test', soccer: 'https://api.test' },
    tenantId: 'tribune',
    language: 'en',
    visitorId: 'visitor',
    getToken: () => store.get(authTokenAtom),
    onUnauthorized: () => undefined,
    fetch: (input, init) => {
      requests.push(new Request(input, init));
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  });
  function Page() {
    useAppearance(undefined, { followAccount: api });
    return null;
  }
  render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  const respond = (body: unknown, status = 200) =>
    act(async () => {
      answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { store, requests, respond };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

test('[ACC-09] [ACC-16] [MD-06] the stored settings show at once, then the account’s replace them, on every page load', async () => {
  const { requests, respond, store } = renderPage();
  // Before the account answers: the stored (light, normal text) settings, no waiting.
  expect(document.documentElement).not.toHaveClass('theme-dark');
  expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v2/user/me-as-resource']);
  expect(requests[0]?.headers.get('cache-control')).toBe('no-cache');
  expect(requests[0]?.headers.get('authorization')).toContain('token-7');

  // Dark mode and large text were switched on on another device.
  await respond(meAsResource({ night_mode: '1', text_size: 'big' }));
  expect(document.documentElement).toHaveClass('theme-dark');
  expect(document.documentElement).toHaveClass('text-large');
  expect(store.get(storedUserAtom)?.settings).toMatchObject({ night_mode: '1', text_size: 'big' });
});

test('[ACC-11] the refreshed user is stored with exactly the spec fields, never the e-mail', async () => {
  const { respond } = renderPage();
  await respond(meAsResource({ night_mode: '1', text_size: 'small' }));
  const saved = readPersistedSession().user;
  expect(saved && Object.keys(saved).sort()).toEqual(Object.keys(storedUser).sort());
  expect(saved).toMatchObject({
    id: 7,
    profile_image: '/assets/avatars/users/fan.svg',
    image: '/assets/avatars/users/fan.svg',
    meta: storedUser.meta,
    settings: { night_mode: '1', text_size: 'small' },
  });
  expect(localStorage.getItem('user_object')).not.toContain('fan@tribune.test');
  expect(localStorage.getItem('auth_token')).toBe('token-7');
});

test('[ACC-16] an answer for another user, or after a logout, changes nothing', async () => {
  const first = renderPage();
  await first.respond(meAsResource({ night_mode: '1', text_size: 'big' }, 8));
  expect(document.documentElement).not.toHaveClass('theme-dark');
  expect(readPersistedSession().user?.settings).toEqual(storedUser.settings);
});

test('[ACC-16] when the account cannot be reached the stored settings stay', async () => {
  writePersistedSession({ token: 'token-7', user: { ...storedUser, settings: { night_mode: '1' } } });
  const { respond } = renderPage();
  await respond({ message: 'unavailable' }, 503);
  expect(readPersistedSession().user?.settings).toEqual(storedUser.settings);
  expect(document.documentElement).not.toHaveClass('theme-dark');
});

test('[PLT-07] without an API client nothing is asked (tests, a standalone remote)', () => {
  const store = createStore();
  store.set(authTokenAtom, 'token-7');
  store.set(storedUserAtom, { ...storedUser, settings: { night_mode: '1' } });
  function Page() {
    useAppearance();
    return null;
  }
  render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  expect(document.documentElement).toHaveClass('theme-dark');
});
