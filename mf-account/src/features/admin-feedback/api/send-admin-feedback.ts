import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** The API's limit (api/src/modules/admin-feedback), counted the same way: characters after trimming. */
export const feedbackMaxLength = 2000;

interface AdminFeedbackInput {
  message: string;
  /** The page the admin is on, or null when they chose not to include it. */
  pageUrl: string | null;
}

const sendAdminFeedbackKey = '/api/v2/admin/feedback';

/**
 * ACC-20: sends an admin's feedback; answers the text to show. Only the text and the page go: the API
 * names the sender (id, name, e-mail) from the session, so nothing here could speak for someone else.
 * The answer is typed by the API contract (decision 0058).
 */
async function sendAdminFeedback(client: ApiClient, input: AdminFeedbackInput): Promise<string> {
  const { data } = await client.request(sendAdminFeedbackKey, {
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
