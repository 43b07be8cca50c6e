import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoPassword, logIn, popupAlreadySeen } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  apiHeaders,
  demoArticle,
  demoTags,
  editorToken,
  isPlainArticle,
  liveblogOf,
  nonsenseWord,
  pathOf,
  pollIdsOf,
  recordAssets,
  showPoll,
  tagArticleCount,
  tagSlugOf,
  writeArticle,
  type DemoArticle,
} from '../support/content';
import { expect, test } from '../support/fixtures';
import { subscribedTo } from '../support/realtime';
import { dutch, english } from '../support/site';

/**
 * Issue 15: the reading side in the composed site, in Chromium: tag pages, search, live blogs, polls,
 * the lightbox, embeds from the local oEmbed provider (support/local-oembed-providers.mjs), both tenants,
 * the XSS corpus in every place editors write, and axe on every page of the issue. Articles the journeys
 * write are dated in 2020 (support/content.ts `writeArticle`), so the demo's newest articles, which other
 * specs read, stay as they are.
 */

// The journeys are independent (each writes what it needs): both workers take them.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

const pagination = (page: Page, name = 'Pagination') => page.getByRole('navigation', { name });

/** The live blog of the page, once its entries are there (its code loads with the article). */
async function liveBlog(page: Page) {
  const blog = page.getByRole('region', { name: 'Live blog' });
  await expect(blog.getByRole('list', { name: 'Updates' }).getByRole('listitem').first()).toBeVisible();
  return blog;
}

/**
 * Notes in the page when each live-blog entry gains and loses its flash class (`liveblog-entry--new`),
 * by entry id, so a journey can tell how long the flash lasted without timing it from outside.
 */
async function watchFlashes(page: Page) {
  await page.evaluate(() => {
    const flashes: Record<string, { from: number; to?: number }> = {};
    (window as unknown as { __flashes: typeof flashes }).__flashes = flashes;
    const root = document.querySelector('.liveblog');
    if (root === null) throw new Error('no live blog on the page');
    const note = () => {
      for (const item of root.querySelectorAll<HTMLElement>('li[data-entry-id]')) {
        const id = item.dataset['entryId'] as string;
        const on = item.classList.contains('liveblog-entry--new');
        if (on && flashes[id] === undefined) flashes[id] = { from: performance.now() };
        else if (!on && flashes[id] !== undefined && flashes[id].to === undefined) flashes[id].to = performance.now();
      }
    };
    new MutationObserver(note).observe(root, { subtree: true, childList: true, attributeFilter: ['class'] });
  });
  /** How long the entry with `text` flashed, in ms. */
  return (text: string) =>
    entries(page)
      .filter({ hasText: text })
      .evaluate((item) => {
        const flash = (window as unknown as { __flashes: Record<string, { from: number; to?: number }> }).__flashes[
          (item as HTMLElement).dataset['entryId'] as string
        ];
        return flash?.to === undefined ? null : flash.to - flash.from;
      });
}

/** The entries of a live blog, in page order. */
const entries = (page: Page) =>
  page.getByRole('region', { name: 'Live blog' }).getByRole('list', { name: 'Updates' }).locator(':scope > li');

