import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { pollSchema, type Poll } from './poll-schema';

const votedSchema = z.object({ data: pollSchema });
export type VotePollFollowsTheApi = AcceptsApi<
  z.input<typeof votedSchema>,
  ApiResponse<'/api/front/v1/poll/{id}/vote', 'post', 201>
>;

/**
 * POST /api/front/v1/poll/{id}/vote {poll_id, answer_id} (POL-01): one vote per account, or per visitor
 * id for a guest (the API client sends it). Answers the poll with the new counts.
 */
export async function votePoll(client: ApiClient, input: { pollId: number; answerId: number }): Promise<Poll> {
  const response = await client.request(`/api/front/v1/poll/${input.pollId}/vote`, votedSchema, {
    method: 'POST',
    body: { poll_id: input.pollId, answer_id: input.answerId },
  });
  return response.data;
}
