import { logIn, popupAlreadySeen, registerFan } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { nextWeeksOpenGames } from '../support/pool-games';
import { english } from '../support/site';

/**
 * CLB-04: a fan predicts a match from its match page's header, in place, on a phone; the pick is the
 * one the predictions page shows.
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
