import { z } from 'zod';
import { fixtureStatuses } from '../schema';
import { detailEventTypes, type FixtureDetailView } from './fixture-detail-view';

/**
 * The soccer-data service's fixture (MC-14, `GET /api/v1/fixtures/{id}`): the same match as the match
 * centre's page data, in the provider's vocabulary. It follows the shape of a SportMonks v3 fixture with
 * its includes (participants with `meta.location`, `scores` keyed by `description: 'CURRENT'`, events,
 * lineups, formations, statistics), snake_case, so the adapter for a real provider and the built-in one
 * answer alike and a client of the data service need not know which runs.
 */
const location = z.enum(['home', 'away']);

export const dataServiceFixtureSchema = z
  .object({
    id: z.number().int(),
    league_id: z.number().int(),
    round: z.number().int(),
    name: z.string().describe("'Home vs Away'"),
    starting_at: z.string().describe('Kick-off, ISO 8601'),
    state: z.enum(fixtureStatuses),
    minute: z.number().int().nullable(),
    extra_minute: z.number().int().nullable(),
    venue: z.object({ name: z.string(), city: z.string() }),
    participants: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        short_code: z.string(),
        image_path: z.string(),
        meta: z.object({
          location,
          winner: z.boolean().nullable().describe('null until the match is over, or a draw'),
        }),
      }),
    ),
    scores: z.array(
      z.object({
        participant_id: z.number().int(),
        score: z.object({ goals: z.number().int(), participant: location }),
        description: z.literal('CURRENT'),
      }),
    ),
    events: z.array(
      z.object({
        id: z.number().int().describe("The event's sequence in the match"),
        type: z.enum(detailEventTypes),
        minute: z.number().int(),
        extra_minute: z.number().int().nullable(),
        participant_id: z.number().int(),
        player_id: z.number().int().nullable(),
        player_name: z.string().nullable(),
        related_player_id: z.number().int().nullable(),
        related_player_name: z.string().nullable(),
        result: z.string(),
      }),
    ),
    lineups: z.array(
      z.object({
        player_id: z.number().int(),
        team_id: z.number().int(),
        player_name: z.string(),
        jersey_number: z.number().int().nullable(),
        position: z.string(),
        type: z.enum(['lineup', 'bench']),
      }),
    ),
    formations: z.array(z.object({ participant_id: z.number().int(), location, formation: z.string() })),
    statistics: z.array(
      z.object({
        participant_id: z.number().int(),
        location,
        type: z.enum(['possession', 'shots', 'shots-on-target', 'corners', 'fouls']),
        value: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'DataServiceFixture' });

type DataServiceFixture = z.infer<typeof dataServiceFixtureSchema>;

const statisticTypes = [
  ['possession', 'possession'],
  ['shots', 'shots'],
  ['shots-on-target', 'shotsOnTarget'],
  ['corners', 'corners'],
  ['fouls', 'fouls'],
] as const;

export function toDataServiceFixture(
  view: FixtureDetailView,
  shortNames: { home: string; away: string },
): DataServiceFixture {
  const teamId = { home: view.homeTeamId, away: view.awayTeamId };
  const [homeGoals, awayGoals] = (view.score ?? '').split('-').map(Number);
  const goals = { home: homeGoals, away: awayGoals };
  const over = view.status === 'finished' && view.score !== null;
  const winner = (side: 'home' | 'away'): boolean | null => {
    if (!over || goals.home === undefined || goals.away === undefined || goals.home === goals.away) return null;
    return side === 'home' ? goals.home > goals.away : goals.away > goals.home;
  };
  const sides = ['home', 'away'] as const;
  return {
    id: view.id,
    league_id: view.leagueId,
    round: view.round,
    name: `${view.homeTeam} vs ${view.awayTeam}`,
    starting_at: view.date,
    state: view.status,
    minute: view.time,
    extra_minute: view.extraMinute,
    venue: view.venue,
    participants: sides.map((side) => ({
      id: teamId[side],
      name: side === 'home' ? view.homeTeam : view.awayTeam,
      short_code: shortNames[side],
      image_path: side === 'home' ? view.homeTeamLogo : view.awayTeamLogo,
      meta: { location: side, winner: winner(side) },
    })),
    scores:
      view.score === null
        ? []
        : sides.map((side) => ({
            participant_id: teamId[side],
            score: { goals: goals[side] ?? 0, participant: side },
            description: 'CURRENT' as const,
          })),
    events: view.events.map((e) => ({
      id: e.sequence,
      type: e.type,
      minute: e.minute,
      extra_minute: e.extraMinute,
      participant_id: e.teamId,
      player_id: e.playerId,
      player_name: e.playerName,
      related_player_id: e.relatedPlayerId,
      related_player_name: e.relatedPlayerName,
      result: e.result,
    })),
    lineups: view.lineup
      ? sides.flatMap((side) => {
          const lineup = view.lineup?.[side];
          if (!lineup) return [];
          const entry = (type: 'lineup' | 'bench') => (p: (typeof lineup.starting)[number]) => ({
            player_id: p.playerId,
            team_id: lineup.teamId,
            player_name: p.name,
            jersey_number: p.shirtNumber,
            position: p.position,
            type,
          });
          return [...lineup.starting.map(entry('lineup')), ...lineup.bench.map(entry('bench'))];
        })
      : [],
    formations: view.lineup
      ? sides.flatMap((side) => {
          const formation = view.lineup?.[side].formation;
          return formation ? [{ participant_id: teamId[side], location: side, formation }] : [];
        })
      : [],
    statistics: view.stats
      ? sides.flatMap((side) =>
          statisticTypes.map(([type, key]) => ({
            participant_id: teamId[side],
            location: side,
            type,
            value: view.stats?.[side][key] ?? 0,
          })),
        )
      : [],
  };
}