test('[ART-03] tag pages: previous and next, the empty page, and the photo-report grid', async ({ page, request }) => {
  // The demo's biggest tag among the newest articles: more than one page of 10.
  const tags = await demoTags(request);
  const counted = await Promise.all(tags.map(async (tag) => ({ tag, count: await tagArticleCount(request, tag.id) })));
  const paged = counted.filter(({ tag }) => tag.template === 'default').sort((a, b) => b.count - a.count)[0];
  expect(paged && paged.count, 'a tag with more than 10 articles').toBeGreaterThan(10);
  const { tag } = paged as (typeof counted)[number];

  await page.goto(`${english}/tag/${tag.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: tag.title })).toBeVisible();
  const stories = page.getByRole('list', { name: tag.title }).getByRole('listitem');
  await expect(stories).toHaveCount(10);
  const firstOnPage0 = await stories.first().getByRole('link').innerText();
  const pager = pagination(page);
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  await expect(pager.getByText('Page 1')).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/tag/${tag.slug}\\?page=1$`));
  await expect(pager.getByText('Page 2')).toHaveAttribute('aria-current', 'page');
  await expect(stories.first()).not.toContainText(firstOnPage0);
  await expect(pager.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`/tag/${tag.slug}$`));
  await expect(stories.first()).toContainText(firstOnPage0);
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  // Beyond the end: exactly the spec's text, and nowhere to go next.
  await page.goto(`${english}/tag/${tag.slug}?page=999`);
  const empty = page.getByText('Geen artikelen gevonden', { exact: true });
  await expect(empty).toBeVisible();
  await expect(empty).toHaveText('Geen artikelen gevonden');
  await expect(pagination(page).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('list', { name: tag.title })).toHaveCount(0);

  // The photo-report template: the tag's articles as a grid of photo tiles.
  const photo = tags.find((candidate) => candidate.template === 'photo_report');
  expect(photo, 'the demo has a photo-report tag').toBeTruthy();
  await page.goto(`${english}/tag/${photo!.slug}`);
  const tiles = page.getByRole('list', { name: photo!.title });
  await expect(tiles.getByRole('listitem').first()).toBeVisible();
  expect(await tiles.evaluate((list) => getComputedStyle(list).display)).toBe('grid');
  const count = await tiles.getByRole('listitem').count();
  await expect(tiles.getByText('Photo report', { exact: true })).toHaveCount(count);
  expect(await seriousViolations(page)).toEqual([]);
});

test('[ART-04] search: a word only in a body is found with the content box on, highlighted; load-more', async ({
  page,
  request,
}) => {
  const word = nonsenseWord('quorblax');
  const token = await editorToken(request);
  const tag = tagSlugOf((await demoArticle(request, 'a news article', isPlainArticle)).primary_tag.url);
  const title = `Notes from the training ground ${Date.now()}`;
  await writeArticle(request, token, {
    title,
    excerpt: 'A short note from the training ground.',
    content: `<p>The squad trained in the morning.</p><p>The coach called the new drill the ${word} and smiled.</p>`,
    primary_tag: tag,
  });

  await page.goto(`${english}/search?query=${word}`);
  const results = page.getByRole('region', { name: 'Search', exact: true });
  await expect(results.getByText(`No articles match “${word}”.`)).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Also search in the text of articles' });
  await expect(box).not.toBeChecked();

  await box.check();
  await page.getByRole('search', { name: 'Search the news' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/content=on/);
  const found = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('link', { name: title })).toBeVisible();
  await expect(found.locator('mark')).toHaveText([new RegExp(`^${word}$`, 'i')]);
  await expect(results.getByRole('status')).toHaveText(`1 result for “${word}”`);
  expect(await seriousViolations(page)).toEqual([]);

  // A common word: ten results, and load-more brings the next ones.
  await page.goto(`${english}/search?query=psv&content=on`);
  const many = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(many).toHaveCount(10);
  await expect(many.first().locator('mark').first()).toHaveText(/^psv$/i);
  await results.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => many.count()).toBeGreaterThan(10);
});

