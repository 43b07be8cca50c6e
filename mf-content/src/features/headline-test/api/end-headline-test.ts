import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

const endedSchema = z.object({
  data: z.object({ article_id: z.number(), title: z.string(), ab_testing: z.boolean() }),
});
export type EndHeadlineTestFollowsTheApi = AcceptsApi<
  z.input<typeof endedSchema>,
  ApiResponse<'/api/v2/editor/headline-tests/{articleId}/end', 'post'>
>;

/**
 * POST /api/v2/editor/headline-tests/{articleId}/end {winner} (AB-01, editors): the winning headline
 * becomes the title and the test stops. Answers the new title.
 */
export async function endHeadlineTest(
  client: ApiClient,
  input: { articleId: number; winner: 'a' | 'b' },
): Promise<string> {
  const response = await client.request(`/api/v2/editor/headline-tests/${input.articleId}/end`, endedSchema, {
    method: 'POST',
    body: { winner: input.winner },
  });
  return response.data.title;
}
