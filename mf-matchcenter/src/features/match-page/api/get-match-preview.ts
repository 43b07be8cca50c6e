import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/fixture/{id}/preview: what the match page shows around the match (MC-12), typed
 * by the API contract (decision 0058). Each side's `form` is its last five results before the match,
 * oldest first; `meetings` are newest first; `probableLineups`, before kick-off only, the XI each
 * manager fields by the squad.
 */
export type MatchPreview = ApiSchemas['MatchPreview'];
export type PreviewSide = MatchPreview['home'];

export function matchPreviewKey(fixtureId: number) {
  return ['matchcenter/match-preview', fixtureId] as const;
}

async function getMatchPreview(client: ApiClient, fixtureId: number): Promise<MatchPreview> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}/preview`);
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
