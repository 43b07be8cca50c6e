import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  demoPassword,
  logIn,
  mailsTo,
  popupAlreadySeen,
  profileButton,
  storedToken,
  storedUser,
} from '../support/accounts';
import { earlierPageViewed } from '../support/site-extras-seen';
import { dutch, english } from '../support/site';

/**
 * The page-wide behaviours of mf_account and its contact page: the contact form (CON-01), the tenant's
 * pop-up (POP-01), #register links (ACC-19) and the admins' custom code (ACC-20).
 */

const uniqueText = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

for (const site of [
  {
    name: 'English',
    origin: english,
    to: 'redactie@tribune.test',
    texts: {
      title: 'Contact',
      intro: 'Questions, tips or remarks about Tribune?',
      name: 'Name',
      email: 'E-mail address',
      message: 'Message',
      submit: 'Send message',
      sent: 'Thank you for your message.',
    },
  },
  {
    name: 'Dutch',
    origin: dutch,
    to: 'redactie@tribune-nl.test',
    texts: {
      title: 'Contact',
      intro: 'Vragen, tips of opmerkingen over Tribune NL?',
      name: 'Naam',
      email: 'E-mailadres',
      message: 'Bericht',
      submit: 'Bericht versturen',
      sent: 'Bedankt voor je bericht.',
    },
  },
]) {
  test(`[CON-01] the ${site.name} contact page sends a message that reaches the editors' mailbox`, async ({
    page,
    request,
  }) => {
    const { texts } = site;
    const stamp = uniqueText();
    const sender = { name: `Reader ${stamp}`, email: `reader_${stamp}@example.test` };
    const message = `The away end had no roof at the last match (${stamp}). Could you ask the club?`;

    await popupAlreadySeen(page);
    await page.goto(`${site.origin}/contact`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(main).toContainText(texts.intro);

    // Nothing filled in: the server's messages go under the fields.
    await main.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByLabel(texts.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel(texts.message)).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel(texts.name).fill(sender.name);
    await main.getByLabel(texts.email).fill(sender.email);
    await main.getByLabel(texts.message).fill(message);
    await main.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByRole('status')).toContainText(texts.sent);
    // The form is emptied for the next message, and the success alert goes after 2 s.
    await expect(main.getByLabel(texts.message)).toHaveValue('');
    await expect(main.getByLabel(texts.email)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('status')).toBeHidden();

    // The tenant's contact address has it, with the sender and the text.
    let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
    await expect
      .poll(async () => {
        mail = (await mailsTo(request, site.to, site.origin)).find((candidate) => candidate.text.includes(stamp));
        return mail;
      })
      .toBeTruthy();
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain(sender.email);
    expect(mail?.subject).toContain(sender.name);
  });
}

