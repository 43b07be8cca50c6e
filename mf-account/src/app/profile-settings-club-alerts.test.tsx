import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiSchemas } from '@tribune/shared';
import { fakePushEndpoint, installBrowserPush, removeBrowserPush } from '@tribune/shared/testing';
import { apiUrl, ownData, renderWithProviders, server, storeSession } from '../test/render-with-providers';

type WireClubAlert = ApiSchemas['ClubAlert'];

afterEach(removeBrowserPush);

const ajax: ApiSchemas['FavouriteTeam'] = {
  id: 3,
  slug: 'afc-ajax',
  name: 'AFC Ajax',
  shortName: 'Ajax',
  logo: '/assets/clubs/3.svg',
  league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
};
const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };

const ajaxAlert = (kinds: WireClubAlert['kinds']): WireClubAlert => ({
  team: { id: 3, name: 'AFC Ajax', slug: 'afc-ajax', logo: '/assets/clubs/3.svg' },
  kinds,
});

function isKinds(value: unknown): value is { kinds: WireClubAlert['kinds'] } {
  return typeof value === 'object' && value !== null && 'kinds' in value && Array.isArray(value.kinds);
}

/** The profile settings of a fan whose club is Ajax, and the account's club alerts (PUT recorded). */
function serveProfile(stored: WireClubAlert[]) {
  const puts: { body: unknown; authorization: string | null; pushUserId: string | null }[] = [];
  let alerts = stored;
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })),
    http.get(apiUrl('/api/v2/user/favourite-team'), () => HttpResponse.json({ data: { team: ajax } })),
    http.get(apiUrl('/ajax/matchcenter/rankings/league/eredivisie'), () =>
      HttpResponse.json({
        data: { league: eredivisie, leagues: [eredivisie], seasonRankings: [], breadcrumbActiveItemText: '' },
      }),
    ),
    http.get(apiUrl('/api/v2/club-alerts'), () => HttpResponse.json({ data: alerts })),
    http.put(apiUrl('/api/v2/club-alerts/3'), async ({ request }) => {
      const body: unknown = await request.json();
      puts.push({
        body,
        authorization: request.headers.get('Authorization'),
        pushUserId: request.headers.get('X-Push-User-Id'),
      });
      const kinds = isKinds(body) ? body.kinds : [];
      alerts = kinds.length === 0 ? [] : [ajaxAlert(kinds)];
      return HttpResponse.json({ data: ajaxAlert(kinds) });
    }),
  );
  return puts;
}

async function openMyClub() {
  storeSession();
  const view = await renderWithProviders({ route: '/user/profile', otherRemotes: ['mf_matchcenter'] });
  const section = await screen.findByRole('region', { name: 'My club' });
  const alerts = await within(section).findByRole('region', { name: 'Match alerts' });
  return { ...view, alerts };
}

test('[CLB-03] under "My club" in the profile settings: the account’s alerts for the club, a kind changed is saved, off saves none', async () => {
  // This browser gets the account's alerts: subscribed while the fan (7) was logged in.
  installBrowserPush({ permission: 'granted', subscribed: true });
  window.localStorage.setItem('web_push_user_id', '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11');
  window.localStorage.setItem('web_push_enabled', '1');
  window.localStorage.setItem('web_push_account', '7');
  const puts = serveProfile([ajaxAlert(['goal', 'full_time'])]);
  const { user, alerts } = await openMyClub();
  expect(within(alerts).getByRole('heading', { level: 3, name: 'Match alerts' })).toBeInTheDocument();
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).toBeChecked();
  expect(within(alerts).queryByRole('button', { name: 'Get alerts in this browser' })).not.toBeInTheDocument();

  await user.click(within(alerts).getByRole('checkbox', { name: 'Half time' }));
  expect(await within(alerts).findByText('Your alerts for AFC Ajax are saved.')).toBeInTheDocument();
  await user.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(within(alerts).getByText('Alerts for AFC Ajax are off.')).toBeInTheDocument();
  expect(puts).toEqual([
    { body: { kinds: ['goal', 'half_time', 'full_time'] }, authorization: 'Bearer token-of-fan123', pushUserId: null },
    { body: { kinds: [] }, authorization: 'Bearer token-of-fan123', pushUserId: null },
  ]);
});

test('[CLB-03] in a browser subscribed as a guest before logging in, the account’s alerts are not here until the fan allows it', async () => {
  const browser = installBrowserPush({ permission: 'granted', subscribed: true });
  // A guest's subscription: no account kept with it, so the account's alerts do not come here.
  window.localStorage.setItem('web_push_user_id', '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11');
  window.localStorage.setItem('web_push_enabled', '1');
  serveProfile([ajaxAlert(['goal'])]);
  let saved: { body: unknown; authorization: string | null } | null = null;
  server.use(
    http.post(apiUrl('/api/v2/web-push/subscriptions'), async ({ request }) => {
      saved = { body: await request.json(), authorization: request.headers.get('Authorization') };
      return HttpResponse.json({ data: { push_user_id: '3f0c2a4e-8b1d-4c6f-9a2e-5d7b1c9e0f11', enabled: true } });
    }),
  );
  const { user, alerts } = await openMyClub();
  const toggle = await within(alerts).findByRole('switch', { name: 'Alerts for AFC Ajax' });
  expect(toggle).toHaveAccessibleDescription(/This browser does not get these alerts yet/);

  await user.click(within(alerts).getByRole('button', { name: 'Get alerts in this browser' }));
  expect(await within(alerts).findByText('This browser now gets your match alerts.')).toBeInTheDocument();
  // The browser's own subscription, saved again with the fan's token: the API keeps the account with it.
  expect(saved).toEqual({
    body: {
      endpoint: fakePushEndpoint,
      keys: { p256dh: 'BFakeP256dhKey', auth: 'FakeAuthSecret' },
      purpose: 'club_alerts',
    },
    authorization: 'Bearer token-of-fan123',
  });
  expect(browser.subscribed).toEqual([]);
  expect(window.localStorage.getItem('web_push_account')).toBe('7');
});
