import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** A row of the scorers table (spec 000 §3 "Top scorer"). */
export const topScorerSchema = z.object({
  position: z.number(),
  playerId: z.number(),
  playerCommonName: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  /** The club's crest path, as the fixtures send theirs. */
  teamLogo: z.string(),
  goals: z.number(),
  penalties: z.number(),
});

/** GET /ajax/matchcenter/top-scorers/league/{league} (MC-01): the top 10 (spec 000 §9). */
const topScorersResponseSchema = z.object({
  data: z.object({ scorers: z.array(topScorerSchema) }),
});

export type TopScorer = z.infer<typeof topScorerSchema>;

function topScorersKey(league: string) {
  return ['matchcenter/top-scorers', league] as const;
}

async function getTopScorers(client: ApiClient, league: string): Promise<TopScorer[]> {
  const response = await client.request(
    `/ajax/matchcenter/top-scorers/league/${encodeURIComponent(league)}`,
    topScorersResponseSchema,
  );
  return response.data.scorers;
}

export function useTopScorers(league: string) {
  const client = useApiClient();
  return useSWR(topScorersKey(league), ([, slug]) => getTopScorers(client, slug));
}
