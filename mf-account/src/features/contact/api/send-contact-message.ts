import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';

interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The reCAPTCHA v3 token, or '' (no site key, or Google unreachable: the server decides). */
  recaptchaResponse: string;
}

const sendContactMessageKey = '/api/front/v1/contact';

/**
 * CON-01: sends the contact form as multipart, with the spec's fields; answers the text to show (the
 * answer is typed by the API contract, decision 0058).
 */
async function sendContactMessage(client: ApiClient, input: ContactMessageInput): Promise<string> {
  const body = new FormData();
  body.append('check_score', '1');
  body.append('name', input.name);
  body.append('email', input.email);
  body.append('message', input.message);
  body.append('g-recaptcha-response', input.recaptchaResponse);
  const { data } = await client.request(sendContactMessageKey, { method: 'POST', body });
  return data.success_message;
}

export function useSendContactMessage() {
  const client = useApiClient();
  return useSWRMutation(sendContactMessageKey, (_key: string, { arg }: { arg: ContactMessageInput }) =>
    sendContactMessage(client, arg),
  );
}
