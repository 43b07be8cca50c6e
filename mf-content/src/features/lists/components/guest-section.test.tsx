import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authDialogAtom,
  createTribuneRuntime,
  RemoteIntlProvider,
  storageKeys,
  TribuneProviders,
  type Language,
  type RemoteName,
} from '@tribune/shared';
import { testBootstrap, testUser } from '@tribune/shared/testing';
import { loadMessages } from '../../../i18n/load-messages';
import { GuestSection } from './guest-section';

afterEach(() => window.localStorage.clear());

/** The guest section on a tenant that runs `remotes`, as the article page shows it. */
async function renderGuestSection(remotes: RemoteName[], language: Language = 'en') {
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({
      language,
      remotes: remotes.map((name) => ({ name, version: '0.1.0', entry: `/remotes/${name}/0.1.0/remoteEntry.js` })),
    }),
    storage: window.localStorage,
    loader: { isEnabled: (remote) => remotes.includes(remote), load: () => Promise.reject(new Error('no remotes')) },
  });
  const user = userEvent.setup();
  const result = await act(async () =>
    render(
      <TribuneProviders runtime={runtime}>
        <RemoteIntlProvider loadMessages={loadMessages}>
          <GuestSection />
        </RemoteIntlProvider>
      </TribuneProviders>,
    ),
  );
  return { user, runtime, ...result };
}

const everyPart: RemoteName[] = ['mf_content', 'mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community'];
const dutchParts: RemoteName[] = ['mf_content', 'mf_community', 'mf_account'];

test('[ART-08] [MD-07] on a site with every part, the invitation lists comments, the forum and predictions', async () => {
  await renderGuestSection(everyPart);
  const section = await screen.findByRole('region', { name: 'Join Tribune' });
  const promises = within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(promises).toEqual([
    'comment on articles and like the comments of other fans',
    'start and join topics in the forum',
    'predict the week’s matches and climb the rankings',
    'keep night mode and large text on every device',
  ]);
});

test('[ART-08] [MD-07] a site without the prediction game never promises predictions (the Dutch tenant)', async () => {
  await renderGuestSection(dutchParts, 'nl');
  const section = await screen.findByRole('region', { name: 'Word lid van Tribune NL' });
  expect(section).not.toHaveTextContent(/voorspel/i);
  expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  expect(section).toHaveTextContent('reageren op artikelen');
});

test('[ART-08] [MD-07] a site with only articles promises neither comments nor predictions', async () => {
  await renderGuestSection(['mf_content', 'mf_account']);
  const section = await screen.findByRole('region', { name: 'Join Tribune' });
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['keep night mode and large text on every device']);
});

test('[ART-08] the invitation never says an account is needed to vote in polls (guests can vote)', async () => {
  await renderGuestSection(everyPart);
  const section = await screen.findByRole('region', { name: 'Join Tribune' });
  expect(section).not.toHaveTextContent(/poll/i);
});

test.each([
  ['Log in', 'login'],
  ['Create an account', 'register'],
] as const)('[ART-08] "%s" opens the %s dialog', async (name, dialog) => {
  const { user, runtime } = await renderGuestSection(dutchParts);
  await user.click(await screen.findByRole('button', { name }));
  expect(runtime.store.get(authDialogAtom)).toBe(dialog);
});

test('[ART-08] a logged-in reader sees nothing', async () => {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  const { container } = await renderGuestSection(everyPart);
  expect(container.querySelector('.lists-guest')).toBeNull();
});