/** Scrolls the page with the mouse wheel to `fraction` of what can be scrolled, and waits until it is there. */
async function scrollTo(page: Page, fraction: number) {
  const { scrollable, current } = await page.evaluate(() => ({
    scrollable: document.documentElement.scrollHeight - window.innerHeight,
    current: window.scrollY,
  }));
  const target = Math.round(scrollable * fraction);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, target - current);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(target - 2);
  // Scroll events are delivered with the next frames: let them run before judging what shows.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('[POP-01] the pop-up shows only after scrolling past 20 % of the home page, closes, and stays away after a reload', async ({
  page,
}) => {
  // Issue 26: nothing on a visitor's first page view; this browser has seen another page before.
  await earlierPageViewed(page);
  // The site settings come with the server-rendered page (no request); the page is hydrated when goto returns.
  await page.goto(`${english}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the home page is long enough to scroll').toBeGreaterThan(100);

  const popup = page.getByRole('dialog', { name: 'A message from Tribune' });
  await expect(popup).toBeHidden();
  await scrollTo(page, 0.1);
  await expect(popup).toBeHidden();

  await scrollTo(page, 0.3);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Think you know football?');
  await expect(popup.getByRole('link', { name: 'Play the prediction game' })).toHaveAttribute(
    'href',
    '/football-pool/predictions',
  );
  // Issue 26: a modal dialog, with focus inside it.
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('popup_displayed_date'))).toBe(
    '2025-08-01T09:00:00.000Z',
  );

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // After a reload the same pop-up (same settings date) does not come back, however far one scrolls.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollTo(page, 0.5);
  await scrollTo(page, 1);
  await expect(popup).toBeHidden();
});

test('[ACC-19] #register opens the register dialog: on a page opened with it, and from any link to it', async ({
  page,
}) => {
  await popupAlreadySeen(page);
  const registerDialog = page.getByRole('dialog', { name: 'Create an account' });

  // A guest opening an address with #register.
  await page.goto(`${english}/#register`);
  await expect(registerDialog).toBeVisible();
  await expect(registerDialog.getByLabel('Username')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(registerDialog).toBeHidden();

  // A link to #register anywhere on the page (as an article or another remote would have one).
  await page.goto(`${english}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await page.getByRole('main').evaluate((main) => {
    const paragraph = document.createElement('p');
    const link = document.createElement('a');
    link.href = '#register';
    link.textContent = 'Join the Tribune community';
    paragraph.append(link);
    main.prepend(paragraph);
  });
  await page.getByRole('link', { name: 'Join the Tribune community' }).click();
  await expect(registerDialog).toBeVisible();
  // The dialog opened instead of the address changing.
  expect(new URL(page.url()).hash).toBe('');
});

test('[ACC-20] the admin gets the custom code run and the feedback identity published; a fan does not', async ({
  page,
  request,
}) => {
  await popupAlreadySeen(page);
  // A feedback widget already on the page listens for the identity (mf-account/README.md).
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { feedbackIdentityEvents: events });
    window.addEventListener('tribune:feedback-identity', (event) => events.push((event as CustomEvent).detail));
  });
  const html = page.locator('html');
  const identity = () => page.evaluate(() => (window as { tribuneFeedbackIdentity?: unknown }).tribuneFeedbackIdentity);
  const events = () => page.evaluate(() => (window as { feedbackIdentityEvents?: unknown[] }).feedbackIdentityEvents);

  // The demo editor is an admin: the tenant's code (demo seed: it sets data-admin-code) runs once.
  await page.goto(`${english}/`);
  const adminCall = page.waitForResponse((response) => response.url().endsWith('/api/v2/user/admin-front-end'));
  await logIn(page, 'editor', demoPassword);
  expect((await adminCall).status()).toBe(200);
  await expect(html).toHaveAttribute('data-admin-code', 'ran');
  const editor = await storedUser(page);
  const expectedIdentity = { id: editor?.id, name: 'Editor', email: 'editor@tribune.test' };
  expect(await identity()).toEqual(expectedIdentity);
  expect(await events()).toContainEqual(expectedIdentity);
  await expect(page.locator('script[data-tribune-admin-code]')).toHaveCount(1);

  // Every page load runs it again, once.
  await page.reload();
  await expect(html).toHaveAttribute('data-admin-code', 'ran');
  await expect(page.locator('script[data-tribune-admin-code]')).toHaveCount(1);
  expect(await identity()).toEqual(expectedIdentity);

  // The demo fan is no admin: nothing is asked for and nothing runs.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const adminCalls: string[] = [];
  page.on('request', (pageRequest) => {
    if (pageRequest.url().includes('/api/v2/user/admin-front-end')) adminCalls.push(pageRequest.url());
  });
  await page.goto(`${english}/`);
  await expect(html).not.toHaveAttribute('data-admin-code', 'ran');
  await logIn(page, 'fan', demoPassword);
  await page.reload();
  await expect(profileButton(page, 'fan')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adminCalls).toEqual([]);
  await expect(html).not.toHaveAttribute('data-admin-code', 'ran');
  await expect(page.locator('script[data-tribune-admin-code]')).toHaveCount(0);
  expect(await identity()).toBeUndefined();
  expect(await events()).toEqual([]);

  // And the API refuses the fan anyway.
  const forbidden = await request.get(`${english}/api/v2/user/admin-front-end`, {
    headers: {
      'X-Tenant-Id': 'tribune',
      Accept: 'application/json',
      Authorization: `Bearer ${await storedToken(page)}`,
    },
  });
  expect(forbidden.status()).toBe(403);
});
