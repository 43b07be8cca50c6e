import { z } from 'zod';
import type { FixtureRecord } from '../fixture-view';
import type { FixtureDetailRecord, SquadPlayerRecord } from '../fixture-detail/fixture-detail-repository';
import { lineupPlayerSchema } from '../fixture-detail/fixture-detail-view';
import { formationOf } from '../fixture-detail/lineups';
import type { MatchSide } from '../schema';
import { pickLineup } from '../simulator/match-model';
import type { StandingRow } from '../standings';
import { resultFor } from '../teams/team-season';
import type { PreviewArticleRecord, TeamColoursRecord } from './match-preview-repository';

const previewResultSchema = z.object({
  fixtureId: z.number().int(),
  result: z.enum(['W', 'D', 'L']).describe("The club's result"),
  date: z.string().describe('Kick-off, ISO 8601'),
  home: z.boolean().describe('Whether the club played at home'),
  opponent: z.string(),
  opponentId: z.number().int(),
  score: z.string().describe("'h-a', home side first"),
});

const previewSideSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  colours: z.object({ primary: z.string(), secondary: z.string() }).describe('CSS colours of the club'),
  standing: z
    .object({ position: z.number().int(), played: z.number().int(), points: z.number().int() })
    .nullable()
    .describe("The club's row of its league's table; null when it is not in the fixture's league"),
  form: z.array(previewResultSchema).max(5).describe('The last five results before this match, oldest first'),
});

const meetingSchema = z.object({
  fixtureId: z.number().int(),
  date: z.string().describe('Kick-off, ISO 8601'),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  score: z.string().describe("'h-a'"),
});

const probableSideSchema = z.object({
  teamId: z.number().int(),
  formation: z.string().nullable().describe("'4-3-3': defenders-midfielders-attackers of the XI"),
  starting: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});

export const matchPreviewSchema = z
  .object({
    fixtureId: z.number().int(),
    home: previewSideSchema,
    away: previewSideSchema,
    meetings: z.array(meetingSchema).max(5).describe('The clubs’ last meetings before this match, newest first'),
    probableLineups: z
      .object({ home: probableSideSchema, away: probableSideSchema })
      .nullable()
      .describe('Before kick-off: the XI each manager fields by the squad; null once the match started'),
    article: z
      .object({
        id: z.number().int(),
        title: z.string(),
        excerpt: z.string(),
        image: z.string(),
        url: z.string().describe('/article/{id}/{slug}'),
        publishedAt: z.string(),
      })
      .nullable()
      .describe("The tenant's preview article of the match (articles.fixture_id), if any"),
  })
  .meta({ id: 'MatchPreview' });

type MatchPreviewView = z.infer<typeof matchPreviewSchema>;

interface MatchPreviewInput {
  fixture: FixtureDetailRecord;
  colours: readonly TeamColoursRecord[];
  standings: readonly StandingRow[];
  results: Record<MatchSide, readonly FixtureRecord[]>;
  meetings: readonly FixtureRecord[];
  squads: readonly SquadPlayerRecord[];
  article: PreviewArticleRecord | undefined;
}

/** Statuses before kick-off: the line-ups are not announced yet, so the preview guesses them. */
const BEFORE_KICK_OFF = new Set(['scheduled', 'postponed']);

const positionCodes = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MF', Attacker: 'ST' } as const;

function lineupPlayer(p: SquadPlayerRecord): z.infer<typeof lineupPlayerSchema> {
  return {
    playerId: p.id,
    name: p.commonName,
    shirtNumber: p.shirtNumber,
    position: p.position,
    positionCode: positionCodes[p.position],
    imagePath: p.imagePath,
  };
}

function scoreOf(fixture: FixtureRecord): string {
  return `${fixture.homeScore ?? 0}-${fixture.awayScore ?? 0}`;
}

/** The preview's answer from what the repository read (get-match-preview.ts). */
export function toMatchPreviewView(input: MatchPreviewInput): MatchPreviewView {
  const { fixture } = input;
  const side = (which: MatchSide): z.infer<typeof previewSideSchema> => {
    const team = which === 'home' ? fixture.home : fixture.away;
    const colours = input.colours.find((c) => c.id === team.id);
    const row = input.standings.find((s) => s.teamId === team.id);
    return {
      teamId: team.id,
      name: team.name,
      colours: { primary: colours?.primaryColor ?? '#777777', secondary: colours?.secondaryColor ?? '#ffffff' },
      standing: row ? { position: row.position, played: row.played, points: row.points } : null,
      form: input.results[which]
        .flatMap((result) => {
          const letter = resultFor(result, team.id);
          if (letter === null) return [];
          const home = result.home.id === team.id;
          const opponent = home ? result.away : result.home;
          return [
            {
              fixtureId: result.id,
              result: letter,
              date: result.kickoffAt.toISOString(),
              home,
              opponent: opponent.name,
              opponentId: opponent.id,
              score: scoreOf(result),
            },
          ];
        })
        .reverse(),
    };
  };

  const probable = (which: MatchSide): z.infer<typeof probableSideSchema> | null => {
    const teamId = which === 'home' ? fixture.home.id : fixture.away.id;
    const squad = input.squads.filter((p) => p.teamId === teamId);
    if (squad.length < 11) return null;
    const picked = pickLineup(squad);
    const byId = new Map(squad.map((p) => [p.id, p]));
    const records = (players: readonly { id: number }[]) =>
      players.flatMap((p) => {
        const record = byId.get(p.id);
        return record ? [record] : [];
      });
    const starting = records(picked.starting);
    return {
      teamId,
      formation: formationOf(starting),
      starting: starting.map(lineupPlayer),
      bench: records(picked.bench).map(lineupPlayer),
    };
  };
  const probableHome = BEFORE_KICK_OFF.has(fixture.status) ? probable('home') : null;
  const probableAway = BEFORE_KICK_OFF.has(fixture.status) ? probable('away') : null;

  const article = input.article;
  return {
    fixtureId: fixture.id,
    home: side('home'),
    away: side('away'),
    meetings: input.meetings.map((m) => ({
      fixtureId: m.id,
      date: m.kickoffAt.toISOString(),
      homeTeamId: m.home.id,
      awayTeamId: m.away.id,
      homeTeam: m.home.name,
      awayTeam: m.away.name,
      score: scoreOf(m),
    })),
    probableLineups: probableHome && probableAway ? { home: probableHome, away: probableAway } : null,
    article: article
      ? {
          id: article.id,
          title: article.title,
          excerpt: article.excerpt,
          image: article.image,
          url: `/article/${article.id}/${article.slug}`,
          publishedAt: article.publishedAt.toISOString(),
        }
      : null,
  };
}
