import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** Spec 000 §9: without a data-limit setting, every formation chosen is shown. */
export const DEFAULT_LINEUP_LIMIT = 9999;

/**
 * GET /api/v2/setting: only `lineup_data_limit` is read here (MC-10: the tenant's data-limit, how many
 * of the most chosen formations the line-up widget shows). Optional, so an API from before the setting
 * still answers the default.
 */
export const lineupSettingResponseSchema = z.object({
  data: z.object({ lineup_data_limit: z.optional(z.number()) }),
});

export type LineupSettingFollowsTheApi = AcceptsApi<
  z.input<typeof lineupSettingResponseSchema>,
  ApiResponse<'/api/v2/setting', 'get'>
>;

export const lineupDataLimitKey = ['matchcenter/setting/lineup-data-limit'] as const;

export async function getLineupDataLimit(client: ApiClient): Promise<number> {
  const response = await client.request('/api/v2/setting', lineupSettingResponseSchema);
  const limit = response.data.lineup_data_limit;
  // The API sends a whole number from 1; anything else (no setting, an API from before it) is the default.
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_LINEUP_LIMIT;
}

/**
 * The data-limit, or `undefined` while it loads. Settings that cannot be read are the default, not an
 * error: the widget's own figures matter more than the setting that trims them, so they are not held
 * back (nor retried for: the widget's retries are for its figures, lineup-retry.ts).
 */
export function useLineupDataLimit(): number | undefined {
  const client = useApiClient();
  const { data, error } = useSWR(lineupDataLimitKey, () => getLineupDataLimit(client), {
    shouldRetryOnError: false,
  });
  return error ? DEFAULT_LINEUP_LIMIT : data;
}
