import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../../../exposes/routes';
import { apiUrl, league, rankingPage } from '../../../test/api';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';

// The league's own page, where its members find the invite (FP-07).
mockApi(
  http.get(apiUrl('/api/v2/football-pool/leagues/5'), () => HttpResponse.json({ data: league() })),
  http.get(apiUrl('/api/v2/ranking'), () => HttpResponse.json({ data: rankingPage() })),
  http.get(apiUrl('/ajax/football-pool/rankings/load-time-period/:kind'), () => HttpResponse.json({ data: [] })),
);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

const inviteUrl = 'http://tribune.test/football-pool/leagues/join/KQ7MWX3P';
const inviteText = 'Join my mini-league “Office pool” in the prediction game of Tribune. The code is KQ7MWX3P.';

function openLeaguePage(language: 'en' | 'nl' = 'en') {
  return renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/5',
    loggedInAs: testUser,
    language,
  });
}

function withShareSheet(): jest.Mock {
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  return share;
}

test('[CLB-05] a mini-league invite is shared with the phone’s share sheet: the link and a message with the code', async () => {
  const share = withShareSheet();
  const { user } = await openLeaguePage();
  await user.click(await screen.findByRole('button', { name: 'Share the invite' }));
  expect(share).toHaveBeenCalledWith({ title: 'Office pool', text: inviteText, url: inviteUrl });
});

test('[CLB-05] without a share sheet the invite goes by WhatsApp or X, or is copied', async () => {
  const { user } = await openLeaguePage();
  await user.click(await screen.findByRole('button', { name: 'Share the invite' }));
  expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${inviteText} ${inviteUrl}`)}`,
  );
  expect(screen.getByRole('link', { name: /Post on X/ })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?url=${encodeURIComponent(inviteUrl)}&text=${encodeURIComponent(inviteText)}`,
  );
  // user-event's clipboard stands in for the browser's.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(inviteUrl);
  expect(screen.getByText('The link has been copied.')).toBeInTheDocument();
});

test('[CLB-05] the Dutch tenant’s invite is shared in Dutch', async () => {
  const share = withShareSheet();
  const { user } = await openLeaguePage('nl');
  await user.click(await screen.findByRole('button', { name: 'Deel de uitnodiging' }));
  expect(share).toHaveBeenCalledWith({
    title: 'Office pool',
    text: 'Doe mee met mijn minicompetitie “Office pool” in het voorspelspel van Tribune NL. De code is KQ7MWX3P.',
    url: 'http://nl.tribune.test/football-pool/leagues/join/KQ7MWX3P',
  });
});
