import { logIn, popupAlreadySeen, registerFan } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { nextWeeksOpenGames } from '../support/pool-games';
import { english } from '../support/site';

/**
 * CLB-04: a fan predicts a match from its match page's header, in place, on a phone; the pick is the
 * one the predictions page shows. A guest's pick is the server's HTML until the guest reaches for a bet
 * (issue 30): the tap is kept through the login and saved after it.
 */

test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

test('[CLB-04] a fan predicts from the match page: "Predict: closes …", one tap saves, the predictions page has the pick', async ({
  page,
  request,
}) => {
  // An open game far from kick-off that no other journey plays: next week's third (support/pool-games.ts).
  const game = (await nextWeeksOpenGames(request)).at(2);
  expect(game, 'next week has an open game').toBeTruthy();
  if (!game) return;
  const { homeTeam, awayTeam } = game.matchData;

  const fan = await registerFan(request);
  await popupAlreadySeen(page);
  await page.goto(`${english}/matchcenter/match/${game.fixtureId}`);
  await logIn(page, fan.username, fan.password);
  const pick = page.getByRole('group', { name: `Predict ${homeTeam.name} against ${awayTeam.name}` });
  await expect(pick).toContainText(/Predict: closes in \d+/);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/predictions' && response.request().method() === 'POST',
  );
  await pick.getByRole('button', { name: `${awayTeam.name} wins` }).click();
  expect((await saved).status()).toBe(201);
  await expect(pick.getByRole('button', { name: `${awayTeam.name} wins` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${english}/football-pool/predictions?week_start=${game.week_start}`);
  const options = page.getByRole('radiogroup', {
    name: `Your prediction for ${homeTeam.name} against ${awayTeam.name}`,
  });
  await expect(options.getByRole('radio').nth(2)).toBeChecked();
});

test("[CLB-04][ISSUE-30] a guest's match page brings the prediction game's code only when a bet is reached for; the tap asks for the login and is saved after it", async ({
  page,
  request,
}) => {
  // Next week's fourth open game: no other journey plays it (support/pool-games.ts).
  const game = (await nextWeeksOpenGames(request)).at(3);
  expect(game, 'next week has a fourth open game').toBeTruthy();
  if (!game) return;
  const { homeTeam, awayTeam } = game.matchData;
  const fan = await registerFan(request);
  await popupAlreadySeen(page);
  const poolScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && sent.url().includes('/remotes/mf-football-pool/'))
      poolScripts.push(sent.url());
  });

  await page.goto(`${english}/matchcenter/match/${game.fixtureId}`);
  await page.waitForLoadState('networkidle');
  const pick = page.getByRole('group', { name: `Predict ${homeTeam.name} against ${awayTeam.name}` });
  await expect(pick).toContainText(/Predict: closes in \d+/);
  // The call to predict comes in the server's HTML too (with the fans' split once anyone has picked:
  // match-page.spec.ts), without the game's code.
  const predict = page.getByRole('complementary', { name: 'Predict this match' });
  await expect(
    predict.getByRole('radiogroup', { name: `Your prediction for ${homeTeam.name} against ${awayTeam.name}` }),
  ).toBeVisible();
  expect(poolScripts, 'no prediction game code before a bet is reached for').toEqual([]);

  await pick.getByRole('button', { name: `${awayTeam.name} wins` }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  expect(poolScripts.length, 'the tap brought the prediction game').toBeGreaterThan(0);
  await dialog.getByLabel('E-mail or username').fill(fan.username);
  await dialog.getByLabel('Password', { exact: true }).fill(fan.password);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/predictions' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(pick.getByRole('button', { name: `${awayTeam.name} wins` })).toHaveAttribute('aria-pressed', 'true');
});
