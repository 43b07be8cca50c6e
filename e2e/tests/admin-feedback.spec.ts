import { demoPassword, logIn, mailsTo, popupAlreadySeen, profileButton } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

/**
 * ACC-20 (decision 0044): an admin's feedback widget in the composed site, on a phone: it is there for
 * the admin only, and what the admin writes reaches the site's inbox with who sent it and from where.
 */
test('[ACC-20] an admin sends feedback from a phone; the site’s inbox gets it with their name, e-mail and the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await popupAlreadySeen(page);
  await page.goto(`${english}/community`);
  await logIn(page, 'editor', demoPassword);
  const note = `The community page loads slowly on my phone (${Date.now().toString(36)})`;

  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog.getByLabel('Your feedback')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Your feedback').fill(note);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you. Your feedback was sent to the site’s team.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused();

  await expect
    .poll(async () => (await mailsTo(request, 'redactie@tribune.test')).find((mail) => mail.text.includes(note))?.text)
    .toMatch(/editor@tribune\.test[\s\S]*\/community/);
});

test('[ACC-20] a fan gets no feedback widget, not even a hidden one', async ({ page }) => {
  await popupAlreadySeen(page);
  await page.goto(`${english}/`);
  await logIn(page, 'fan', demoPassword);
  await expect(profileButton(page, 'fan')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Feedback', includeHidden: true })).toHaveCount(0);
});
