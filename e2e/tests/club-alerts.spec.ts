import { logIn, logOut, popupAlreadySeen, registerFan } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { matchCommand } from '../support/match-cli';
import { nextWeeksOpenGames } from '../support/pool-games';
import { english } from '../support/site';
import {
  deliverToServiceWorker,
  type LocalPushService,
  newSubscription,
  shownNotifications,
  startLocalPushService,
  usePushServiceAtTheEdge,
} from '../support/web-push';

/**
 * CLB-03 in Chromium: a fan turns on alerts for a club on its team page; the operator kicks the match
 * off and finishes it; the API's alert loop sends the pushes to the local push service (which decrypts
 * them with this browser's keys), the site's service worker shows them, and the open page shows the
 * fan's toast; logging out drops the browser's subscription.
 */

let pushService: LocalPushService;

test.beforeAll(async () => {
  pushService = await startLocalPushService();
});

test.afterAll(async () => {
  await pushService.close();
});

test('[CLB-03] alerts for a club: the kick-off push reaches the browser, the open page shows the toast, logging out drops the browser', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // A match nobody else plays: next week's fifth (support/pool-games.ts says who plays which).
  const game = (await nextWeeksOpenGames(request)).at(4);
  expect(game, 'next week has an open game').toBeTruthy();
  if (!game) return;
  const club = game.matchData.homeTeam.name;

  const fan = await registerFan(request);
  const browser = newSubscription(pushService);
  await popupAlreadySeen(page);
  await usePushServiceAtTheEdge(context, browser);
  await context.grantPermissions(['notifications'], { origin: english });
  await page.goto(`${english}/matchcenter/match/${game.fixtureId}`);
  await logIn(page, fan.username, fan.password);
  await page.getByRole('main').getByRole('link', { name: club }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();

  // On: the browser subscribes (for club alerts only), then goals and full time are saved; add kick-off.
  const alerts = page.getByRole('switch', { name: `Alerts for ${club}` });
  // The switch turns on once the browser is subscribed and the kinds are saved (not at the tap).
  await alerts.click();
  await expect(alerts).toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/v2/club-alerts/') && response.request().method() === 'PUT',
  );
  await page.getByRole('checkbox', { name: 'Kick-off' }).click();
  expect((await saved).status()).toBe(200);
  const pushUserId = await page.evaluate(() => localStorage.getItem('web_push_user_id'));
  expect(pushUserId).toMatch(/^[0-9a-f-]{36}$/);

  // Kick-off: within seconds the push comes, signed and decryptable; the service worker shows it.
  await matchCommand('start', String(game.fixtureId), '--speed', '600');
  const [kickOff] = await pushService.waitFor(browser.endpoint, 1, 30_000);
  expect(kickOff?.vapid.valid).toBe(true);
  const payload = kickOff?.payload as { title: string; url: string; tag: string };
  expect(payload.title).toMatch(new RegExp(`^Kick-off: ${club}`));
  expect(payload.url).toBe(`/matchcenter/match/${game.fixtureId}`);
  await expect(async () => {
    await deliverToServiceWorker(page, JSON.stringify(payload));
    await expect
      .poll(() => shownNotifications(page), { timeout: 3_000 })
      .toContainEqual(expect.objectContaining({ title: payload.title, tag: payload.tag }));
  }).toPass({ timeout: 30_000 });
  // The fan's open page shows it too (the private channel), and the notification list keeps it.
  await expect(page.getByRole('status').getByText(payload.title).first()).toBeVisible({ timeout: 20_000 });

  // Full time: the last push of the match (goals, if any, came between).
  await matchCommand('finish', String(game.fixtureId));
  await expect
    .poll(() => pushService.receivedBy(browser.endpoint).map((push) => (push.payload as { title: string }).title), {
      timeout: 30_000,
    })
    .toContainEqual(expect.stringMatching(/^Full time: /));

  // Goals: every goal of the match reached the browser once, saying who scored and the new score.
  const played = (await (await request.get(`${english}/ajax/matchcenter/fixture/${game.fixtureId}`)).json()) as {
    data: { events: { type: string; result: string }[] };
  };
  const goals = played.data.events.filter((event) => ['goal', 'penalty', 'own-goal'].includes(event.type));
  const goalPushes = pushService
    .receivedBy(browser.endpoint)
    .map((push) => push.payload as { title: string; body: string })
    .filter((push) => push.title.startsWith('Goal for '));
  expect(goalPushes).toHaveLength(goals.length);
  for (const [index, goal] of goals.entries()) {
    const [home, away] = goal.result.split('-');
    expect(goalPushes[index]?.title).toMatch(new RegExp(`^Goal for .+! .+ ${home}–${away} .+$`));
    expect(goalPushes[index]?.body.length).toBeGreaterThan(0);
  }

  // Logging out drops this browser: the API no longer knows its subscription.
  await logOut(page, fan.username);
  await expect
    .poll(
      async () =>
        (
          await request.patch(`${english}/api/v2/web-push/subscriptions/${String(pushUserId)}`, {
            data: { endpoint: browser.endpoint, enabled: true },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(404);
});
