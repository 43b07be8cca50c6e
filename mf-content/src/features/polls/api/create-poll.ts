import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { editorPollSchema, type EditorPoll } from './poll-schema';

const createdSchema = z.object({ data: editorPollSchema });
export type CreatePollFollowsTheApi = AcceptsApi<
  z.input<typeof createdSchema>,
  ApiResponse<'/api/v2/polls', 'post', 201>
>;

/** POST /api/v2/polls (editors): a new open poll and the markup that embeds it in an article. */
export async function createPoll(
  client: ApiClient,
  input: { question: string; answers: readonly string[] },
): Promise<EditorPoll> {
  const response = await client.request('/api/v2/polls', createdSchema, {
    method: 'POST',
    body: { question: input.question, answers: input.answers },
  });
  return response.data;
}
