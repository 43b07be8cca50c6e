import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** GET /ajax/matchcenter/player/{id} (MC-02): the profile, the season figures and the man-of-the-match average. */
export const playerResponseSchema = z.object({
  data: z.object({
    profile: z.object({
      id: z.number(),
      commonName: z.string(),
      displayName: z.string(),
      imagePath: z.nullable(z.string()),
      /** ISO 3166-1 alpha-2, or a home nation such as GB-ENG. */
      nationality: z.string(),
      positionCode: z.enum(['GK', 'DEF', 'MF', 'ST']),
      shirtNumber: z.nullable(z.number()),
      /** YYYY-MM-DD. */
      dateOfBirth: z.nullable(z.string()),
      age: z.nullable(z.number()),
      team: z.object({ id: z.number(), name: z.string(), logo: z.string() }),
      league: z.object({ slug: z.string(), name: z.string() }),
    }),
    season: z.object({
      season: z.string(),
      appearances: z.number(),
      goals: z.number(),
      penalties: z.number(),
      ownGoals: z.number(),
      assists: z.number(),
      yellowCards: z.number(),
      redCards: z.number(),
      /** Matches the team has started, and how many of them have line-ups (appearances, assists, cards). */
      teamMatches: z.number(),
      matchesWithLineups: z.number(),
    }),
    /** The tenant's fans' average grade (1–5) over the season (MC-06); null for a player nobody graded. */
    mom: z.nullable(z.object({ averageGrade: z.number(), votes: z.number() })),
  }),
});
export type Player = z.infer<typeof playerResponseSchema>['data'];

/** A player id in a page address: digits only, as the API takes them. */
export function isPlayerId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value);
}

export function playerKey(playerId: number) {
  return ['matchcenter/player', playerId] as const;
}

async function getPlayer(client: ApiClient, playerId: number): Promise<Player> {
  const response = await client.request(`/ajax/matchcenter/player/${playerId}`, playerResponseSchema);
  return response.data;
}

export function usePlayer(playerId: number) {
  const client = useApiClient();
  return useSWR(playerKey(playerId), ([, id]) => getPlayer(client, id));
}
