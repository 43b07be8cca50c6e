import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  createTribuneRuntime,
  RemoteIntlProvider,
  TribuneProviders,
  type Language,
  type RemoteName,
} from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { loadMessages } from '../../../i18n/load-messages';
import { DeleteAccountSection } from './delete-account-section';

/** The danger zone on a tenant that runs `remotes` (it asks the API nothing until the form is sent). */
async function renderDeleteSection(remotes: RemoteName[], language: Language = 'en') {
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({
      language,
      remotes: remotes.map((name) => ({ name, version: '0.1.0', entry: `/remotes/${name}/0.1.0/remoteEntry.js` })),
    }),
    storage: window.localStorage,
    loader: { isEnabled: (remote) => remotes.includes(remote), load: () => Promise.reject(new Error('no remotes')) },
  });
  await act(async () =>
    render(
      <TribuneProviders runtime={runtime}>
        <MemoryRouter initialEntries={['/user/profile']}>
          <RemoteIntlProvider loadMessages={loadMessages}>
            <DeleteAccountSection onSessionEnded={() => undefined} />
          </RemoteIntlProvider>
        </MemoryRouter>
      </TribuneProviders>,
    ),
  );
  return screen.findByRole('region', { name: language === 'nl' ? 'Account verwijderen' : 'Delete account' });
}

test('[ACC-15] [MD-07] on a site with every part, deletion names predictions, match votes, line-ups and likes', async () => {
  const section = await renderDeleteSection([
    'mf_content',
    'mf_account',
    'mf_matchcenter',
    'mf_football_pool',
    'mf_community',
  ]);
  expect(section).toHaveTextContent(
    'Removed at once: your account, your avatar, your likes, your predictions (you leave the prediction rankings), your man-of-the-match votes, your line-ups, and your linked social logins. You are logged out on every device.',
  );
  expect(section).toHaveTextContent('your comments stay');
});

test('[ACC-15] [MD-07] the Dutch site (articles, community, accounts) names no predictions, match votes or line-ups', async () => {
  const section = await renderDeleteSection(['mf_content', 'mf_community', 'mf_account'], 'nl');
  expect(section).toHaveTextContent(
    'Meteen verwijderd: je account, je avatar, je likes en je gekoppelde sociale logins. Je wordt op elk apparaat uitgelogd.',
  );
  expect(section).not.toHaveTextContent(/voorspel|man van de wedstrijd|opstelling/i);
  expect(section).toHaveTextContent('je reacties blijven staan');
});

test('[ACC-15] [MD-07] a site without comments says nothing about likes or comments', async () => {
  const section = await renderDeleteSection(['mf_content', 'mf_account']);
  expect(section).toHaveTextContent('Removed at once: your account, your avatar, and your linked social logins.');
  expect(section).not.toHaveTextContent(/comments|likes/);
});
