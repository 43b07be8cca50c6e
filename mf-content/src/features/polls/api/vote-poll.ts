import { z } from 'zod/mini';
import { isApiError, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { pollSchema, type Poll } from './poll-schema';

const votedSchema = z.object({ data: pollSchema });
export type VotePollFollowsTheApi = AcceptsApi<
  z.input<typeof votedSchema>,
  ApiResponse<'/api/front/v1/poll/{id}/vote', 'post', 201>
>;

/**
 * POST /api/front/v1/poll/{id}/vote {poll_id, answer_id} (POL-01): one vote per account, or for a guest
 * per visitor cookie the API issued (SEC-04, decision 0048). Answers the poll with the new counts. A
 * guest whose browser had no such cookie yet (the poll came with the server's page) gets a 428 that
 * sets it: the vote is sent once more, now with the cookie.
 */
export async function votePoll(client: ApiClient, input: { pollId: number; answerId: number }): Promise<Poll> {
  const send = () =>
    client.request(`/api/front/v1/poll/${input.pollId}/vote`, votedSchema, {
      method: 'POST',
      body: { poll_id: input.pollId, answer_id: input.answerId },
    });
  try {
    return (await send()).data;
  } catch (error) {
    if (!isApiError(error, 428)) throw error;
    return (await send()).data;
  }
}
