import type { Browser, Page } from '@playwright/test';
import { popupAlreadySeen } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { textsBrokenInsideAWord } from '../support/broken-words';
import { expect, test, waitForHydration } from '../support/fixtures';
import { smartBarDateKey } from '../support/site-extras-seen';
import { english } from '../support/site';

/**
 * CLB-01 on a 360 px phone: the offer to choose a club comes on a visitor's second page view (none
 * opens on the first), does not block the page, and is answered once: a pick makes the club the
 * visitor's (MC-11, on the device), a skip is remembered. With a club, the home page opens on it (CLB-02).
 */

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  // The smart bar seen and the pop-up shown already: the offer is the page view's interruption.
  await context.addInitScript(([key]) => window.localStorage.setItem(key, '2100-01-01T00:00:00.000Z'), [
    smartBarDateKey,
  ] as const);
  const page = await context.newPage();
  await popupAlreadySeen(page);
  return page;
}

const offer = (page: Page) => page.getByRole('region', { name: 'Choose your club' });

test('[CLB-01][CLB-02] a guest is offered the clubs on the second page view, without a blocked page; a pick makes it their club, once, and the home page opens on it', async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto(`${english}/`);
  await waitForHydration(page);
  await expect(offer(page)).toHaveCount(0);

  await page.goto(`${english}/matchcenter`);
  await expect(offer(page)).toBeVisible();
  // Not a dialog: the page behind stays usable, its heading clear of the panel.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: 'Match centre' });
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('h1')?.textContent ?? null,
    { x: (box?.x ?? 0) + 10, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(topmost).toBe('Match centre');

  const clubs = offer(page).getByRole('list', { name: 'Clubs of the Eredivisie' });
  // Each club's name whole ("Heerenveen", never "Heerenvee/n"), with normal and with large text (the
  // class the site sets from the fan's setting, shared/src/settings/appearance.ts).
  expect(await textsBrokenInsideAWord(page, '.club-offer__name')).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.add('text-large'));
  expect(await textsBrokenInsideAWord(page, '.club-offer__name')).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.remove('text-large'));
  const first = clubs.getByRole('button').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(offer(page).getByText(/is now your club/)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Done' }).click();
  await expect(offer(page)).toHaveCount(0);

  // The club is the visitor's; no offer on the next page views.
  await page.goto(`${english}/matchcenter`);
  await waitForHydration(page);
  await expect(offer(page)).toHaveCount(0);
  const stored = await page.evaluate(() =>
    Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`),
  );
  expect(stored.join('\n')).toMatch(/tribune_club_offer=.*picked/);
  expect(name.length).toBeGreaterThan(0);

  // CLB-02: the home page now opens on the club, in the first screen, above the news; the page marks
  // the stored club before its first paint, so the section's space is kept from the start.
  await page.goto(`${english}/`);
  expect(await page.evaluate(() => document.documentElement.dataset['club'])).toBe('stored');
  const section = page.getByRole('region', { name: /^My club: / });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: 'Club page' })).toHaveAttribute('href', /^\/matchcenter\/team\/\d+$/);
  // Its match (in play, played today or next) is one link to the match page; its table row is marked.
  await expect(section.locator('a[href^="/matchcenter/match/"]').first()).toBeVisible();
  await expect(section.getByRole('link', { name: /\(your team\)/ })).toBeVisible();
  const sectionTop = (await section.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const newsTop = (await page.getByRole('heading', { level: 1, name: 'Latest news' }).boundingBox())?.y ?? 0;
  expect(sectionTop).toBeLessThan(newsTop);
  expect(sectionTop).toBeLessThan(800);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('[CLB-01] Skip is one tap and is remembered', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`${english}/`);
  await waitForHydration(page);
  await page.goto(`${english}/matchcenter`);
  await offer(page).getByRole('button', { name: 'Skip' }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await page.goto(`${english}/`);
  await waitForHydration(page);
  await expect(offer(page)).toHaveCount(0);
  await page.context().close();
});
