import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

const previewResultSchema = z.object({
  fixtureId: z.number(),
  result: z.enum(['W', 'D', 'L']),
  date: z.string(),
  /** Whether the club played at home. */
  home: z.boolean(),
  opponent: z.string(),
  opponentId: z.number(),
  /** 'h-a', home side first. */
  score: z.string(),
});

const previewSideSchema = z.object({
  teamId: z.number(),
  name: z.string(),
  colours: z.object({ primary: z.string(), secondary: z.string() }),
  standing: z.nullable(z.object({ position: z.number(), played: z.number(), points: z.number() })),
  /** The last five results before the match, oldest first. */
  form: z.array(previewResultSchema),
});
export type PreviewSide = z.infer<typeof previewSideSchema>;

const meetingSchema = z.object({
  fixtureId: z.number(),
  date: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  score: z.string(),
});

const probablePlayerSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  shirtNumber: z.nullable(z.number()),
  positionCode: z.string(),
});
const probableSideSchema = z.object({
  teamId: z.number(),
  formation: z.nullable(z.string()),
  starting: z.array(probablePlayerSchema),
  bench: z.array(probablePlayerSchema),
});

/** GET /ajax/matchcenter/fixture/{id}/preview: what the match page shows around the match (MC-12). */
export const matchPreviewSchema = z.object({
  fixtureId: z.number(),
  home: previewSideSchema,
  away: previewSideSchema,
  /** Newest first. */
  meetings: z.array(meetingSchema),
  /** Before kick-off only: the XI each manager fields by the squad. */
  probableLineups: z.nullable(z.object({ home: probableSideSchema, away: probableSideSchema })),
  article: z.nullable(
    z.object({ id: z.number(), title: z.string(), excerpt: z.string(), image: z.string(), url: z.string() }),
  ),
});
export type MatchPreview = z.infer<typeof matchPreviewSchema>;

const matchPreviewResponseSchema = z.object({ data: matchPreviewSchema });

export function matchPreviewKey(fixtureId: number) {
  return ['matchcenter/match-preview', fixtureId] as const;
}

async function getMatchPreview(client: ApiClient, fixtureId: number): Promise<MatchPreview> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}/preview`, matchPreviewResponseSchema);
  return response.data;
}

/**
 * The clubs' colours, form, table positions and meetings, the probable line-ups and the preview
 * article. Asked for with the match itself (same render), so the server renders both.
 */
export function useMatchPreview(fixtureId: number) {
  const client = useApiClient();
  return useSWR(matchPreviewKey(fixtureId), ([, id]) => getMatchPreview(client, id));
}
