import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiResponse } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TopMom } from './top-mom';

type WireTopMom = ApiResponse<'/ajax/matchcenter/top-mom', 'get'>['data'];

const topMomUrl = 'http://api.test/ajax/matchcenter/top-mom';
const server = mockApi();

function serveTopMom(data: WireTopMom) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(topMomUrl, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data });
    }),
  );
  return queries;
}

const entry = (id: number, name: string, team: string, average: number, votes: number, place: number) => ({
  player_id: id,
  player_name: name,
  team_id: id * 10,
  team_name: team,
  position: 'Attacker' as const,
  shirt_number: 9,
  image: null,
  votes,
  average_grade: average,
  position_in_list: place,
});

test("[MC-06] the season's best-rated players, with average and votes, for the league asked", async () => {
  const queries = serveTopMom({
    min_votes: 3,
    players: [entry(1, 'Dolberg', 'Ajax', 4.8, 12, 1), entry(2, 'De Jong', 'PSV', 4.25, 4, 2)],
  });
  await renderWithProviders(<TopMom league="eredivisie" limit={5} />);

  const section = await screen.findByRole('region', { name: 'Best-rated players this season' });
  const items = await within(section).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(/^1DolbergAjax/);
  expect(within(items[0] as HTMLElement).getByText('average 4.8 · 12 votes')).toBeInTheDocument();
  expect(within(items[0] as HTMLElement).getByRole('img', { name: '5 stars of 5' })).toBeInTheDocument();
  expect(within(items[1] as HTMLElement).getByText('average 4.25 · 4 votes')).toBeInTheDocument();
  expect(queries[0]?.get('league')).toBe('eredivisie');
  expect(queries[0]?.get('limit')).toBe('5');
});

test('[MC-06] without enough ratings the list says so', async () => {
  serveTopMom({ min_votes: 3, players: [] });
  await renderWithProviders(<TopMom />);
  expect(await screen.findByText('No player has enough ratings yet this season.')).toBeInTheDocument();
});

test('[MC-06] a failed load offers a retry', async () => {
  server.use(http.get(topMomUrl, () => HttpResponse.json({ data: null, metaData: { message: 'x' } }, { status: 500 })));
  await renderWithProviders(<TopMom />);
  expect(await screen.findByText('The best-rated players could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
});
