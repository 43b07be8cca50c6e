import { computeStandings } from '../../modules/matchcenter/standings';
import { computeTopScorers } from '../../modules/matchcenter/rankings/top-scorers';
import { weekStartOf } from '../../lib/league-time';
import { CURRENT_ROUND, KEUKEN_KAMPIOEN_DIVISIE_DEFINITION, generateLeague } from './league';

// A fixed "now" (a Wednesday) keeps these tests independent of the day they run.
const now = new Date('2026-11-18T12:00:00Z');

test('[MC-14] the same seed and "now" give the same season', () => {
  const a = generateLeague({ now });
  const b = generateLeague({ now });
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  const other = generateLeague({ now, seed: 'another-season' });
  expect(JSON.stringify(other.fixtures)).not.toBe(JSON.stringify(a.fixtures));
});

test('[MC-14] 18 clubs with squads of 22: keepers, defenders, midfielders, attackers, unique shirt numbers', () => {
  const { teams, players } = generateLeague({ now });
  expect(teams).toHaveLength(18);
  expect(new Set(teams.map((t) => t.code)).size).toBe(18);
  for (const team of teams) {
    const squad = players.filter((p) => p.teamId === team.id);
    expect(squad).toHaveLength(22);
    expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(22);
    expect(squad.filter((p) => p.position === 'Goalkeeper')).toHaveLength(3);
    for (const position of ['Defender', 'Midfielder', 'Attacker'] as const) {
      expect(squad.filter((p) => p.position === position).length).toBeGreaterThanOrEqual(5);
    }
  }
  expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
});

test('[MC-14] 34 rounds of 9 matches, one round a week, the current round in the current week', () => {
  const { fixtures, currentRound } = generateLeague({ now });
  expect(fixtures).toHaveLength(306);
  expect(currentRound).toBe(CURRENT_ROUND);
  for (let round = 1; round <= 34; round++) {
    const inRound = fixtures.filter((f) => f.round === round);
    expect(inRound).toHaveLength(9);
    const weeks = new Set(inRound.map((f) => weekStartOf(f.kickoffAt)));
    expect(weeks.size).toBe(1);
  }
  const current = fixtures.filter((f) => f.round === CURRENT_ROUND);
  expect(current.every((f) => weekStartOf(f.kickoffAt) === weekStartOf(now))).toBe(true);
  // Fridays to Sundays, at Dutch kick-off times.
  const localTimes = new Set(
    fixtures.map((f) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Amsterdam',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(f.kickoffAt),
    ),
  );
  for (const time of localTimes)
    expect(time).toMatch(/^(Fri 20:00|Sat (16:30|18:45|20:00|21:00)|Sun (12:15|14:30|16:45))$/);
});

test('[MC-14] matches before "now" are played with goals that add up; later ones are scheduled without a score', () => {
  const { fixtures, players } = generateLeague({ now });
  const playerTeam = new Map(players.map((p) => [p.id, p.teamId]));
  const played = fixtures.filter((f) => f.status === 'finished');
  // Rounds 1-17 and the current Friday-Sunday are after the Wednesday "now": 17 rounds played.
  expect(played).toHaveLength(17 * 9);
  for (const fixture of fixtures) {
    if (fixture.status === 'scheduled') {
      expect(fixture.kickoffAt.getTime()).toBeGreaterThan(now.getTime() - 115 * 60_000);
      expect(fixture.homeScore).toBeNull();
      expect(fixture.goals).toEqual([]);
      continue;
    }
    expect(fixture.kickoffAt.getTime()).toBeLessThan(now.getTime());
    expect(fixture.goals).toHaveLength((fixture.homeScore ?? 0) + (fixture.awayScore ?? 0));
    const last = fixture.goals[fixture.goals.length - 1];
    if (last) expect([last.homeScore, last.awayScore]).toEqual([fixture.homeScore, fixture.awayScore]);
    for (const goal of fixture.goals) {
      const scorerTeam = playerTeam.get(goal.playerId);
      if (goal.type === 'own-goal') expect(scorerTeam).not.toBe(goal.teamId);
      else expect(scorerTeam).toBe(goal.teamId);
      expect([fixture.homeTeamId, fixture.awayTeamId]).toContain(goal.teamId);
    }
  }
});

test('[MC-01] the table and the top scorers follow from the results', () => {
  const { teams, fixtures } = generateLeague({ now });
  const played = fixtures.filter((f) => f.status === 'finished');
  const table = computeStandings(
    teams.map((t) => t.id),
    played.map((f) => ({
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      homeScore: f.homeScore ?? 0,
      awayScore: f.awayScore ?? 0,
      kickoffAt: f.kickoffAt,
    })),
  );
  expect(table.map((r) => r.position)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  expect(table.every((r) => r.played === 17)).toBe(true);
  const totalGoals = played.reduce((s, f) => s + (f.homeScore ?? 0) + (f.awayScore ?? 0), 0);
  expect(table.reduce((s, r) => s + r.goalsFor, 0)).toBe(totalGoals);
  const scorers = computeTopScorers(
    played.flatMap((f) => f.goals),
    10,
  );
  expect(scorers.length).toBe(10);
  expect(scorers[0]?.goals).toBeGreaterThanOrEqual(scorers[9]?.goals ?? 0);
});

test('[MC-01] the Keuken Kampioen Divisie: 20 clubs of its own, 38 rounds of 10 on Friday evening, ids apart', () => {
  const kkd = generateLeague({ now, definition: KEUKEN_KAMPIOEN_DIVISIE_DEFINITION });
  const eredivisie = generateLeague({ now });
  expect(kkd.league).toMatchObject({ id: 74, slug: 'keuken-kampioen-divisie', season: eredivisie.league.season });
  expect(kkd.teams).toHaveLength(20);
  expect(kkd.teams.map((t) => t.name)).toEqual(
    expect.arrayContaining(['Vitesse', 'Jong Ajax', 'Roda JC Kerkrade', 'NAC Breda', 'VVV-Venlo', 'TOP Oss']),
  );
  // A club plays in one league, and no id is used twice.
  const slugs = new Set(eredivisie.teams.map((t) => t.slug));
  expect(kkd.teams.filter((t) => slugs.has(t.slug))).toEqual([]);
  const ids = (league: typeof kkd) => [
    ...league.teams.map((t) => `team:${t.id}`),
    ...league.players.map((p) => `player:${p.id}`),
    ...league.fixtures.map((f) => `fixture:${f.id}`),
    ...league.fixtures.flatMap((f) => f.goals.map((g) => `goal:${g.id}`)),
  ];
  const eredivisieIds = new Set(ids(eredivisie));
  expect(ids(kkd).filter((id) => eredivisieIds.has(id))).toEqual([]);
  expect(kkd.fixtures).toHaveLength(380);
  for (let round = 1; round <= 38; round++) expect(kkd.fixtures.filter((f) => f.round === round)).toHaveLength(10);
  const current = kkd.fixtures.filter((f) => f.round === kkd.currentRound);
  expect(current.every((f) => weekStartOf(f.kickoffAt) === weekStartOf(now))).toBe(true);
  const friday = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  expect(new Set(kkd.fixtures.map((f) => friday.format(f.kickoffAt)))).toEqual(new Set(['Fri 20:00']));
  expect(kkd.fixtures.some((f) => f.status === 'finished' && f.goals.length > 0)).toBe(true);
});