test('[LB-01] an editor posts from the live page, a reader sees it flash; a pinned entry goes to the top', async ({
  page,
  browser,
  request,
}) => {
  // The demo's live blog that follows no match: nothing else writes to it during a run.
  let blog: Awaited<ReturnType<typeof liveblogOf>> | undefined;
  const target = await demoArticle(request, 'a live blog without a match', async (article) => {
    if (article.liveblog_id === null) return false;
    blog = await liveblogOf(request, article.id);
    return blog.metaData.fixture_id === null;
  });
  const liveblogId = blog!.metaData.liveblog_id;

  const listening = subscribedTo(page, `liveblog-${target.id}`);
  await page.goto(`${english}${pathOf(target)}`);
  await liveBlog(page);
  await listening;
  const flashOf = await watchFlashes(page);

  // The editor, in a browser of their own, posts from the page's editor panel.
  const context = await browser.newContext();
  const editor = await context.newPage();
  try {
    await popupAlreadySeen(editor);
    await editor.goto(`${english}${pathOf(target)}`);
    await logIn(editor, 'editor', demoPassword);
    const panel = editor.getByRole('region', { name: 'Post an update' });
    const text = `Medical passed, announcement expected within the hour ${Date.now()}`;
    await panel.getByRole('textbox', { name: 'Update' }).fill(text);
    await panel.getByRole('button', { name: 'Post update' }).click();
    await expect(entries(editor).filter({ hasText: text })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Update' })).toHaveValue('');

    // The reader's page: in its place (after the pinned entries, before every other), flashing for 2 s.
    const posted = entries(page).filter({ hasText: text });
    await expect(posted).toHaveClass(/\bliveblog-entry--new\b/);
    const places = await entries(page).evaluateAll((items, wanted) => {
      const pinned = items.filter((item) => item.classList.contains('liveblog-entry--pinned')).length;
      const at = items.findIndex((item) => item.textContent?.includes(wanted as string));
      return { pinned, at };
    }, text);
    expect(places.at).toBe(places.pinned);
    await expect(posted).not.toHaveClass(/\bliveblog-entry--new\b/, { timeout: 5_000 });
    // 2 s (spec 001 §9), give or take a busy machine's timers.
    const flashed = await flashOf(text);
    expect(flashed).toBeGreaterThanOrEqual(1_900);
    expect(flashed).toBeLessThan(3_500);
    await expect(page.getByRole('region', { name: 'Live blog' }).getByRole('status').first()).toHaveText(
      '1 new update',
    );

    // A pinned entry (through the editors' API) goes above every entry.
    const pinnedText = `Pinned: the deadline passes at 23:00 ${Date.now()}`;
    const response = await request.post(`${english}/api/v2/liveblog/${liveblogId}/entries`, {
      headers: { ...apiHeaders(), Authorization: `Bearer ${await editorToken(request)}` },
      data: { body: pinnedText, is_pinned: true },
    });
    expect(response.status(), await response.text()).toBe(201);
    await expect(entries(page).first()).toContainText(pinnedText);
    await expect(entries(page).first()).toHaveClass(/\bliveblog-entry--pinned\b/);
    await expect(entries(page).first()).toContainText('Pinned');
    await expect(entries(editor).first()).toContainText(pinnedText);
    expect(await seriousViolations(editor)).toEqual([]);
  } finally {
    await context.close();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('[POL-01] a vote needs a choice, then shows the results in percent', async ({ page, request }) => {
  let pollId = 0;
  const target = await demoArticle(request, 'an open poll', async (article) => {
    for (const id of pollIdsOf(article.content)) {
      if (!(await showPoll(request, id)).is_closed) {
        pollId = id;
        return true;
      }
    }
    return false;
  });
  const poll = await showPoll(request, pollId);
  const votes: string[] = [];
  page.on('request', (sent) => {
    if (/\/poll\/\d+\/vote/.test(sent.url())) votes.push(sent.url());
  });

  await page.goto(`${english}${pathOf(target)}`);
  const region = page.getByRole('region', { name: poll.question });
  const options = region.getByRole('radio');
  await expect(options).toHaveCount(poll.answers.length);
  expect(await seriousViolations(page)).toEqual([]);

  // No choice: nothing is sent, and the reader is told.
  await region.getByRole('button', { name: 'Vote' }).click();
  await expect(region.getByRole('alert')).toHaveText('Choose an answer first, then vote.');
  expect(votes).toEqual([]);

  const chosen = poll.answers[poll.answers.length - 1]!;
  await region.getByRole('radio', { name: chosen.text }).check();
  const counted = page.waitForResponse((response) => /\/poll\/\d+\/vote/.test(response.url()));
  await region.getByRole('button', { name: 'Vote' }).click();
  expect((await counted).status()).toBe(201);
  expect(votes).toHaveLength(1);

  const results = region.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(poll.answers.length);
  await expect(options).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  await expect(region.getByRole('status')).toHaveText('Thank you for voting.');
  const percents = (await results.allInnerTexts()).map((text) => {
    const match = /(\d+)\s?%/.exec(text);
    expect(match, `"${text}" shows a percentage`).toBeTruthy();
    return Number(match![1]);
  });
  // Rounded per answer: the sum is 100 give or take the rounding of each.
  const sum = percents.reduce((a, b) => a + b, 0);
  expect(Math.abs(sum - 100)).toBeLessThanOrEqual(poll.answers.length);
  await expect(results.filter({ hasText: chosen.text })).toContainText('your vote');
  const after = await showPoll(request, pollId);
  expect(after.total_voting).toBe(poll.total_voting + 1);
  expect(percents).toEqual(after.answers.map((answer) => Math.round(answer.percent)));
});

test('[ART-01] the lightbox loads only when a fan opens a picture of a lightbox gallery; numbered images', async ({
  page,
  request,
}) => {
  const plain = await demoArticle(request, 'a plain article', isPlainArticle);
  const gallery = await demoArticle(
    request,
    'a lightbox gallery',
    (article) => article.kind === 'news' && article.content.includes('data-lightbox'),
  );
  const numbered = await demoArticle(request, 'numbered images', (article) =>
    article.content.includes('data-numbered-image'),
  );
  // PhotoSwipe's code and its stylesheet (a file loaded with its chunk, decision 0051) are the only assets
  // naming its classes.
  const isLightboxAsset = (text: string) => text.includes('pswp__');

  const plainAssets = recordAssets(page);
  await page.goto(`${english}${pathOf(plain)}`);
  await page.waitForLoadState('networkidle');
  const plainBodies = await plainAssets.texts();
  expect(plainBodies.length).toBeGreaterThan(0);
  expect(plainBodies.filter((asset) => isLightboxAsset(asset.text)).map((asset) => asset.url)).toEqual([]);

  const galleryAssets = recordAssets(page);
  await page.goto(`${english}${pathOf(gallery)}`);
  const links = page.locator('.content-article__body a[data-lightbox]');
  await expect(links.first()).toBeVisible();
  // A click before the lightbox is bound opens the image itself, as without script.
  await expect(page.locator('.content-article__body[data-lightbox-ready]')).toHaveCount(1);
  // A reader who only reads never fetches PhotoSwipe: the first reach for a picture does.
  await page.waitForLoadState('networkidle');
  expect(
    (await galleryAssets.texts()).filter((asset) => isLightboxAsset(asset.text)).map((asset) => asset.url),
  ).toEqual([]);
  await links.first().click();
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeVisible();
  expect((await galleryAssets.texts()).filter((asset) => isLightboxAsset(asset.text)).length).toBeGreaterThan(0);
  // Esc closes it (PhotoSwipe ignores a close while its opening animation runs: press until it is open).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0, { timeout: 1_000 });
  }).toPass();

  await page.goto(`${english}${pathOf(numbered)}`);
  const figures = page.locator('.content-article__body figure[data-numbered-image]');
  // The numbers come with the body's enhancement, which takes the server-rendered body's place: the
  // figures are read once it has (else one may be replaced while it is read).
  await expect(figures.first().locator('.content-figure-number')).toHaveText('1');
  const total = await figures.count();
  expect(total).toBeGreaterThan(1);
  const offsets: string[] = [];
  for (let index = 0; index < total; index += 1) {
    const figure = figures.nth(index);
    await figure.scrollIntoViewIfNeeded();
    const label = figure.locator('.content-figure-number');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(String(index + 1));
    // 5 % from the bottom for an image taller than 1000 px, else 10 % (spec 001 §9).
    const height = await figure.locator('img').evaluate((image) => (image as HTMLImageElement).naturalHeight);
    const offset = await label.evaluate((element) => (element as HTMLElement).style.bottom);
    expect(offset).toBe(height > 1000 ? '5%' : '10%');
    offsets.push(offset);
  }
  // The demo has a tall portrait among ordinary photos: both rules are seen.
  expect(new Set(offsets)).toEqual(new Set(['5%', '10%']));
  expect(await seriousViolations(page)).toEqual([]);
});

test('[EMB-01] embeds: X and TikTok cards from the local provider, YouTube behind a click-to-load facade', async ({
  page,
  request,
}) => {
  const withEmbeds = await demoArticle(
    request,
    'an X post and a YouTube video',
    (article) => article.content.includes('data-embed="twitter"') && article.content.includes('data-embed="youtube"'),
  );
  const withTiktok = await demoArticle(request, 'a TikTok video', (article) =>
    article.content.includes('data-embed="tiktok"'),
  );
  // This machine has no way out: the player's page fails at once instead of waiting on the network.
  const youtube: string[] = [];
  await page.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) => {
    youtube.push(route.request().url());
    return route.abort();
  });

  await page.goto(`${english}${pathOf(withEmbeds)}`);
  const card = page.getByRole('figure', { name: 'Post on X' }).first();
  await expect(card).toContainText('Matchday at the local provider');
  await expect(card.getByRole('link', { name: 'View on X' })).toHaveAttribute('href', /^https:\/\/(x|twitter)\.com\//);
  // The provider's widget script never reaches the page.
  expect(await card.locator('script').count()).toBe(0);

  const video = page.getByRole('figure', { name: 'Video on YouTube' });
  await expect(video.getByRole('button', { name: 'Play the video' })).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await video.getByRole('button', { name: 'Play the video' }).click();
  const player = video.locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(player).toHaveAttribute('title', 'Video on YouTube');
  await expect(video.getByRole('button', { name: 'Play the video' })).toHaveCount(0);

  await page.goto(`${english}${pathOf(withTiktok)}`);
  const tiktok = page.getByRole('figure', { name: 'Post on TikTok' });
  await expect(tiktok).toContainText('Training ground skills from the local provider');
  await expect(tiktok.getByRole('link', { name: 'View on TikTok' })).toHaveAttribute('href', /tiktok\.com\//);
});

test('[ART-03][ART-04] both tenants: the Dutch tag page and a Dutch stemmed search, in Dutch', async ({
  page,
  request,
}) => {
  // A Dutch title with a singular noun: its plural finds it (the `dutch` text search configuration).
  const token = await editorToken(request, 'tribune-nl');
  const tags = await demoTags(request, 'tribune-nl');
  const counted = await Promise.all(
    tags.map(async (tag) => ({ tag, count: await tagArticleCount(request, tag.id, 'tribune-nl') })),
  );
  const { tag } = counted.filter(({ tag }) => tag.template === 'default').sort((a, b) => b.count - a.count)[0]!;
  const marker = nonsenseWord('Zwart');
  const title = `Nieuwe keepershandschoen voor ${marker}`;
  await writeArticle(
    request,
    token,
    {
      title,
      excerpt: 'Een korte notitie.',
      content: '<p>De keeper traint met iets nieuws.</p>',
      primary_tag: tag.slug,
    },
    'tribune-nl',
  );

  await page.goto(`${dutch}/tag/${tag.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: tag.title })).toBeVisible();
  await expect(page.getByRole('list', { name: tag.title }).getByRole('listitem')).toHaveCount(10);
  const pager = pagination(page, 'Paginering');
  await expect(pager.getByRole('link', { name: 'Vorige' })).toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: 'Volgende' }).click();
  await expect(pager.getByText('Pagina 2')).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${dutch}/tag/${tag.slug}?page=999`);
  await expect(page.getByText('Geen artikelen gevonden', { exact: true })).toBeVisible();

  await page.goto(`${dutch}/search?query=keepershandschoenen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ook in de tekst van artikelen zoeken' })).not.toBeChecked();
  const result = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('listitem').filter({ hasText: marker });
  await expect(result.getByRole('link', { name: title })).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText(/^keepershandschoen$/i);
  expect(await seriousViolations(page)).toEqual([]);
});

test('[ART-01][LB-01][POL-01] the XSS corpus in an article body, live-blog entries and poll answers runs nowhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const corpus = readFileSync(path.resolve(__dirname, '../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const token = await editorToken(request);
  const auth = { ...apiHeaders(), Authorization: `Bearer ${token}` };
  const tag = tagSlugOf((await demoArticle(request, 'a news article', isPlainArticle)).primary_tag.url);
  const stamp = Date.now();

  // Polls of at most 10 answers: the corpus in three of them.
  const polls: { id: number; embed: string; answers: string[] }[] = [];
  for (let start = 0; start < corpus.length; start += 10) {
    const answers = corpus.slice(start, start + 10);
    const response = await request.post(`${english}/api/v2/polls`, {
      headers: auth,
      data: { question: `Hostile answers ${start / 10 + 1} (${stamp})`, answers },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { poll_id: id, embed } = ((await response.json()) as { data: { poll_id: number; embed: string } }).data;
    polls.push({ id, embed, answers });
  }
  const article = await writeArticle(request, token, {
    title: `Hostile texts ${stamp}`,
    excerpt: 'Every line of the XSS corpus.',
    content: `${polls.map((poll) => poll.embed).join('\n')}\n${corpus.join('\n')}`,
    primary_tag: tag,
  });
  expect(pollIdsOf(article.content)).toStrictEqual(polls.map((poll) => poll.id));

  const started = await request.post(`${english}/api/v2/liveblog`, { headers: auth, data: { article_id: article.id } });
  expect(started.status(), await started.text()).toBe(201);
  const liveblogId = ((await started.json()) as { data: { id: number } }).data.id;
  // Plain text is kept as text; markup is sanitized, and a line with nothing left is refused (422).
  const posted: string[] = [];
  for (const line of corpus) {
    const response = await request.post(`${english}/api/v2/liveblog/${liveblogId}/entries`, {
      headers: auth,
      data: { body: line },
    });
    expect([201, 422], `${line}: ${await response.text()}`).toContain(response.status());
    if (response.status() === 201) posted.push(line);
  }
  const plainLines = corpus.filter((line) => !/<[a-zA-Z!/?]/.test(line));

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${english}${pathOf(article)}`);
  const blog = await liveBlog(page);
  // 'Load more' shows once the first page's answer says there is more: press it until every entry is in.
  const loadMore = blog.getByRole('button', { name: 'Load more' });
  await expect(async () => {
    if (await loadMore.isEnabled({ timeout: 500 }).catch(() => false)) await loadMore.click();
    await expect(entries(page)).toHaveCount(posted.length, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  for (const line of plainLines) await expect(blog.getByText(line, { exact: true })).toBeVisible();

  for (const poll of polls) {
    const region = page.getByRole('region', { name: `Hostile answers ${polls.indexOf(poll) + 1} (${stamp})` });
    await expect(region.getByRole('radio')).toHaveCount(poll.answers.length);
    // Each answer is its label's text, character for character.
    const labels = await region.locator('label').allTextContents();
    expect(labels).toEqual(poll.answers);
  }
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing the corpus tried to make: no scripts, frames, forms or handlers, no javascript: addresses.
  const made = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('.content-article__body, .liveblog, .content-poll')];
    const found: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'form', 'input', 'meta', 'style', 'base'].includes(tag)) {
          // The polls' own vote forms are the page's, not the corpus's.
          if (!((tag === 'input' || tag === 'form') && element.closest('.content-poll'))) found.push(`<${tag}>`);
        }
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
          if (/^\s*(javascript|vbscript|data):/i.test(attribute.value))
            found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
    return { roots: roots.length, found };
  });
  expect(made.roots).toBeGreaterThanOrEqual(5);
  expect(made.found).toEqual([]);
});

