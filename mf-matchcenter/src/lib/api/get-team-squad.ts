import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** Spec 000 §2: squad positions abbreviated GK, DEF, MF, ST. */
export const positionCodeSchema = z.enum(['GK', 'DEF', 'MF', 'ST']);
export type PositionCode = z.infer<typeof positionCodeSchema>;

/** GET /ajax/matchcenter/team/{team}/squad (MC-13): the squad grouped by position, pitch order. */
export const teamSquadResponseSchema = z.object({
  data: z.object({
    groups: z.array(
      z.object({
        position: positionCodeSchema,
        players: z.array(
          z.object({
            id: z.number(),
            commonName: z.string(),
            displayName: z.string(),
            imagePath: z.nullable(z.string()),
            shirtNumber: z.nullable(z.number()),
            nationality: z.string(),
          }),
        ),
      }),
    ),
  }),
});
export type SquadGroup = z.infer<typeof teamSquadResponseSchema>['data']['groups'][number];

function teamSquadKey(team: number) {
  return ['matchcenter/team-squad', team] as const;
}

async function getTeamSquad(client: ApiClient, team: number): Promise<SquadGroup[]> {
  const response = await client.request(`/ajax/matchcenter/team/${team}/squad`, teamSquadResponseSchema);
  return response.data.groups;
}

export function useTeamSquad(team: number) {
  const client = useApiClient();
  return useSWR(teamSquadKey(team), ([, id]) => getTeamSquad(client, id));
}
