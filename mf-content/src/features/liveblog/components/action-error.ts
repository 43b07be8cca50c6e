import type { IntlShape } from 'react-intl';
import { isApiError } from '@tribune/shared';
import { liveBlogMessages } from './live-blog-messages';

/** What to tell an editor when a write failed: the API's message (in their language), else a general one. */
export function actionErrorMessage(error: unknown, intl: IntlShape): string {
  return isApiError(error) ? error.message : intl.formatMessage(liveBlogMessages.failed);
}
