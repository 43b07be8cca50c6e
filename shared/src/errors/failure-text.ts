import type { IntlShape } from 'react-intl';
import { isApiError } from '../api/api-error';
import { sharedMessages } from '../i18n/shared-messages';
import { getErrorMessage } from './get-error-message';

/**
 * The text to show a fan for a failed request (issue 32: one error-text helper): the API's own message
 * (the spec's `metaData.message`, already in the tenant's language) for an API error; for anything
 * else (the network, an answer that fails its schema) a general text, with the cause in the console
 * once, named by `action` (`saving the profile`).
 */
export function failureText(error: unknown, intl: IntlShape, action: string): string {
  if (isApiError(error)) return error.message;
  console.error(`[tribune] ${action} failed: ${getErrorMessage(error)}`);
  return intl.formatMessage(sharedMessages.unexpectedFailure);
}
