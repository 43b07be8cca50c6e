import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { createFixtureDetailRepository } from '../fixture-detail/fixture-detail-repository';
import { deriveLineups } from '../fixture-detail/lineups';
import { matchEvents, matchSimulations, type FixtureStatus, type MatchSide } from '../schema';
import { matchPlanSchema } from '../simulator/match-plan';

/**
 * Who may be rated in a match (docs/decisions/0013): the players who played in it.
 *
 * - A simulated match has its line-ups in the stored plan: the starting eleven of each side, plus the
 *   substitutes who have come on so far (the stored `substitution` events, so during a live match a
 *   player still on the bench cannot be rated yet).
 * - A finished match without line-up data (the demo's seeded past results): the starting elevens the
 *   match page derives for it (`fixture-detail/lineups.ts`: the manager's eleven, scorers included), so
 *   the vote offers exactly the players the page shows.
 * - Any other match without line-up data (a provider without line-ups) allows the squads of both
 *   teams: nobody can tell who played, and refusing every vote would be worse.
 *
 * Exported for the match page's line-up as well, so the two never disagree about who played.
 */

interface LineupData {
  starting: { home: readonly number[]; away: readonly number[] };
  /** Players who came on, by side, in the order they did. */
  substitutes: { home: readonly number[]; away: readonly number[] };
}

interface SquadPlayer {
  id: number;
  teamId: number;
}

export interface PlayersWhoPlayed {
  /**
   * Where the list comes from: the match's line-ups; the line-ups the match page derives for a result
   * without any (`derived`: the starting elevens only, nobody knows the substitutes); or the squads.
   */
  source: 'lineup' | 'derived' | 'squad';
  home: number[];
  away: number[];
}

/** Pure: the players of each side who played, from the line-ups when there are any, else the squads. */
export function playersWhoPlayedFrom(input: {
  homeTeamId: number;
  awayTeamId: number;
  lineup: LineupData | null;
  squads: readonly SquadPlayer[];
}): PlayersWhoPlayed {
  if (input.lineup !== null) {
    const side = (which: MatchSide) => [
      ...new Set([...(input.lineup?.starting[which] ?? []), ...(input.lineup?.substitutes[which] ?? [])]),
    ];
    return { source: 'lineup', home: side('home'), away: side('away') };
  }
  const squad = (teamId: number) => input.squads.filter((p) => p.teamId === teamId).map((p) => p.id);
  return { source: 'squad', home: squad(input.homeTeamId), away: squad(input.awayTeamId) };
}

/** The line-up data of a fixture: null when it was not simulated (or its plan no longer validates). */
async function lineupDataOf(db: Database, fixtureId: number): Promise<LineupData | null> {
  const [row] = await db
    .select({ plan: matchSimulations.plan })
    .from(matchSimulations)
    .where(eq(matchSimulations.fixtureId, fixtureId))
    .limit(1);
  if (row === undefined) return null;
  const plan = matchPlanSchema.safeParse(row.plan);
  if (!plan.success) return null;
  const substitutions = await db
    .select({ side: matchEvents.side, playerId: matchEvents.playerId })
    .from(matchEvents)
    .where(and(eq(matchEvents.fixtureId, fixtureId), eq(matchEvents.type, 'substitution')))
    .orderBy(asc(matchEvents.sequence));
  const cameOn = (side: MatchSide) =>
    substitutions.flatMap((event) => (event.side === side && event.playerId !== null ? [event.playerId] : []));
  return {
    starting: { home: plan.data.lineups.home.starting, away: plan.data.lineups.away.starting },
    substitutes: { home: cameOn('home'), away: cameOn('away') },
  };
}

/** The players who played in a fixture (see above), read from the database. */
export async function playersWhoPlayed(
  db: Database,
  fixture: { id: number; status: FixtureStatus; home: { id: number; name: string }; away: { id: number } },
): Promise<PlayersWhoPlayed> {
  const teamIds = { home: fixture.home.id, away: fixture.away.id };
  const lineup = await lineupDataOf(db, fixture.id);
  if (lineup !== null) {
    return playersWhoPlayedFrom({ homeTeamId: teamIds.home, awayTeamId: teamIds.away, lineup, squads: [] });
  }
  // The match page's own reads, so the derived line-up is exactly the one it shows.
  const detail = createFixtureDetailRepository(db);
  const squads = await detail.squads([teamIds.home, teamIds.away]);
  if (fixture.status === 'finished') {
    // events() reads only the id and the home side's id of the fixture it is given.
    const events = await detail.events({
      id: fixture.id,
      home: { id: fixture.home.id, name: fixture.home.name, shortName: fixture.home.name, logoPath: '' },
    });
    const derived = deriveLineups(fixture.id, teamIds, squads, events);
    if (derived !== null) return { source: 'derived', home: derived.home.starting, away: derived.away.starting };
  }
  const byShirt = [...squads].sort((a, b) => (a.shirtNumber ?? 1000) - (b.shirtNumber ?? 1000) || a.id - b.id);
  return playersWhoPlayedFrom({ homeTeamId: teamIds.home, awayTeamId: teamIds.away, lineup: null, squads: byShirt });
}
