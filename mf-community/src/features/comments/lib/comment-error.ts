import type { IntlShape } from 'react-intl';
import { failureText, getErrorMessage, isApiError } from '@tribune/shared';
import { commentErrorMessages } from '../components/comment-error-messages';

/** How long a comment's error or report message stays (spec 001 §9: 3 s). */
export const commentMessageMs = 3000;

/**
 * CMT-11 (spec 001 §8): a failed comment call is told by its status; any other status shows the server's
 * message. A 422 is one of them: the server names what is wrong with this text (too long, posted twice,
 * a reply to a comment that is gone), which no general message could. A 401 has already ended the
 * session (shared's API client, PLT-12).
 */
export function commentErrorText(error: unknown, intl: IntlShape): string {
  if (!isApiError(error)) return failureText(error, intl, 'a comment call');
  switch (error.status) {
    case 401:
      return intl.formatMessage(commentErrorMessages.unauthorized);
    case 403:
      return intl.formatMessage(commentErrorMessages.forbidden);
    case 404:
      return intl.formatMessage(commentErrorMessages.notFound);
    case 429:
      return intl.formatMessage(commentErrorMessages.tooMany);
    default:
      return getErrorMessage(error);
  }
}
