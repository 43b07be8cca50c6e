import { popupAlreadySeen } from '../support/accounts';
import { expect, test, waitForHydration } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * PLT-04 (decision 0043): a tenant's template files in the composed site. The footer file is in the
 * server's HTML, so it needs no JavaScript, and its links open inside the page once it has hydrated.
 * An operator's change shows on the next page, for that tenant only.
 */

const operator = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, Accept: 'application/json' };

test('[PLT-04] each tenant’s footer file is in the server’s page, and its links open inside the page', async ({
  page,
  request,
}) => {
  // The server's HTML, before any script: Node's requests go to the English host, as browsers do.
  const html = await (await request.get(`${english}/`)).text();
  expect(html).toContain('About Tribune');

  await page.setViewportSize({ width: 360, height: 740 });
  await popupAlreadySeen(page);
  await page.goto(`${english}/`);
  await waitForHydration(page);
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('heading', { name: 'About Tribune' })).toBeVisible();
  // Each tenant its own file, in its language.
  const dutchPage = await page.context().newPage();
  await dutchPage.goto(`${dutch}/`);
  await expect(dutchPage.locator('footer.site-footer').getByRole('heading', { name: 'Over Tribune NL' })).toBeVisible();
  await dutchPage.close();
  // Marks this document: a full page load would lose the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  await footer.getByRole('link', { name: 'Contact the editors' }).click();
  await expect(page).toHaveURL(`${english}/contact`);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test('[PLT-04] the operator’s new comment rules show above the comment form on the next page, for that tenant only', async ({
  page,
  request,
}) => {
  const rules = '<p><strong>Matchday rules:</strong> keep it about <%= name %>.</p>';
  const written = await request.put(`${english}/api/admin/tenants/tribune-nl/templates/comment-rules`, {
    headers: operator,
    data: { source: rules },
  });
  expect(written.status()).toBe(200);
  try {
    const articles = await request.get(`${english}/api/v2/article/scopes/lat/get/1?page_size=1`, {
      headers: { 'X-Tenant-Id': 'tribune-nl', Accept: 'application/json' },
    });
    expect(articles.status()).toBe(200);
    const first = ((await articles.json()) as { data: { url: string }[] }).data[0];
    expect(first, 'the Dutch demo has articles').toBeTruthy();

    await popupAlreadySeen(page);
    await page.goto(new URL(first!.url, dutch).href);
    await waitForHydration(page);
    const thread = page.locator('.cm-thread');
    await thread.scrollIntoViewIfNeeded();
    await expect(thread.locator('[data-tenant-template="commentRules"]')).toHaveText(
      'Matchday rules: keep it about Tribune NL.',
    );

    const englishPage = (await (await request.get(`${english}/api/front/v1/bootstrap`)).json()) as {
      templates: { commentRules: string };
    };
    expect(englishPage.templates.commentRules).toContain('House rules:');
  } finally {
    await request.delete(`${english}/api/admin/tenants/tribune-nl/templates/comment-rules`, { headers: operator });
  }
});
