import path from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, popupAlreadySeen } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';
import { siteExtrasAlreadySeen } from '../support/site-extras-seen';

/**
 * Issue 33 in Chromium: the newsroom as its users meet it. A guest author writes a draft (autosaved,
 * also when the tab is closed at once) and submits it; a manager finds it under "Submitted" and
 * publishes it, and a guest reads it on the home page.
 */

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

async function openNewArticle(page: Page) {
  await page.goto(`${english}/newsroom`);
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
}

/** Every article has a primary tag: the demo's league. */
async function choosePrimaryTag(page: Page) {
  await page.getByLabel('Primary tag').selectOption('eredivisie');
}

/** The body editor (ProseMirror) is a textbox named by its label. */
function bodyEditor(page: Page) {
  return page.getByRole('textbox', { name: 'Text' });
}

test('[NR-06][NR-04] a guest author’s draft survives a closed tab; a manager publishes what they submit', async ({
  browser,
  page,
}) => {
  const title = `Newsroom journey ${Date.now()}`;
  await page.goto(english);
  await logIn(page, 'author', 'tribune-demo');
  await openNewArticle(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await choosePrimaryTag(page);
  await bodyEditor(page).click();
  await page.keyboard.type('The first words of the draft.');
  // The first save makes the article and moves to its address.
  await expect(page).toHaveURL(/\/newsroom\/article\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  const address = page.url();
  expect(await page.getByRole('button', { name: 'Publish now' }).count()).toBe(0);

  // More words, and the tab is closed before the autosave's 3 s: the page's last save still lands.
  await bodyEditor(page).press('End');
  await page.keyboard.type(' Written just before closing.');
  const context = page.context();
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto(address);
  await expect(bodyEditor(again)).toContainText('Written just before closing.');
  await again.getByRole('button', { name: 'Submit for review' }).click();
  await expect(again.getByText('Submitted', { exact: true })).toBeVisible();

  const managerContext = await browser.newContext();
  await siteExtrasAlreadySeen(managerContext);
  const manager = await managerContext.newPage();
  await popupAlreadySeen(manager);
  await manager.goto(english);
  await logIn(manager, 'editor', 'tribune-demo');
  await manager.goto(`${english}/newsroom?state=submitted`);
  await manager.getByRole('link', { name: title }).click();
  await manager.getByRole('button', { name: 'Publish now' }).click();
  await expect(manager.getByRole('link', { name: 'View on the site' })).toBeVisible();
  await managerContext.close();

  const guestContext = await browser.newContext();
  await siteExtrasAlreadySeen(guestContext);
  const guest = await guestContext.newPage();
  await popupAlreadySeen(guest);
  await guest.goto(english);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  await guestContext.close();
});

/** The site's wall clock (Europe/Amsterdam) of an instant, as a datetime-local input takes it. */
function siteWallClock(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A manager's new draft with a title and a first sentence, saved: the page is at its address. */
async function managerDraft(page: Page, title: string) {
  await page.goto(english);
  await logIn(page, 'editor', 'tribune-demo');
  await openNewArticle(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await choosePrimaryTag(page);
  await bodyEditor(page).click();
  await page.keyboard.type('A story that waits for its minute.');
  await expect(page).toHaveURL(/\/newsroom\/article\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
}

test('[NR-05] an article scheduled for the next minute appears on the home page, in the RSS feed and the sitemap then', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const title = `Scheduled story ${Date.now()}`;
  await managerDraft(page, title);
  const articleId = Number(/\/newsroom\/article\/(\d+)$/.exec(page.url())?.[1]);

  // The next whole minute at least 15 s away: the schedule is to the minute, in the site's time zone.
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  await page.getByLabel(/^Date and time/).fill(siteWallClock(at));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/^Scheduled for/)).toBeVisible();

  // Before its minute, nobody outside the newsroom has it.
  const rss = async () => (await request.get(`${english}/rss`)).text();
  const sitemap = async () => (await request.get(`${english}/sitemap.xml`)).text();
  expect(await rss()).not.toContain(title);
  expect(await sitemap()).not.toContain(`/article/${articleId}/`);

  // The publication round runs every 5 s: after the minute it is out, everywhere the site lists news.
  const untilOut = { timeout: at.getTime() - Date.now() + 30_000, intervals: [2_000] };
  await expect.poll(rss, untilOut).toContain(title);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect.poll(sitemap, untilOut).toContain(`/article/${articleId}/`);

  const guestContext = await browser.newContext();
  await siteExtrasAlreadySeen(guestContext);
  const guest = await guestContext.newPage();
  await popupAlreadySeen(guest);
  await guest.goto(english);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  await guestContext.close();
});

test('[NR-04] a second editor on an article is told who else has it open', async ({ browser, page }) => {
  const title = `Shared draft ${Date.now()}`;
  await managerDraft(page, title);
  const address = page.url();

  const otherContext = await browser.newContext();
  await siteExtrasAlreadySeen(otherContext);
  const other = await otherContext.newPage();
  await popupAlreadySeen(other);
  await other.goto(english);
  await logIn(other, 'junior', 'tribune-demo');
  // A junior editor may not edit the manager's article, but may open it: the presence still tells both.
  await other.goto(address);
  await expect(other.getByText(/^editor also has this article open/)).toBeVisible();
  await expect(page.getByText(/^junior also has this article open/)).toBeVisible();
  await otherContext.close();
  // Leaving the article ends the warning for the one who stays.
  await expect(page.getByText(/also has this article open/)).toBeHidden();
});

test('[NR-01][NR-02] the newsroom list and the article editor have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto(english);
  await logIn(page, 'editor', 'tribune-demo');
  await page.goto(`${english}/newsroom`);
  await expect(page.getByRole('link', { name: 'New article' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(bodyEditor(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The dialogs the editor opens: the picture library and the poll picker.
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting and insert' });
  await toolbar.getByRole('button', { name: 'Picture', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Pictures' }).getByText('Or choose from the library')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await toolbar.getByRole('button', { name: 'Poll', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Insert a poll' }).locator('.poll-picker__question').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[NR-02][NR-03][NR-05] an article with a picture, a poll and an embed, previewed on a phone, reads the same on the site', async ({
  browser,
  page,
}) => {
  test.slow();
  const title = `Cards story ${Date.now()}`;
  await page.goto(english);
  await logIn(page, 'editor', 'tribune-demo');
  await openNewArticle(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await choosePrimaryTag(page);
  await bodyEditor(page).click();
  await page.keyboard.type('The pitch before kick-off.');

  // A picture: uploaded with its alt text, then inserted from its crops step.
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting and insert' });
  await toolbar.getByRole('button', { name: 'Picture', exact: true }).click();
  const pictures = page.getByRole('dialog', { name: 'Pictures' });
  await pictures.getByLabel('Picture file').setInputFiles(path.join(__dirname, '../support/pictures/pitch.jpg'));
  await pictures.getByLabel('Alt text').fill('The pitch in the sun');
  await pictures.getByRole('button', { name: 'Upload' }).click();
  await pictures.getByRole('button', { name: 'Insert' }).click();
  await expect(pictures).toBeHidden();
  await expect(bodyEditor(page).getByRole('img', { name: 'The pitch in the sun' })).toBeVisible();

  // A poll: one of the site's, picked from the list.
  await toolbar.getByRole('button', { name: 'Poll', exact: true }).click();
  const polls = page.getByRole('dialog', { name: 'Insert a poll' });
  const firstPoll = polls.locator('.poll-picker__question').first();
  const question = (await firstPoll.textContent()) ?? '';
  expect(question).not.toBe('');
  await firstPoll.click();
  await expect(bodyEditor(page)).toContainText(question);

  // An embed: a post on X, previewed through the site's embed service.
  await toolbar.getByRole('button', { name: 'Embed', exact: true }).click();
  await page.getByLabel('Address of the post or video').fill('https://x.com/Eredivisie/status/1790000000000000000');
  await page.getByRole('button', { name: 'Insert embed' }).click();
  await expect(bodyEditor(page)).toContainText('Matchday at the local provider');
  await expect(page).toHaveURL(/\/newsroom\/article\/\d+$/);

  // The preview: the reader's page of the draft, on a phone-sized frame.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const previewDialog = page.getByRole('dialog', { name: 'Preview as a reader' });
  await previewDialog.getByRole('button', { name: 'Phone' }).click();
  await expect(previewDialog.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  const frame = previewDialog.frameLocator('iframe');
  await expect(frame.getByText('Preview — not published')).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(frame.getByRole('img', { name: 'The pitch in the sun' })).toBeVisible();
  await expect(frame.getByText(question).first()).toBeVisible();
  await expect(frame.getByText('Matchday at the local provider')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();
  const articlePath = await page.getByRole('link', { name: 'View on the site' }).getAttribute('href');

  const guestContext = await browser.newContext();
  await siteExtrasAlreadySeen(guestContext);
  const guest = await guestContext.newPage();
  await popupAlreadySeen(guest);
  await guest.goto(`${english}${articlePath}`);
  const article = guest.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = article.getByRole('img', { name: 'The pitch in the sun' });
  await expect(picture).toBeVisible();
  // Resized variants, not the original: the server's srcset of the 3:2 cut.
  expect(await picture.getAttribute('srcset')).toMatch(/\/media\/pictures\/\d+\/[^ ]+-640\.jpg 640w/);
  await expect(article.getByText(question).first()).toBeVisible();
  await expect(article.getByText('Matchday at the local provider')).toBeVisible();
  await guestContext.close();
});
