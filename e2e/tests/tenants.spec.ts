import { expect, test } from '../support/fixtures';
import { dutch, english, remoteOfUrl, unknownHost } from '../support/site';

test('[PLT-01][PLT-06] the English tenant renders in English on localhost', async ({ page }) => {
  await page.goto(`${english}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Match centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  // The demo news of this tenant: a lead story and a grid of others, each a linked heading.
  await expect(
    page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 2 }).nth(3),
  ).toBeVisible();
});

test('[PLT-01][PLT-06] the Dutch tenant renders in Dutch on nl.localhost', async ({ page }) => {
  await page.goto(`${dutch}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Nieuws', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Laatste nieuws' }).getByRole('heading', { level: 2 }).nth(3),
  ).toBeVisible();
  // Nothing of the English interface leaks into the Dutch one.
  await expect(page.getByRole('heading', { name: 'Latest news' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
});

test('[PLT-09] the Dutch tenant never requests mf_matchcenter or mf_football_pool', async ({ page, context }) => {
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));

  await page.goto(`${dutch}/`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  // The remotes the tenant does not run have no menu items either.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Nieuws', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wedstrijdcentrum' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Voorspellingen' })).toHaveCount(0);

  // An article page too, then the routes those remotes would own: the shell's not-found page.
  await page
    .getByRole('region', { name: 'Laatste nieuws' })
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/article\//);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${dutch}/matchcenter`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await page.goto(`${dutch}/football-pool/predictions`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const bootstrap = JSON.parse((await page.locator('#tribune-bootstrap').textContent()) ?? '{}') as {
    remotes?: { name: string }[];
  };
  expect((bootstrap.remotes ?? []).map((remote) => remote.name).sort()).toEqual([
    'mf_account',
    'mf_community',
    'mf_content',
  ]);
  const forbidden = requested.filter((url) => /mf[-_](matchcenter|football[-_]pool)/i.test(url));
  expect(forbidden).toEqual([]);
  // It did load what it runs, so the recording worked.
  expect(requested.some((url) => remoteOfUrl(url) === 'mf-content')).toBe(true);
});

test('[PLT-01] an unknown host gets a 404 page that names no tenant', async ({ page }) => {
  const response = await page.goto(`${unknownHost}/`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('body')).toBeVisible();
  // No tenant's site, bootstrap or remotes.
  await expect(page.locator('#tribune-bootstrap')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Tribune NL');
  await expect(page.locator('body')).not.toContainText('tribune-nl');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});
