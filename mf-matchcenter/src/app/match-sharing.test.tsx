import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiResponse } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import MatchcenterRoutes from '../exposes/routes';
import { renderWithProviders } from '../test/render-with-providers';

/** The answer of GET /ajax/matchcenter/fixture/{id}, typed by the generated contract. */
type WireMatch = ApiResponse<'/ajax/matchcenter/fixture/{id}', 'get'>['data'];
type WirePreview = ApiResponse<'/ajax/matchcenter/fixture/{id}/preview', 'get'>['data'];

/** A finished Ajax–PSV, with nothing the sharing tests do not need. */
const match: WireMatch = {
  id: 12,
  leagueId: 72,
  round: 18,
  status: 'finished',
  homeTeam: 'Ajax',
  awayTeam: 'PSV',
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeamLogo: '/assets/clubs/ajax.svg',
  awayTeamLogo: '/assets/clubs/psv.svg',
  score: '2-1',
  date: '2026-11-22T13:30:00.000Z',
  dateStr: 'Sun 22 Nov, 14:30',
  hasStarted: true,
  time: null,
  extraMinute: null,
  league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
  venue: { name: 'Johan Cruijff ArenA', city: 'Amsterdam' },
  events: [],
  timeline: [],
  lineup: null,
  stats: null,
};

const side = (teamId: number, name: string): WirePreview['home'] => ({
  teamId,
  name,
  colours: { primary: '#d2122e', secondary: '#ffffff' },
  standing: null,
  form: [],
});

const preview: WirePreview = {
  fixtureId: 12,
  home: side(1, 'Ajax'),
  away: side(2, 'PSV'),
  meetings: [],
  probableLineups: null,
  article: null,
};

mockApi(
  http.get('http://api.test/ajax/matchcenter/fixture/12', () => HttpResponse.json({ data: match })),
  http.get('http://api.test/ajax/matchcenter/fixture/12/preview', () => HttpResponse.json({ data: preview })),
);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function meta(key: string): string | null {
  const element =
    document.head.querySelector(`meta[property="${key}"]`) ?? document.head.querySelector(`meta[name="${key}"]`);
  return element?.getAttribute('content') ?? null;
}

test('[CLB-05] the match page’s head names the match card PNG the API draws (crests and score)', async () => {
  const { unmount } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12/ajax-psv' });
  await screen.findByRole('heading', { level: 1 });
  expect(meta('og:image')).toBe('http://tribune.test/share-image/match/12.png');
  expect(meta('og:image:type')).toBe('image/png');
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('twitter:card')).toBe('summary_large_image');
  unmount();
});

test('[CLB-05] the match is shared with the phone’s share sheet, under its result', async () => {
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  const { user, unmount } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12/ajax-psv',
  });
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    title: 'Ajax 2-1 PSV',
    text: 'Ajax 2-1 PSV',
    url: expect.stringMatching(/^http:\/\/tribune\.test\/matchcenter\/match\/12/),
  });
  unmount();
});

test('[CLB-05] without a share sheet the Dutch match page offers copy, WhatsApp and X in Dutch', async () => {
  const { user, unmount } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12/ajax-psv',
    language: 'nl',
  });
  await user.click(await screen.findByRole('button', { name: 'Delen' }));
  expect(screen.getByRole('button', { name: 'Link kopiëren' })).toHaveFocus();
  expect(screen.getByRole('link', { name: /Delen via WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringContaining(encodeURIComponent('http://nl.tribune.test/matchcenter/match/12')),
  );
  expect(screen.getByRole('link', { name: /Plaatsen op X/ })).toBeVisible();
  unmount();
});
