import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { fixtureSchema } from '../../../lib/api/fixture-schema';

const formLetterSchema = z.enum(['W', 'D', 'L']);

/** The form's matches also say which side the club was on (home or away), for "won at home against …". */
const formFixtureSchema = z.extend(fixtureSchema, { homeTeamId: z.number(), awayTeamId: z.number() });
export type FormFixture = z.infer<typeof formFixtureSchema>;
export type FormLetter = z.infer<typeof formLetterSchema>;

/**
 * GET /api/v1/widgets/team/{team}/league/{league} (MC-07), on the soccer-data service: the club's row
 * of the table, its last five results with their matches (oldest first) and its next match. The club's
 * information in it is read from GET /api/v2/matchcenter/teams/{team} instead, so it is not read here.
 */
const teamWidgetResponseSchema = z.object({
  data: z.object({
    position: z.object({
      position: z.number(),
      played: z.number(),
      won: z.number(),
      drawn: z.number(),
      lost: z.number(),
      goalDifference: z.number(),
      points: z.number(),
    }),
    form: z.array(z.object({ result: formLetterSchema, fixture: formFixtureSchema })),
    nextMatch: z.nullable(fixtureSchema),
  }),
});
type TeamWidget = z.infer<typeof teamWidgetResponseSchema>['data'];

function teamWidgetKey(team: number, league: string) {
  return ['matchcenter/team-widget', team, league] as const;
}

async function getTeamWidget(client: ApiClient, team: number, league: string): Promise<TeamWidget> {
  const response = await client.request(
    `/api/v1/widgets/team/${team}/league/${encodeURIComponent(league)}`,
    teamWidgetResponseSchema,
    { service: 'soccer' },
  );
  return response.data;
}

/** Asks once the club (and so its league) is known; `null` waits. */
export function useTeamWidget(team: { id: number; league: { slug: string } } | undefined) {
  const client = useApiClient();
  return useSWR(team ? teamWidgetKey(team.id, team.league.slug) : null, ([, id, league]) =>
    getTeamWidget(client, id, league),
  );
}
