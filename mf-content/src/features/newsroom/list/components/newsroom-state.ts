import type { MessageDescriptor } from 'react-intl';
import type { NewsroomArticleRow } from '../../api/list-articles';
import { newsroomListMessages as messages } from './newsroom-list-messages';

/** The name of each state, on a row's badge and in the state filter. */
export const stateLabels: Record<NewsroomArticleRow['status'], MessageDescriptor> = {
  draft: messages.stateDraft,
  submitted: messages.stateSubmitted,
  scheduled: messages.stateScheduled,
  published: messages.statePublished,
  unpublished: messages.stateUnpublished,
};
