import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom, storageKeys } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { renderListPart } from '../../../test/render-list-part';
import { GuestSection } from './guest-section';

const server = setupMockApi();

/** The invitation as the API renders it (static markup, tenant language). */
const guestHtml =
  '<section class="guest-section" aria-labelledby="guest-section-title">' +
  '<h2 class="guest-section__title" id="guest-section-title">Join Tribune</h2>' +
  '<p class="guest-section__text">Comment, like, vote and predict.</p>' +
  '<p class="guest-section__actions"><a class="guest-section__login" href="#login">Log in</a> or ' +
  '<a class="guest-section__register" href="#register">create an account</a>. ' +
  '<a href="/community">See the community</a></p></section>';

function serveGuestSection() {
  let calls = 0;
  server.use(
    http.get(`${testApiOrigin}/ajax/load-guest-user-section`, () => {
      calls += 1;
      return HttpResponse.json({ data: { html: guestHtml } });
    }),
  );
  return { calls: () => calls };
}

test('[ART-08] a logged-out reader sees the invitation to join', async () => {
  serveGuestSection();
  await renderListPart(<GuestSection />);
  const section = await screen.findByRole('region', { name: 'Join Tribune' });
  expect(section).toHaveTextContent('Comment, like, vote and predict.');
});

test.each([
  ['Log in', 'login'],
  ['create an account', 'register'],
] as const)('[ART-08] the "%s" link opens the %s dialog', async (name, dialog) => {
  serveGuestSection();
  const { user, runtime } = await renderListPart(<GuestSection />);
  await user.click(await screen.findByRole('link', { name }));
  expect(runtime.store.get(authDialogAtom)).toBe(dialog);
  // The address does not change: the dialog opens over the page.
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/article\/1\/story$/);
});

test('[ART-08] other links in the invitation navigate inside the page', async () => {
  serveGuestSection();
  const { user } = await renderListPart(<GuestSection />);
  await user.click(await screen.findByRole('link', { name: 'See the community' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/community');
});

test('[ART-08] a logged-in reader sees nothing and the API is not asked', async () => {
  const guest = serveGuestSection();
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  const { container } = await renderListPart(<GuestSection />);
  await screen.findByRole('status', { name: 'Address' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('.lists-guest')).toBeNull();
  expect(guest.calls()).toBe(0);
});
