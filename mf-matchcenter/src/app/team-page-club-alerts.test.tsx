import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiResponse, ApiSchemas } from '@tribune/shared';
import { fakePushEndpoint, installBrowserPush, mockApi, removeBrowserPush, testUser } from '@tribune/shared/testing';
import MatchcenterRoutes from '../exposes/routes';
import { renderWithProviders } from '../test/render-with-providers';

type WireTeam = ApiSchemas['TeamInfo'];
type WireWidget = ApiResponse<'/api/v1/widgets/team/{team}/league/{league}', 'get'>['data'];
type WireClubAlert = ApiSchemas['ClubAlert'];

const api = 'http://api.test';
const server = mockApi();
afterEach(() => {
  removeBrowserPush();
  window.history.replaceState(null, '', '/');
});

const pushUserId = '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11';

const ajax: WireTeam = {
  id: 3,
  slug: 'ajax',
  name: 'AFC Ajax',
  shortName: 'Ajax',
  code: 'AJA',
  logo: '/assets/clubs/ajax.svg',
  city: 'Amsterdam',
  stadium: 'Johan Cruijff ArenA',
  founded: 1900,
  coach: null,
  colours: { primary: '#c8102e', secondary: '#ffffff' },
  league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
};

const widget: WireWidget = {
  team: ajax,
  position: {
    position: 3,
    teamId: 3,
    team: 'AFC Ajax',
    shortName: 'Ajax',
    logo: '/assets/clubs/ajax.svg',
    played: 12,
    won: 8,
    drawn: 2,
    lost: 2,
    goalsFor: 27,
    goalsAgainst: 11,
    goalDifference: 16,
    points: 26,
    form: [],
  },
  form: [],
  nextMatch: null,
};

const ajaxAlert = (kinds: WireClubAlert['kinds']): WireClubAlert => ({
  team: { id: 3, name: 'AFC Ajax', slug: 'ajax', logo: '/assets/clubs/ajax.svg' },
  kinds,
});

function isKinds(value: unknown): value is { kinds: WireClubAlert['kinds'] } {
  return typeof value === 'object' && value !== null && 'kinds' in value && Array.isArray(value.kinds);
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  pushUserId: string | null;
  pushEndpoint: string | null;
}

/**
 * The team page's API and the push and club-alert calls, at the network edge. `stored` is what the API
 * keeps of the viewer's club alerts (the account's, or the guest's subscription's); every call to the
 * push and club-alert routes is recorded with the headers that say whose it is.
 */
function serve(stored: WireClubAlert[] = [], options: { failPut?: boolean } = {}) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? null : await request.json();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      authorization: request.headers.get('Authorization'),
      pushUserId: request.headers.get('X-Push-User-Id'),
      pushEndpoint: request.headers.get('X-Push-Endpoint'),
    });
    return body;
  };
  let alerts = stored;
  server.use(
    http.get(`${api}/api/v2/matchcenter/teams/:team`, () => HttpResponse.json({ data: ajax })),
    http.get(`${api}/api/v1/widgets/team/3/league/eredivisie`, () => HttpResponse.json({ data: widget })),
    http.get(`${api}/ajax/matchcenter/team/3/fixtures`, () =>
      HttpResponse.json({ data: { teamId: 3, league: ajax.league, fixtures: [], results: [] } }),
    ),
    http.get(`${api}/api/v2/user/favourite-team`, () => HttpResponse.json({ data: { team: null } })),
    http.get(`${api}/api/v2/web-push/public-key`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        data: { public_key: 'BOkjuBlksnnkF6sWqV3uv1NOSv5U1I2sdkqgS1FMioZ7JtvkEvDUrKAF8mfWp-HcPRjrkYAS8kDj4aa0K7kds80' },
      });
    }),
    http.post(`${api}/api/v2/web-push/subscriptions`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { push_user_id: pushUserId, enabled: true } });
    }),
    http.get(`${api}/api/v2/club-alerts`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: alerts });
    }),
    http.put(`${api}/api/v2/club-alerts/:teamId`, async ({ request }) => {
      const body = await record(request);
      if (options.failPut) return HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 });
      const kinds = isKinds(body) ? body.kinds : [];
      alerts = kinds.length === 0 ? [] : [ajaxAlert(kinds)];
      return HttpResponse.json({ data: ajaxAlert(kinds) });
    }),
  );
  return sent;
}

/** A browser that subscribed earlier as a guest: the push user id the API gave it, kept in storage. */
const guestSubscription = {
  web_push_user_id: pushUserId,
  web_push_enabled: '1',
};

async function openTeamPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3', ...options });
  const alerts = await screen.findByRole('region', { name: /Match alerts|Wedstrijdmeldingen/ });
  return { ...view, alerts };
}

