import type { Page } from '@playwright/test';
import { popupAlreadySeen } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { collectionItems, demoCollection, filterOf } from '../support/collections';
import { expect, test, waitForHydration } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * Issue 16, COL-01: the collection page in the composed site, in Chromium: filter (text options OR'ed
 * within a field, AND'ed across fields; a range slider; a date range typed MM/DD/YYYY), sort and page the
 * demo's players, the filters kept by a reload and the back button, and axe on the pages. Expected
 * counts and first items come from the API itself (support/collections.ts), so the journeys hold whatever
 * the generated demo contains. Nothing is written: the journeys can run in parallel.
 */
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

/** The page's 'shown of total' text (the items area's status). */
function countText(page: Page) {
  return page.locator('.collection-results__count');
}

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Items' }).locator('.collection-item__title');
}

test('[COL-01] the menu leads to the collections and a collection’s page', async ({ page, request }) => {
  const players = await demoCollection(request, 'players');
  await page.goto(`${english}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Collections' }).first().click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('link', { name: players.title }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/${players.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: players.title })).toBeVisible();
  await expect(countText(page)).toHaveText(`${players.pageSize} of ${players.itemCount}`);
  await expect(cardTitles(page)).toHaveCount(players.pageSize);
});

test('[COL-01] filter, sort and page the players; a reload and the back button keep the filters', async ({
  page,
  request,
}) => {
  const players = await demoCollection(request, 'players');
  const position = filterOf(players, 'Position');
  const nationality = filterOf(players, 'Nationality');
  const goals = players.sortables.find((sortable) => sortable.label === 'Goals');
  if (goals === undefined) throw new Error('Goals is not sortable');
  const [first, second] = position.options;
  if (first === undefined || second === undefined) throw new Error('the demo has fewer than two positions');
  const country = nationality.options[0]!;

  await page.goto(`${english}/collection/${players.id}`);
  // The filters answer once the page has hydrated (before, a click is the browser's own).
  await waitForHydration(page);
  await expect(countText(page)).toHaveText(`${players.pageSize} of ${players.itemCount}`);

  // One position, then a second: the values of one field OR together.
  await page.getByRole('checkbox', { name: `${first.value} (${first.count})` }).check();
  await expect(countText(page)).toHaveText(`${Math.min(players.pageSize, first.count)} of ${first.count}`);
  await page.getByRole('checkbox', { name: `${second.value} (${second.count})` }).check();
  const both = first.count + second.count;
  await expect(countText(page)).toHaveText(`${players.pageSize} of ${both}`);

  // A nationality too: fields AND together.
  await page.getByRole('checkbox', { name: `${country.value} (${country.count})` }).check();
  const params: [string, string][] = [
    ['filter[]', `${position.id},${first.value}`],
    ['filter[]', `${position.id},${second.value}`],
    ['filter[]', `${nationality.id},${country.value}`],
  ];
  const filtered = await collectionItems(request, players.id, params);
  expect(filtered.count).toBeLessThan(both);
  await expect(countText(page)).toHaveText(`${filtered.shown} of ${filtered.count}`);

  // Sort by goals, most first: the page shows the API's order.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Goals, descending' });
  const sorted = await collectionItems(request, players.id, [...params, ['sort', `${goals.id}d`]]);
  await expect(cardTitles(page)).toHaveText(sorted.titles);

  // The next page (offset 1) is appended.
  if (filtered.count > players.pageSize) {
    await page.getByRole('button', { name: 'Show more items' }).click();
    const next = await collectionItems(request, players.id, [...params, ['sort', `${goals.id}d`], ['offset', '1']]);
    await expect(countText(page)).toHaveText(`${next.shown} of ${filtered.count}`);
    await expect(cardTitles(page)).toHaveText([...sorted.titles, ...next.titles]);
  }

  // A reload keeps the filters and the sort (they are in the address).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `${country.value} (${country.count})` })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(`${goals.id}d`);
  await expect(countText(page)).toHaveText(`${Math.min(players.pageSize, filtered.count)} of ${filtered.count}`);

  // Back: before the sort, then before the nationality.
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: `${country.value} (${country.count})` })).not.toBeChecked();
  await expect(countText(page)).toHaveText(`${players.pageSize} of ${both}`);
});

test('[COL-01] show more options, a range slider and the empty message', async ({ page, request }) => {
  const players = await demoCollection(request, 'players');
  const nationality = filterOf(players, 'Nationality');
  const appearances = filterOf(players, 'Appearances');
  expect(nationality.options).toHaveLength(5);
  expect(nationality.has_more_options).toBe(true);
  await page.goto(`${english}/collection/${players.id}`);
  // The filters answer once the page has hydrated (before, a click is the browser's own).
  await waitForHydration(page);
  const group = page.getByRole('group', { name: 'Nationality' });
  await expect(group.getByRole('checkbox')).toHaveCount(5);
  await group.getByRole('button', { name: players.showMoreLabel }).click();
  await expect.poll(() => group.getByRole('checkbox').count()).toBeGreaterThan(5);

  // The lower handle to the top with the keyboard: only the players with the most appearances.
  const max = Number(appearances.action_meta.max);
  const lower = page.getByRole('slider', { name: 'Minimum Appearances' });
  await lower.focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(new RegExp(`sliders%5B%5D=${appearances.id}%2C${max}%2C${max}`));
  const top = await collectionItems(request, players.id, [['sliders[]', `${appearances.id},${max},${max}`]]);
  await expect(countText(page)).toHaveText(`${top.shown} of ${top.count}`);

  // A combination nothing matches: the empty message on the first page.
  const keeper = filterOf(players, 'Position').options.find((option) => option.value === 'Goalkeeper');
  const goals = filterOf(players, 'Goals');
  await page.goto(
    `${english}/collection/${players.id}?filter[]=${filterOf(players, 'Position').id},${encodeURIComponent(keeper?.value ?? 'Goalkeeper')}&sliders[]=${goals.id},${Number(goals.action_meta.max)},${Number(goals.action_meta.max)}`,
  );
  await expect(countText(page)).toHaveText('No items match these filters.');
  await expect(page.getByRole('list', { name: 'Items' })).toHaveCount(0);
});

test('[COL-01] a date range typed as MM/DD/YYYY filters the trophies', async ({ page, request }) => {
  const trophies = await demoCollection(request, 'trophies');
  const won = filterOf(trophies, 'Date won');
  await page.goto(`${english}/collection/${trophies.id}`);
  // The filters answer once the page has hydrated (before, a click is the browser's own).
  await waitForHydration(page);
  const dates = page.getByRole('group', { name: 'Date won' });
  await dates.getByRole('textbox', { name: 'From' }).fill('1990-01-01');
  await dates.getByRole('button', { name: 'Apply' }).click();
  await expect(dates.getByRole('alert')).toHaveText('Write the date as MM/DD/YYYY, for example 05/31/1990.');
  await dates.getByRole('textbox', { name: 'From' }).fill('01/01/1990');
  await dates.getByRole('textbox', { name: 'To' }).fill('12/31/2009');
  await dates.getByRole('button', { name: 'Apply' }).click();
  const expected = await collectionItems(request, trophies.id, [['dates[]', `${won.id},01/01/1990-12/31/2009`]]);
  await expect(countText(page)).toHaveText(
    expected.count === 0 ? 'No items match these filters.' : `${expected.shown} of ${expected.count}`,
  );
  await expect(page).toHaveURL(/dates%5B%5D=/);
});

test('[COL-01] axe on the collections page and a filtered collection page, both tenants', async ({ page, request }) => {
  const players = await demoCollection(request, 'players');
  const position = filterOf(players, 'Position');
  await page.goto(`${english}/collection`);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  expect(await seriousViolations(page), '/collection').toEqual([]);
  await page.goto(
    `${english}/collection/${players.id}?filter[]=${position.id},${encodeURIComponent(position.options[0]?.value ?? '')}`,
  );
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page), `/collection/${players.id}`).toEqual([]);

  const dutchPlayers = await demoCollection(request, 'players', 'tribune-nl');
  await page.goto(`${dutch}/collection/${dutchPlayers.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dutchPlayers.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Positie' })).toBeVisible();
  expect(await seriousViolations(page), `nl /collection/${dutchPlayers.id}`).toEqual([]);
});
