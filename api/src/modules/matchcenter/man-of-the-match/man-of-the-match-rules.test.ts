import { rankTallies, roundGrade } from './mom-views';
import { playersWhoPlayedFrom } from './players-who-played';
import { NOMINAL_MATCH_LENGTH_MS, VOTING_STAYS_OPEN_MS, votingWindow } from './voting-window';

const kickoffAt = new Date('2026-11-22T19:00:00.000Z');
const at = (ms: number) => new Date(kickoffAt.getTime() + ms);
const minutes = (n: number) => n * 60_000;

test('[MC-05] the window opens at kick-off and closes 24 hours after the final whistle', () => {
  expect(votingWindow({ status: 'scheduled', kickoffAt, finishedAt: null }, at(-1)).state).toBe('upcoming');
  expect(votingWindow({ status: 'live', kickoffAt, finishedAt: null }, at(minutes(1)))).toEqual({
    state: 'open',
    opensAt: kickoffAt,
    closesAt: null,
  });
  expect(votingWindow({ status: 'half-time', kickoffAt, finishedAt: null }, at(minutes(50))).state).toBe('open');

  const finishedAt = at(minutes(112));
  const finished = { status: 'finished' as const, kickoffAt, finishedAt };
  expect(votingWindow(finished, finishedAt).closesAt).toEqual(new Date(finishedAt.getTime() + VOTING_STAYS_OPEN_MS));
  expect(votingWindow(finished, new Date(finishedAt.getTime() + VOTING_STAYS_OPEN_MS - 1)).state).toBe('open');
  expect(votingWindow(finished, new Date(finishedAt.getTime() + VOTING_STAYS_OPEN_MS)).state).toBe('closed');
});

test('[MC-05] a match we did not play ourselves ends 115 minutes after kick-off; one not played has no vote', () => {
  const seeded = votingWindow({ status: 'finished', kickoffAt, finishedAt: null }, at(0));
  expect(seeded.closesAt).toEqual(at(NOMINAL_MATCH_LENGTH_MS + VOTING_STAYS_OPEN_MS));
  expect(NOMINAL_MATCH_LENGTH_MS).toBe(minutes(115));
  expect(votingWindow({ status: 'postponed', kickoffAt, finishedAt: null }, at(minutes(30))).state).toBe('closed');
  expect(votingWindow({ status: 'cancelled', kickoffAt, finishedAt: null }, at(minutes(30))).state).toBe('closed');
});

test('[MC-05] who played: the starting elevens and the substitutes who came on; without line-ups, both squads', () => {
  const squads = [
    { id: 1, teamId: 10 },
    { id: 2, teamId: 10 },
    { id: 3, teamId: 20 },
  ];
  expect(
    playersWhoPlayedFrom({
      homeTeamId: 10,
      awayTeamId: 20,
      lineup: { starting: { home: [1, 2], away: [3] }, substitutes: { home: [5, 1], away: [] } },
      squads,
    }),
  ).toEqual({ source: 'lineup', home: [1, 2, 5], away: [3] });
  expect(playersWhoPlayedFrom({ homeTeamId: 10, awayTeamId: 20, lineup: null, squads })).toEqual({
    source: 'squad',
    home: [1, 2],
    away: [3],
  });
});

test('[MC-06] the best players are ranked by a weighted average, so one five-star vote does not top many good ones', () => {
  const tally = (playerId: number, grades: number[]) => ({
    playerId,
    votes: grades.length,
    sum: grades.reduce((a, b) => a + b, 0),
    average: grades.reduce((a, b) => a + b, 0) / grades.length,
  });
  const many = tally(1, [5, 5, 5, 5, 4, 5, 5, 5, 4, 5]);
  const one = tally(2, [5]);
  const poor = tally(3, [2, 2, 3]);
  expect(rankTallies([one, poor, many]).map((t) => t.playerId)).toEqual([1, 2, 3]);
  // Equal grades: more votes first, then the lower id.
  expect(rankTallies([tally(9, [4]), tally(8, [4]), tally(7, [4, 4])]).map((t) => t.playerId)).toEqual([7, 8, 9]);
  expect(rankTallies([])).toEqual([]);
  expect(roundGrade(14 / 3)).toBe(4.67);
});