test('[CLB-03] a guest turns alerts on: the browser is subscribed after its prompt, then goals and full time are saved on the subscription', async () => {
  const browser = installBrowserPush();
  const sent = serve();
  const { user, alerts } = await openTeamPage();
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveAccessibleDescription('They come as notifications in this browser.');
  // Nothing is asked of the browser, and a guest without a subscription has nothing to read.
  expect(browser.asked).toBe(0);
  expect(sent).toEqual([]);

  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(within(alerts).getByText('Alerts for AFC Ajax are on.')).toBeInTheDocument();
  expect(browser.asked).toBe(1);
  expect(browser.subscribed).toEqual([{ userVisibleOnly: true, key: 65 }]);
  expect(sent).toEqual([
    expect.objectContaining({ method: 'GET', path: '/api/v2/web-push/public-key' }),
    {
      method: 'POST',
      path: '/api/v2/web-push/subscriptions',
      body: {
        endpoint: fakePushEndpoint,
        keys: { p256dh: 'BFakeP256dhKey', auth: 'FakeAuthSecret' },
        purpose: 'club_alerts',
      },
      authorization: null,
      pushUserId: null,
      pushEndpoint: null,
    },
    {
      method: 'PUT',
      path: '/api/v2/club-alerts/3',
      body: { kinds: ['goal', 'full_time'] },
      authorization: null,
      pushUserId,
      pushEndpoint: fakePushEndpoint,
    },
  ]);
  expect(window.localStorage.getItem('web_push_user_id')).toBe(pushUserId);
  expect(window.localStorage.getItem('web_push_account')).toBeNull();

  const kinds = within(alerts).getByRole('group', { name: 'Alert me about' });
  // Goals and full time are on by default; the other kinds are one tap away.
  expect(
    ['Kick-off', 'Goals', 'Red cards', 'Half time', 'Full time'].map((name) => [
      name,
      (within(kinds).getByRole('checkbox', { name }) as HTMLInputElement).checked,
    ]),
  ).toEqual([
    ['Kick-off', false],
    ['Goals', true],
    ['Red cards', false],
    ['Half time', false],
    ['Full time', true],
  ]);
  expect(within(kinds).getByRole('checkbox', { name: 'Goals' })).toHaveAccessibleDescription(
    'With the scorer and the new score',
  );
  // The switch keeps the focus: the kinds open under it.
  expect(toggle).toHaveFocus();
});

test('[CLB-03] a guest’s browser that gets alerts: a kind changed is saved at once, and switching off saves none', async () => {
  const browser = installBrowserPush({ permission: 'granted', subscribed: true });
  const sent = serve([ajaxAlert(['goal', 'full_time'])]);
  const { user, alerts } = await openTeamPage({ storedItems: guestSubscription });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).toBeChecked();
  // The guest's preferences are read with the subscription's proof, in headers.
  expect(sent).toEqual([
    {
      method: 'GET',
      path: '/api/v2/club-alerts',
      body: null,
      authorization: null,
      pushUserId,
      pushEndpoint: fakePushEndpoint,
    },
  ]);
  sent.length = 0;

  await user.click(within(alerts).getByRole('checkbox', { name: 'Red cards' }));
  expect(await within(alerts).findByText('Your alerts for AFC Ajax are saved.')).toBeInTheDocument();
  expect(within(alerts).getByRole('checkbox', { name: 'Red cards' })).toBeChecked();

  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(within(alerts).getByText('Alerts for AFC Ajax are off.')).toBeInTheDocument();
  expect(within(alerts).queryByRole('group', { name: 'Alert me about' })).not.toBeInTheDocument();
  expect(
    sent.map(({ method, path, body, pushUserId: id, pushEndpoint }) => ({ method, path, body, id, pushEndpoint })),
  ).toEqual([
    {
      method: 'PUT',
      path: '/api/v2/club-alerts/3',
      body: { kinds: ['goal', 'red_card', 'full_time'] },
      id: pushUserId,
      pushEndpoint: fakePushEndpoint,
    },
    {
      method: 'PUT',
      path: '/api/v2/club-alerts/3',
      body: { kinds: [] },
      id: pushUserId,
      pushEndpoint: fakePushEndpoint,
    },
  ]);
  // The browser already got alerts: nothing was asked of it, no subscription saved again.
  expect(browser.asked).toBe(0);
});

test('[CLB-03] unticking the last kind turns the club’s alerts off and gives the focus back to the switch', async () => {
  installBrowserPush({ permission: 'granted', subscribed: true });
  const sent = serve([ajaxAlert(['goal'])]);
  const { user, alerts } = await openTeamPage({ storedItems: guestSubscription });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  await user.click(within(alerts).getByRole('checkbox', { name: 'Goals' }));
  expect(await within(alerts).findByText('Alerts for AFC Ajax are off.')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveFocus();
  expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { kinds: [] } });
});

