import { defineMessages, type IntlShape } from 'react-intl';
import { getErrorMessage, isApiError } from '@tribune/shared';

const messages = defineMessages({
  unexpected: {
    id: 'account.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Shown when a request failed without a message from the server (network down, unexpected answer)',
  },
});

/**
 * The text to show for a failed request: the server's own message (the spec's metaData.message) for an
 * API error; for anything else (network, an answer that fails its schema) a general text, and the
 * cause goes to the console once, with context.
 */
export function failureMessage(error: unknown, intl: IntlShape, context: string): string {
  if (isApiError(error)) return error.message;
  console.error(`[mf_account] ${context}: ${getErrorMessage(error)}`);
  return intl.formatMessage(messages.unexpected);
}
