import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiLogin,
  demoPassword,
  logIn,
  openLoginDialog,
  popupAlreadySeen,
  profileButton,
  registerFan,
  signInAtProvider,
  socialLoginLabel,
  submitLoginDialog,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { matchCommand } from '../support/match-cli';
import { subscribedTo } from '../support/realtime';
import { english } from '../support/site';

/**
 * Issue 13: the comments section and the notification bell in the composed site, in Chromium. Each
 * journey writes on an article of its own (the tenant's latest articles, by position), so journeys
 * running side by side never see each other's comments.
 */

const apiHeaders = { 'X-Tenant-Id': 'tribune', Accept: 'application/json' };

interface WireArticle {
  id: number;
  url: string;
}

/** The `position`-th latest article of the English tenant (0 is the newest). */
async function article(request: APIRequestContext, position: number): Promise<WireArticle> {
  const response = await request.get(`${english}/api/v2/article/scopes/lat/get/1?page_size=20`, {
    headers: apiHeaders,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: WireArticle[] };
  const found = body.data[position];
  expect(found, `the demo has an article at position ${position}`).toBeTruthy();
  return found as WireArticle;
}

/** The path of an article page, from the article's absolute or relative URL. */
function pathOf(found: WireArticle): string {
  return new URL(found.url, english).pathname;
}

/** A fan made through the API, with their token, for set-up steps a journey is not about. */
async function fanWithToken(request: APIRequestContext) {
  const fan = await registerFan(request);
  const login = await apiLogin(request, fan.username, fan.password);
  expect(login.status).toBe(200);
  return { ...fan, id: login.data?.id as number, token: login.data?.authorization as string };
}

async function postComment(
  request: APIRequestContext,
  token: string,
  body: { resource_type: string; resource_id: number; content: string; reply_to?: number | null },
): Promise<number> {
  const path = body.reply_to ? '/api/v2/comments/reply' : '/api/v2/comments';
  const response = await request.post(`${english}${path}`, {
    headers: { ...apiHeaders, Authorization: `Bearer ${token}` },
    data: { reply_to: null, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * The comments section of the page, scrolled to: its code loads only as a reader nears it. Returned once
 * it is live (its form is there: the server's copy has none).
 */
async function commentsSection(page: Page) {
  const section = page.locator('#comments');
  await section.scrollIntoViewIfNeeded();
  const region = section.getByRole('region', { name: /Comments|Match thread/ });
  await expect(region.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
  return region;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await popupAlreadySeen(page);
  return page;
}

test('[CMT-03][CMT-09] one fan posts, and another fan on the same article sees the new-comment alert and then the comment', async ({
  page,
  browser,
  request,
}) => {
  const target = await article(request, 1);
  const writer = await registerFan(request);
  const reader = await registerFan(request);
  await popupAlreadySeen(page);
  await page.goto(`${english}${pathOf(target)}`);
  await logIn(page, writer.username, writer.password);
  const other = await newPage(browser);
  try {
    const listening = subscribedTo(other, `comments-article-${target.id}`);
    await other.goto(`${english}${pathOf(target)}`);
    await logIn(other, reader.username, reader.password);
    const readerSection = await commentsSection(other);
    await listening;

    const section = await commentsSection(page);
    const text = `Two browsers, one thread ${Date.now()}`;
    await section.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await section.getByRole('button', { name: 'Post comment' }).click();
    await expect(section.getByRole('article').filter({ hasText: text })).toBeVisible();

    // The reader's list does not move under them: an alert offers the new comment.
    await expect(readerSection.getByRole('article').filter({ hasText: text })).toHaveCount(0);
    const alert = readerSection.getByRole('status').filter({ hasText: '1 new comment' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Show' }).click();
    await expect(readerSection.getByRole('article').filter({ hasText: text })).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);
  } finally {
    await other.context().close();
  }
});

test('[CMT-08][ACC-10] a guest writes a comment, logs in when asked, and the comment is posted', async ({
  page,
  request,
}) => {
  const target = await article(request, 2);
  const fan = await registerFan(request);
  await popupAlreadySeen(page);
  await page.goto(`${english}${pathOf(target)}`);
  const section = await commentsSection(page);
  const text = `Written before logging in ${Date.now()}`;
  await section.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await section.getByRole('button', { name: 'Post comment' }).click();
  // The section asks for a login itself (the account dialog's code may still be on its way).
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  const dialog = await submitLoginDialog(page, fan.username, fan.password);
  await expect(dialog).toBeHidden();
  const posted = (await commentsSection(page)).getByRole('article').filter({ hasText: text });
  await expect(posted).toBeVisible();
  await expect(posted).toContainText(fan.username);
});

test("[CMT-08][ACC-03] a guest's comment survives a social login: back from the provider, on the article, it is posted", async ({
  page,
  request,
}) => {
  // The provider's development pages import a web font; this machine has no way out, so fail it at once.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  const target = await article(request, 6);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await popupAlreadySeen(page);
  await page.goto(`${english}${pathOf(target)}`);
  const section = await commentsSection(page);
  const text = `Written before a social login ${stamp}`;
  await section.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await section.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  const dialog = await openLoginDialog(page);
  await dialog
    .getByRole('group', { name: 'Log in with another account' })
    .getByRole('button', { name: `Log in with ${socialLoginLabel}` })
    .click();
  await signInAtProvider(page, `social_${stamp}@example.test`);
  await expect(profileButton(page, `social_${stamp}`)).toBeVisible();
  // Back on the article at its canonical address (SEO-01), at the comments.
  await expect(page).toHaveURL(`${english}${pathOf(target)}#comments`);
  const posted = (await commentsSection(page)).getByRole('article').filter({ hasText: text });
  await expect(posted).toBeVisible();
  await expect(posted).toContainText(`social_${stamp}`);
});

test('[CMT-05][NOT-02][NOT-03] a like makes a notification appear for the author in real time, with the count in the page title', async ({
  page,
  request,
}) => {
  const target = await article(request, 3);
  const author = await fanWithToken(request);
  const liker = await fanWithToken(request);
  const commentId = await postComment(request, author.token, {
    resource_type: 'article',
    resource_id: target.id,
    content: `Like me ${Date.now()}`,
  });

  await popupAlreadySeen(page);
  const listening = subscribedTo(page, `private-user-${author.id}`);
  await page.goto(`${english}${pathOf(target)}`);
  await logIn(page, author.username, author.password);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await listening;
  const title = await page.title();

  // The liker likes it in the comments section of their own browser.
  const response = await request.post(`${english}/api/v2/comments/${commentId}/like`, {
    headers: { ...apiHeaders, Authorization: `Bearer ${liker.token}` },
  });
  expect(response.status()).toBe(200);

  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await expect(page).toHaveTitle(`(1) ${title}`);
  await bell.click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  await expect(menu.getByRole('link', { name: new RegExp(`${liker.username} liked your comment`) })).toBeVisible();
  // Opening the menu clears the badge; the notification stays unread until it is clicked.
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page).toHaveTitle(title);
});

test('[CMT-06][CMT-07] a reported comment hidden by a manager is greyed for its author and gone for everyone else', async ({
  page,
  browser,
  request,
}) => {
  const target = await article(request, 4);
  const author = await fanWithToken(request);
  const reporter = await registerFan(request);
  const text = `Over the line ${Date.now()}`;
  await postComment(request, author.token, { resource_type: 'article', resource_id: target.id, content: text });

  // Another fan reports it, after confirming.
  await popupAlreadySeen(page);
  await page.goto(`${english}${pathOf(target)}`);
  await logIn(page, reporter.username, reporter.password);
  const comment = (await commentsSection(page)).getByRole('article').filter({ hasText: text });
  await comment.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, report it' }).click();
  await expect(comment.getByText('Thank you. The comment has been reported to the moderators.')).toBeVisible();

  // The manager hides it from the moderation queue.
  const manager = await newPage(browser);
  try {
    await manager.goto(`${english}/community/moderation`);
    await logIn(manager, 'editor', demoPassword);
    const queued = manager.getByRole('article').filter({ hasText: text });
    await queued.getByRole('button', { name: 'Hide' }).click();
    await expect(queued.getByRole('status')).toHaveText('Hidden; its reports are closed.');
  } finally {
    await manager.context().close();
  }

  // Gone for the reporter (a fan, not its author) …
  await page.reload();
  await expect((await commentsSection(page)).getByText(text)).toHaveCount(0);

  // … greyed for its author.
  const own = await newPage(browser);
  try {
    await own.goto(`${english}${pathOf(target)}`);
    await logIn(own, author.username, author.password);
    const hidden = (await commentsSection(own)).getByRole('article').filter({ hasText: text });
    await expect(hidden).toContainText('Only you can see this comment: a moderator hid it.');
    await expect(hidden).toHaveClass(/hidden/);
  } finally {
    await own.context().close();
  }
});

test('[MD-03][CMT-01] the match thread on a live match page stamps each comment with the match minute', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Not the next match: the match-centre journeys start that one, and look for it on their pages.
  const upcoming = await request.get(`${english}/api/admin/fixtures?filter=upcoming&limit=10`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, Accept: 'application/json' },
  });
  expect(upcoming.status()).toBe(200);
  const fixtures = ((await upcoming.json()) as { data: { id: number }[] }).data;
  const chosen = fixtures[3];
  expect(chosen, 'the demo has upcoming matches').toBeTruthy();
  const { fixtureId } = await matchCommand('start', String(chosen?.id), '--speed', '60');
  const fan = await registerFan(request);
  await popupAlreadySeen(page);
  await page.goto(`${english}/matchcenter/match/${fixtureId}`);
  await logIn(page, fan.username, fan.password);
  const thread = await commentsSection(page);
  const text = `What a game ${Date.now()}`;
  await thread.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await thread.getByRole('button', { name: 'Post comment' }).click();
  const posted = thread.getByRole('article').filter({ hasText: text });
  await expect(posted).toBeVisible();
  await expect(posted.getByText(/^Written in minute \d+/)).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  await matchCommand('finish', String(fixtureId));
});

test('[CMT-10] every hostile text of the corpus is stored and shown as text, and nothing in it runs', async ({
  page,
  request,
}) => {
  const target = await article(request, 5);
  const fan = await fanWithToken(request);
  const corpus = readFileSync(path.resolve(__dirname, '../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  // One top-level comment and the rest as its replies: the whole corpus on the first page.
  const [first, ...rest] = corpus;
  const rootId = await postComment(request, fan.token, {
    resource_type: 'article',
    resource_id: target.id,
    content: first as string,
  });
  for (const line of rest) {
    await postComment(request, fan.token, {
      resource_type: 'article',
      resource_id: target.id,
      content: line,
      reply_to: rootId,
    });
  }

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await popupAlreadySeen(page);
  await page.goto(`${english}${pathOf(target)}`);
  const section = await commentsSection(page);
  // (A retry posts the corpus again, as another fan: the newest copy is the one to wait for.)
  await expect(section.getByText((corpus[corpus.length - 1] as string).trim(), { exact: true }).first()).toBeVisible();
  // Every line is there, written out as text: the corpus's own characters, not what they would make.
  const texts = (await section.locator('.cm-item p').allTextContents()).join('\n');
  for (const line of corpus) expect(texts, `"${line}" is shown as text`).toContain(line.trim());
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Only text, links and line breaks inside the comments: no element the corpus tried to make.
  const made = await section
    .locator('.cm-item p')
    .locator('script, img, svg, iframe, object, embed, style, form, math, input, details, video, template')
    .count();
  expect(made).toBe(0);
  const hrefs = await section
    .locator('.cm-item p a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => href !== null && /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
  // The corpus's web addresses are links (linkifyjs, a chunk of its own since issue 30, came in).
  expect(hrefs.some((href) => href?.startsWith('https://'))).toBe(true);
});