test('[CLB-03] a logged-in fan turns alerts on: the subscription is saved with the account, the kinds with the token', async () => {
  installBrowserPush();
  const sent = serve();
  const { user, alerts } = await openTeamPage({ loggedInAs: testUser });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).toHaveAccessibleDescription(/Your choice is kept with your account/);

  await user.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(sent.map(({ method, path, authorization, pushUserId: id }) => ({ method, path, authorization, id }))).toEqual([
    { method: 'GET', path: '/api/v2/club-alerts', authorization: 'Bearer test-token', id: null },
    { method: 'GET', path: '/api/v2/web-push/public-key', authorization: 'Bearer test-token', id: null },
    { method: 'POST', path: '/api/v2/web-push/subscriptions', authorization: 'Bearer test-token', id: null },
    { method: 'PUT', path: '/api/v2/club-alerts/3', authorization: 'Bearer test-token', id: null },
  ]);
  expect(sent.at(-1)).toMatchObject({ body: { kinds: ['goal', 'full_time'] }, pushEndpoint: null });
  expect(window.localStorage.getItem('web_push_account')).toBe(String(testUser.id));
  // A fan's full-time alert carries the prediction points.
  expect(within(alerts).getByRole('checkbox', { name: 'Full time' })).toHaveAccessibleDescription(
    'With your prediction points when you played',
  );
});

test('[CLB-03] a fan’s alerts come from the account in a browser that gets none: it says so and subscribes on request', async () => {
  const browser = installBrowserPush();
  const sent = serve([ajaxAlert(['kick_off', 'goal'])]);
  const { user, alerts } = await openTeamPage({ loggedInAs: testUser });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).toBeChecked();
  expect(within(alerts).getByRole('checkbox', { name: 'Kick-off' })).toBeChecked();
  expect(toggle).toHaveAccessibleDescription(/This browser does not get these alerts yet/);

  await user.click(within(alerts).getByRole('button', { name: 'Get alerts in this browser' }));
  expect(await within(alerts).findByText('This browser now gets your match alerts.')).toBeInTheDocument();
  expect(within(alerts).queryByRole('button', { name: 'Get alerts in this browser' })).not.toBeInTheDocument();
  // The button is gone with the note: the focus is on the switch.
  expect(toggle).toHaveFocus();
  expect(browser.asked).toBe(1);
  // Subscribing is all it takes: the kinds are the account's already.
  expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/v2/club-alerts',
    'GET /api/v2/web-push/public-key',
    'POST /api/v2/web-push/subscriptions',
  ]);
});

test('[CLB-03] a browser without web push: turning alerts on says why and saves nothing', async () => {
  const sent = serve();
  const { user, alerts } = await openTeamPage();
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  await user.click(toggle);
  expect(
    await within(alerts).findByText(
      'This browser cannot show notifications from this site, so it cannot get match alerts.',
    ),
  ).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(sent).toEqual([]);
});

test('[CLB-03] notifications refused in the browser’s prompt: it says how to allow them, and nothing is saved', async () => {
  const browser = installBrowserPush({ answer: 'denied' });
  const sent = serve();
  const { user, alerts } = await openTeamPage({ loggedInAs: testUser });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  await user.click(toggle);
  expect(
    await within(alerts).findByText(/Notifications are blocked for this site in this browser/),
  ).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(browser.asked).toBe(1);
  expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/v2/club-alerts']);
});

test('[CLB-03] a failed save says so and leaves the alerts as they were', async () => {
  installBrowserPush({ permission: 'granted', subscribed: true });
  serve([], { failPut: true });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, alerts } = await openTeamPage({ storedItems: guestSubscription });
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  await user.click(toggle);
  expect(await within(alerts).findByText('That did not work. Please try again.')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  error.mockRestore();
});

test('[CLB-03] the match alerts speak Dutch for a Dutch tenant', async () => {
  serve();
  const { user, alerts } = await openTeamPage({ language: 'nl' });
  expect(within(alerts).getByRole('heading', { level: 2, name: 'Wedstrijdmeldingen' })).toBeInTheDocument();
  const toggle = await within(alerts).findByRole('switch', { name: 'Meldingen voor AFC Ajax' });
  await user.click(toggle);
  expect(
    await within(alerts).findByText(
      'Deze browser kan geen meldingen van deze site tonen, dus wedstrijdmeldingen kunnen hier niet aan.',
    ),
  ).toBeInTheDocument();
});
