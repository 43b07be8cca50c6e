import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { authDialogAtom, signIn, Slot, type ExposedModule } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { apiUrl } from '../test/api';
import { game, type WireGame } from '../test/games';
import { renderWithProviders, testLoginData, testUser } from '../test/render-with-providers';
import MatchPickSlot from './match-pick';

const server = mockApi();
afterEach(() => {
  window.sessionStorage.clear();
});

/** What a save sends (FP-03), read like any outside data. */
const savedPicksSchema = v.array(
  v.object({ bet: v.picklist(['home_win', 'draw', 'away_win']), prediction_game_id: v.number() }),
);

function readSavedPicks(field: string) {
  const parsed = v.safeParse(savedPicksSchema, JSON.parse(field));
  if (!parsed.success) throw new Error(`Unexpected picks: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** Eight hours and ten minutes from now: "closes in 8h". */
const inEightHours = () => new Date(Date.now() + 8 * 3_600_000 + 10 * 60_000).toISOString();

/**
 * The pool week's games (GET /api/v2/predictions?for=predict), the same answer for every week asked;
 * records each request's query and each save's picks. Once saved, a pick comes back as the fan's.
 */
function serveWeek(games: WireGame[]) {
  const requests: URLSearchParams[] = [];
  const saves: unknown[] = [];
  let current = games;
  server.use(
    http.get(apiUrl('/api/v2/predictions'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: { games: current, week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null } },
      });
    }),
    http.post(apiUrl('/api/v1/predictions'), async ({ request }) => {
      const field = (await request.formData()).get('predictions');
      const picks = typeof field === 'string' ? readSavedPicks(field) : [];
      saves.push(picks);
      const [pick] = picks;
      current = current.map((each) =>
        pick && each.id === pick.prediction_game_id
          ? { ...each, userPrediction: { bet: pick.bet, result: null, points: null, outcome: null } }
          : each,
      );
      return HttpResponse.json({ data: { predictions: pick ? [{ ...pick, odds: 1.85 }] : [] } }, { status: 201 });
    }),
  );
  return { requests, saves };
}

/** Match cards as the match centre's lists hold them, each with the slot. */
function Cards({ cards }: { cards: { fixtureId: string; name: string; kickOff: string }[] }) {
  return (
    <>
      {cards.map((card) => (
        <section key={card.fixtureId} aria-label={card.name}>
          <Slot name="match.pick" fixtureId={card.fixtureId} kickOff={card.kickOff} />
        </section>
      ))}
    </>
  );
}

const loader = (load = jest.fn((): Promise<ExposedModule> => Promise.resolve({ default: MatchPickSlot }))) => ({
  isEnabled: (remote: string) => remote === 'mf_football_pool',
  load,
});

test('[CLB-04] an open game on a match card says when it closes, and a fan’s tap saves the pick in place; the cards share one request for their week', async () => {
  const kickOff = inEightHours();
  const { requests, saves } = serveWeek([
    game(1, 'Ajax', 'PSV', { date: kickOff }),
    game(2, 'Feyenoord', 'AZ', { date: kickOff }),
  ]);
  const load = jest.fn((): Promise<ExposedModule> => Promise.resolve({ default: MatchPickSlot }));
  const { user } = await renderWithProviders(
    <Cards
      cards={[
        { fixtureId: '101', name: 'Ajax - PSV', kickOff },
        { fixtureId: '102', name: 'Feyenoord - AZ', kickOff },
      ]}
    />,
    { loggedInAs: testUser, loader: loader(load) },
  );
  const pick = await within(screen.getByRole('region', { name: 'Ajax - PSV' })).findByRole('group', {
    name: 'Predict Ajax against PSV',
  });
  expect(load).toHaveBeenCalledWith('mf_football_pool', './match-pick');
  expect(within(pick).getByText('Predict: closes in 8h')).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Feyenoord - AZ' })).findByRole('group', {
      name: 'Predict Feyenoord against AZ',
    }),
  ).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.get('for')).toBe('predict');
  expect(requests[0]?.get('week_start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const ajax = within(pick).getByRole('button', { name: 'Ajax wins' });
  expect(ajax).toHaveAttribute('aria-pressed', 'false');
  expect(within(pick).getByRole('button', { name: 'Draw' })).toBeInTheDocument();
  await user.click(ajax);
  expect(await within(pick).findByRole('status')).toHaveTextContent('Saved');
  expect(saves).toEqual([[{ bet: 'home_win', prediction_game_id: 1 }]]);
  expect(within(pick).getByRole('button', { name: 'Ajax wins' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(pick).getByRole('button', { name: 'PSV wins' })).toHaveAttribute('aria-pressed', 'false');
  // The saved pick is written into the week's answer, not asked again.
  expect(requests).toHaveLength(1);
});

test('[CLB-04] the closes-in text is Dutch on a Dutch tenant', async () => {
  const kickOff = inEightHours();
  serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff })]);
  await renderWithProviders(<MatchPickSlot fixtureId="101" kickOff={kickOff} />, { language: 'nl' });
  const pick = await screen.findByRole('group', { name: 'Voorspel Ajax tegen PSV' });
  expect(within(pick).getByText('Voorspel: sluit over 8 uur')).toBeInTheDocument();
  expect(within(pick).getByRole('button', { name: 'Gelijkspel' })).toBeInTheDocument();
});

test('[CLB-04] a guest who taps a pick is asked to log in; the pick is kept and saved after the login', async () => {
  const kickOff = inEightHours();
  const { saves } = serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff })]);
  const { user, runtime } = await renderWithProviders(<MatchPickSlot fixtureId="101" kickOff={kickOff} />);
  const pick = await screen.findByRole('group', { name: 'Predict Ajax against PSV' });
  await user.click(within(pick).getByRole('button', { name: 'PSV wins' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(saves).toEqual([]);

  const login = testLoginData();
  act(() => {
    signIn(runtime.store, login);
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(saves).toEqual([[{ bet: 'away_win', prediction_game_id: 1 }]]);
  expect(screen.getByRole('button', { name: 'PSV wins' })).toHaveAttribute('aria-pressed', 'true');
  expect(window.sessionStorage.length).toBe(0);
});

test('[CLB-04] a guest’s pick is saved on the page the login reloads to', async () => {
  const kickOff = inEightHours();
  const { saves } = serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff })]);
  const first = await renderWithProviders(<MatchPickSlot fixtureId="101" kickOff={kickOff} />);
  await first.user.click(await screen.findByRole('button', { name: 'Draw' }));
  expect(first.runtime.store.get(authDialogAtom)).toBe('login');
  first.unmount();

  await renderWithProviders(<MatchPickSlot fixtureId="101" kickOff={kickOff} />, { loggedInAs: testUser });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(saves).toEqual([[{ bet: 'draw', prediction_game_id: 1 }]]);
});

test('[CLB-04] a locked game shows the fan’s pick without buttons', async () => {
  const kickOff = new Date(Date.now() - 20 * 60_000).toISOString();
  serveWeek([
    game(1, 'Ajax', 'PSV', {
      date: kickOff,
      status: 'live',
      result: '1:0',
      userPrediction: { bet: 'home_win', result: '1:0', points: null, outcome: null },
    }),
  ]);
  await renderWithProviders(<Cards cards={[{ fixtureId: '101', name: 'Ajax - PSV', kickOff }]} />, {
    loggedInAs: testUser,
    loader: loader(),
  });
  const card = screen.getByRole('region', { name: 'Ajax - PSV' });
  expect(await within(card).findByText('Your pick: Ajax')).toBeInTheDocument();
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  expect(within(card).queryByText(/closes/)).not.toBeInTheDocument();
});

test('[CLB-04] an open game whose kick-off has passed is locked too, without buttons', async () => {
  const kickOff = new Date(Date.now() - 60_000).toISOString();
  serveWeek([
    game(1, 'Ajax', 'PSV', {
      date: kickOff,
      userPrediction: { bet: 'draw', result: null, points: null, outcome: null },
    }),
  ]);
  await renderWithProviders(<MatchPickSlot fixtureId="101" kickOff={kickOff} />, { loggedInAs: testUser });
  expect(await screen.findByText('Your pick: Draw')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('[CLB-04] a settled game shows the fan’s pick and points at full time', async () => {
  const kickOff = new Date(Date.now() - 3 * 3_600_000).toISOString();
  serveWeek([
    game(1, 'Ajax', 'PSV', {
      date: kickOff,
      status: 'finished',
      result: '2:1',
      userPrediction: { bet: 'home_win', result: '2:1', points: 14, outcome: 'correct' },
    }),
  ]);
  await renderWithProviders(<Cards cards={[{ fixtureId: '101', name: 'Ajax - PSV', kickOff }]} />, {
    loggedInAs: testUser,
    loader: loader(),
  });
  const card = screen.getByRole('region', { name: 'Ajax - PSV' });
  expect(await within(card).findByText('Your pick: Ajax · 14 points')).toBeInTheDocument();
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
});

test('[CLB-04] a match that is not a game of the pool shows nothing on its card', async () => {
  const kickOff = inEightHours();
  const { requests } = serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff })]);
  await renderWithProviders(
    <Cards
      cards={[
        { fixtureId: '101', name: 'Ajax - PSV', kickOff },
        { fixtureId: '999', name: 'Heracles - NEC', kickOff },
      ]}
    />,
    { loggedInAs: testUser, loader: loader() },
  );
  // The week has been answered: the game's card shows its pick.
  expect(await screen.findByRole('group', { name: 'Predict Ajax against PSV' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Heracles - NEC' })).toBeEmptyDOMElement();
  expect(requests).toHaveLength(1);
});

test('[CLB-04] a tenant without the prediction game shows nothing and asks nothing', async () => {
  const kickOff = inEightHours();
  const { requests } = serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff })]);
  const load = jest.fn((): Promise<ExposedModule> => Promise.resolve({ default: MatchPickSlot }));
  await renderWithProviders(<Cards cards={[{ fixtureId: '101', name: 'Ajax - PSV', kickOff }]} />, {
    loader: { isEnabled: () => false, load },
  });
  expect(screen.getByRole('region', { name: 'Ajax - PSV' })).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();
  expect(requests).toHaveLength(0);
});