test('[ART-03][ART-04][ART-05] axe on the tag, search, most-read, bio and net-binnen pages', async ({
  page,
  request,
}) => {
  const tag = tagSlugOf((await demoArticle(request, 'a news article', isPlainArticle)).primary_tag.url);
  const pages: [string, string][] = [
    [`/tag/${tag}`, ''],
    ['/search?query=psv&content=on', 'Search'],
    ['/most-read', 'Most read'],
    ['/bio', 'Biographies'],
    ['/net-binnen', 'Just in'],
  ];
  for (const [address, heading] of pages) {
    await page.goto(`${english}${address}`);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page), address).toEqual([]);
  }
});

test('[LB-01][POL-01] axe on a live-blog article and a poll article', async ({ page, request }) => {
  const live = await demoArticle(request, 'a live blog', (article: DemoArticle) => article.liveblog_id !== null);
  const withPoll = await demoArticle(request, 'a poll', (article) => pollIdsOf(article.content).length > 0);
  await page.goto(`${english}${pathOf(live)}`);
  await liveBlog(page);
  expect(await seriousViolations(page), pathOf(live)).toEqual([]);
  await page.goto(`${english}${pathOf(withPoll)}`);
  const poll = await showPoll(request, pollIdsOf(withPoll.content)[0]!);
  await expect(page.getByRole('region', { name: poll.question })).toBeVisible();
  expect(await seriousViolations(page), pathOf(withPoll)).toEqual([]);
});
