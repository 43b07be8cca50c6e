import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { editorPollSchema, type EditorPoll } from './poll-schema';

const updatedSchema = z.object({ data: editorPollSchema });
export type UpdatePollFollowsTheApi = AcceptsApi<
  z.input<typeof updatedSchema>,
  ApiResponse<'/api/v2/polls/{id}', 'patch'>
>;

/** PATCH /api/v2/polls/{id} (editors): closes a poll, or opens it again. */
export async function updatePoll(client: ApiClient, input: { pollId: number; isClosed: boolean }): Promise<EditorPoll> {
  const response = await client.request(`/api/v2/polls/${input.pollId}`, updatedSchema, {
    method: 'PATCH',
    body: { is_closed: input.isClosed },
  });
  return response.data;
}
