import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** The API's limit (api/src/modules/admin-feedback), counted the same way: characters after trimming. */
export const feedbackMaxLength = 2000;

const feedbackAnswerSchema = z.object({ data: z.object({ success_message: z.string() }) });

interface AdminFeedbackInput {
  message: string;
  /** The page the admin is on, or null when they chose not to include it. */
  pageUrl: string | null;
}

const sendAdminFeedbackKey = '/api/v2/admin/feedback';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _FeedbackAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof feedbackAnswerSchema>,
  ApiResponse<typeof sendAdminFeedbackKey, 'post'>
>;

/**
 * ACC-20: sends an admin's feedback; answers the text to show. Only the text and the page go: the API
 * names the sender (id, name, e-mail) from the session, so nothing here could speak for someone else.
 */
async function sendAdminFeedback(client: ApiClient, input: AdminFeedbackInput): Promise<string> {
  const { data } = await client.request(sendAdminFeedbackKey, feedbackAnswerSchema, {
    method: 'POST',
    body: { message: input.message, page_url: input.pageUrl },
  });
  return data.success_message;
}

export function useSendAdminFeedback() {
  const client = useApiClient();
  return useSWRMutation(sendAdminFeedbackKey, (_key: string, { arg }: { arg: AdminFeedbackInput }) =>
    sendAdminFeedback(client, arg),
  );
}
