import type { IntlShape, MessageDescriptor } from 'react-intl';
import { failureText, getErrorMessage, isApiError, sharedMessages } from '@tribune/shared';
import { forumMessages } from '../components/forum-messages';

/**
 * What a failed forum call says, by its status; any other 4xx shows the server's message (a 422 the
 * form does not place, say). A 401 has already ended the session (shared's API client, PLT-12).
 */
export function forumErrorText(
  error: unknown,
  intl: IntlShape,
  { forbidden = forumMessages.forbidden }: { forbidden?: MessageDescriptor } = {},
): string {
  if (!isApiError(error)) return failureText(error, intl, 'a forum call');
  switch (error.status) {
    case 401:
      return intl.formatMessage(forumMessages.sessionEnded);
    case 403:
      return intl.formatMessage(forbidden);
    case 404:
      return intl.formatMessage(forumMessages.gone);
    case 429:
      return intl.formatMessage(forumMessages.tooMany);
    default:
      // A 5xx says nothing a fan could act on (and its text never reaches the client anyway).
      return error.status >= 500 ? intl.formatMessage(sharedMessages.unexpectedFailure) : getErrorMessage(error);
  }
}
