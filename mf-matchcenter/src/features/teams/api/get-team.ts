import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** A club's information (MC-07), as GET /api/v2/matchcenter/teams/{team} and the club widget send it. */
export const teamInfoSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** Crest path relative to the API origin, or an absolute URL. */
  logo: z.string(),
  city: z.string(),
  stadium: z.string(),
  founded: z.nullable(z.number()),
  coach: z.nullable(z.string()),
  colours: z.object({ primary: z.string(), secondary: z.string() }),
  league: z.object({ id: z.number(), slug: z.string(), name: z.string(), season: z.string() }),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _TeamInfoFollowsTheApi = AcceptsApi<z.input<typeof teamInfoSchema>, ApiSchemas['TeamInfo']>;

const teamResponseSchema = z.object({ data: teamInfoSchema });

/**
 * A team in a page address: its id or its slug, as the API takes them. Anything else is no team at all,
 * so the page says "not found" without asking the API.
 */
export function isTeamKey(value: string | undefined): value is string {
  return value !== undefined && /^([1-9][0-9]{0,9}|[a-z][a-z0-9-]{0,63})$/.test(value);
}

export function teamKey(team: string) {
  return ['matchcenter/team', team] as const;
}

async function getTeam(client: ApiClient, team: string): Promise<TeamInfo> {
  const response = await client.request(`/api/v2/matchcenter/teams/${encodeURIComponent(team)}`, teamResponseSchema);
  return response.data;
}

export function useTeam(team: string) {
  const client = useApiClient();
  return useSWR(teamKey(team), ([, key]) => getTeam(client, key));
}
